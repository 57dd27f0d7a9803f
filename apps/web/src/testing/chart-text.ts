import { type EChartsCoreOption, echarts } from '@/lib/echarts.ts';

/**
 * Every text ECharts draws for a chart (axis labels, names, bar labels), laid out as it lays
 * them out for a chart of that size: drawn as SVG without a browser (its server-side mode) and
 * read back. What a test asks of the axes is then what a person would read on them.
 */
export function chartTexts(option: EChartsCoreOption, width = 600, height = 320): string[] {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, ...option });
    const svg = chart.renderToSVGString();
    return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  } finally {
    chart.dispose();
  }
}
