import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the dashboard draws, to keep the bundle small. No AriaComponent: a chart is named
// by its own summary in the user's language (components/echart.tsx).
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export type { EChartsCoreOption, EChartsType } from 'echarts/core';
export { echarts };
