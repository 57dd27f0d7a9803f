/** The part of an ECharts instance that exports need (keeps this module free of echarts). */
export interface ExportableChart {
  getDataURL(options: {
    type?: 'png' | 'jpeg' | 'svg';
    pixelRatio?: number;
    backgroundColor?: string;
  }): string;
  getWidth(): number;
  getHeight(): number;
}

export interface ChartImage {
  /** data:image/png;base64,… */
  dataUrl: string;
  /** Pixels of the image (twice the chart's size on screen). */
  width: number;
  height: number;
}

const EXPORT_PIXEL_RATIO = 2;
const EXPORT_BACKGROUND = '#ffffff';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn as an image'));
    image.src = src;
  });
}

/**
 * The chart as a PNG on white at twice its size. ECharts answers PNG for its canvas
 * renderer and SVG for the SVG renderer the app uses: an SVG is drawn onto a canvas.
 */
export async function chartPng(chart: ExportableChart): Promise<ChartImage> {
  const width = Math.round(chart.getWidth() * EXPORT_PIXEL_RATIO);
  const height = Math.round(chart.getHeight() * EXPORT_PIXEL_RATIO);
  const url = chart.getDataURL({
    type: 'png',
    pixelRatio: EXPORT_PIXEL_RATIO,
    backgroundColor: EXPORT_BACKGROUND,
  });
  if (url.startsWith('data:image/png')) return { dataUrl: url, width, height };
  const image = await loadImage(url);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser cannot draw images');
  context.fillStyle = EXPORT_BACKGROUND;
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return { dataUrl: canvas.toDataURL('image/png'), width, height };
}

/** A file name from a chart title: "NPS over time" → "nps-over-time". */
export function exportFileName(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'chart'}.${extension}`;
}
