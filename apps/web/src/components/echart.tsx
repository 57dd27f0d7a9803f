import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { type EChartsCoreOption, echarts } from '../lib/echarts.ts';

interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers. */
  ariaLabel: string;
  height?: number;
}

/** Apache ECharts on a div: init once, setOption on change, follow the size, dispose. */
export function EChart({ option, ariaLabel, height = 280 }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = echarts.init(element, null, { renderer: 'svg' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(
      { aria: { enabled: true }, animationDuration: 400, ...option },
      { notMerge: true },
    );
  }, [option]);

  return <Box ref={ref} role="img" aria-label={ariaLabel} sx={{ width: '100%', height }} />;
}
