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
import { fontRuns, measuringDocument, pdfText, registerFonts, svgFont } from '#lib/pdf-fonts.ts';
import { lineWidth } from '#lib/pdf-lines.ts';
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
    return { width: lineWidth(measurer, pdfText(text), { font: bold ? FONT.bold : FONT.regular, size }) };
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
    return withFallbackRuns(chart.renderToSVGString());
  } finally {
    chart.dispose();
  }
}

const XML_TEXT: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * The chart's labels in the fonts that have their characters: in a label with Chinese,
 * Korean or an emoji each such run becomes a `tspan` naming its font, which svg-to-pdfkit
 * draws in it (chartFont); the label is anchored as a whole.
 */
function withFallbackRuns(svg: string): string {
  return svg.replace(
    /(<text\b[^>]*>)([^<]*)(<\/text>)/g,
    (whole, open: string, content: string, close: string) => {
      const runs = fontRuns(
        content.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => XML_TEXT[entity]),
        FONT.regular,
      );
      if (runs.every((run) => run.font === FONT.regular)) return whole;
      const escaped = (text: string) => text.replace(/[&<>]/g, (char) => XML_ESCAPES[char]);
      const spans = runs.map((run) =>
        run.font === FONT.regular
          ? escaped(run.text)
          : `<tspan style="font-family:${run.font};">${escaped(run.text)}</tspan>`,
      );
      return `${open}${spans.join('')}${close}`;
    },
  );
}

/** Fonts the chart's SVG names, mapped to the report fonts (a fallback's run keeps its own). */
function chartFont(family: string, bold: boolean): string {
  return svgFont(family, bold);
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
 * shows. Every label in it must already have gone through pdfText.
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
