import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
} from 'echarts/components';
import { type ComposeOption, init, setPlatformAPI, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { mainFontText, measuringDocument, registerFonts } from '#lib/pdf-fonts.ts';
import { type PdfDoc, tagged } from './pdf-document.ts';
import { FONT } from './pdf-theme.ts';

use([LineChart, BarChart, GridComponent, LegendComponent, SVGRenderer]);

export type PdfChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption
>;

let measurer: PdfDoc | null = null;

/**
 * ECharts lays out labels by their width; on a server it has no canvas and guesses. Measuring
 * with the report font's own metrics, the font the PDF draws with, keeps axis labels from colliding
 * or being cut. This is process-wide, and the PDF reports are ECharts' only server-side user.
 */
setPlatformAPI({
  measureText(text: string, font?: string) {
    measurer ??= measuringDocument();
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(font ?? '')?.[1] ?? 12);
    const bold = /\bbold\b|\b[6-9]00\b/.test(font ?? '');
    measurer.font(bold ? FONT.bold : FONT.regular).fontSize(size);
    return { width: measurer.widthOfString(mainFontText(text)) };
  },
});

/** The chart as SVG markup; one unit is one PDF point. */
function chartSvg(option: PdfChartOption, width: number, height: number): string {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({
      animation: false,
      textStyle: { fontFamily: FONT.regular },
      ...option,
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** Fonts the chart's SVG names, mapped to the report font. */
function chartFont(_family: string, bold: boolean): string {
  return bold ? FONT.bold : FONT.regular;
}

/**
 * Places SVG on the page as vector paths and text. Linked images are refused: a logo's
 * `<image href="/etc/...">` would otherwise make pdfkit read a file from the server's disk.
 */
export function drawSvg(
  doc: PdfDoc,
  svg: string,
  x: number,
  y: number,
  box: { width: number; height: number; preserveAspectRatio?: string },
): string[] {
  const warnings: string[] = [];
  SVGtoPDF(doc, svg, x, y, {
    width: box.width,
    height: box.height,
    preserveAspectRatio: box.preserveAspectRatio,
    assumePt: true,
    fontCallback: chartFont,
    imageCallback: (link: string) => (/^data:image\/(png|jpe?g);base64,/i.test(link.trim()) ? link : ''),
    warningCallback: (warning: string) => warnings.push(warning),
  });
  return warnings;
}

/**
 * Whether SVG markup parses and draws, tried on a scratch document: svg-to-pdfkit draws what
 * it can of broken markup and only warns, which on the cover would leave half a logo.
 */
export function svgDraws(svg: string): boolean {
  const scratch = registerFonts(new PDFDocument({ size: 'A4' }));
  try {
    const warnings = drawSvg(scratch, svg, 0, 0, { width: 100, height: 100 });
    return !warnings.some((w) => /^(parseXml|SVGtoPDF):/.test(w));
  } catch {
    return false;
  } finally {
    scratch.end();
  }
}

/**
 * Draws an ECharts option at (x, y) as vectors, tagged as a figure whose `alt` says what it
 * shows. Every label in it must already have gone through mainFontText: a chart's text is drawn in
 * Noto Sans alone.
 */
export function drawChart(
  doc: PdfDoc,
  option: PdfChartOption,
  box: { x: number; y: number; width: number; height: number },
  alt: string,
) {
  const { x, y, width, height } = box;
  tagged(doc, 'Figure', () => drawSvg(doc, chartSvg(option, width, height), x, y, { width, height }), {
    alt,
  });
}
