import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isShownFullscreen } from '../lib/chart-export/fullscreen.ts';
import type { EChartsCoreOption, EChartsType } from '../lib/echarts.ts';
import { ChartToolbar } from './chart-toolbar.tsx';

interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers. */
  ariaLabel: string;
  /** The chart's title: heading of its PDF and printout, its file names, and shown full screen (default: ariaLabel). */
  title?: string;
  height?: number;
  /** What full screen shows: the panel around the chart (default) or the chart alone. */
  fullscreenTarget?: 'panel' | 'chart';
  /** false for charts that must stay bare (a wall screen nobody clicks): no export menu or fullscreen. */
  toolbar?: boolean;
}

/** ECharts is its own file, loaded by the first chart drawn (what draws no chart never waits for it). */
const loadEcharts = () => import('../lib/echarts.ts').then((module) => module.echarts);

/**
 * Apache ECharts on a div: load ECharts, init once, setOption on change, follow the size, dispose.
 * Every chart has the export menu (print, PNG, PDF) and a fullscreen button
 * (docs/product.md#charts); full screen shows the panel around the chart (its section), or
 * the chart alone.
 */
export function EChart(props: EChartProps) {
  const { option, ariaLabel, height = 280, fullscreenTarget = 'panel', toolbar = true } = props;
  const title = props.title ?? ariaLabel;
  const frameRef = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cleanUp: (() => void) | null = null;
    let unmounted = false;
    loadEcharts().then(
      (echarts) => {
        if (unmounted) return;
        const chart = echarts.init(element, null, { renderer: 'svg' });
        chartRef.current = chart;
        const observer = new ResizeObserver(() => chart.resize());
        observer.observe(element);
        cleanUp = () => {
          observer.disconnect();
          chart.dispose();
          chartRef.current = null;
        };
        setReady(true);
      },
      (error: unknown) => console.error('ECharts could not be loaded', error),
    );
    return () => {
      unmounted = true;
      cleanUp?.();
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    chartRef.current?.setOption(
      { aria: { enabled: true }, animationDuration: 400, ...option },
      { notMerge: true },
    );
  }, [option, ready]);

  useEffect(() => {
    const onChange = () => setFullscreen(isShownFullscreen(frameRef.current));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const getPanel = useCallback(
    () => (fullscreenTarget === 'panel' ? frameRef.current?.closest('section') : null) ?? frameRef.current,
    [fullscreenTarget],
  );
  const getChart = useCallback(() => chartRef.current, []);
  // Full screen, the panel fills the screen: the chart takes all the height left.
  const panelIsFullscreen = fullscreen && document.fullscreenElement !== frameRef.current;

  return (
    <Box
      ref={frameRef}
      data-testid="chart"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        ...(fullscreen ? { flex: 1 } : {}),
        '&:fullscreen': { bgcolor: 'background.paper', p: 3 },
      }}
    >
      {toolbar && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: -1, mb: -0.5 }}>
          {fullscreen && !panelIsFullscreen && (
            <Typography variant="h6" component="p" sx={{ mr: 'auto' }}>
              {title}
            </Typography>
          )}
          <ChartToolbar title={title} getChart={getChart} getPanel={getPanel} fullscreen={fullscreen} />
        </Stack>
      )}
      <Box
        ref={ref}
        role="img"
        aria-label={ariaLabel}
        sx={{
          width: '100%',
          height: fullscreen ? 'auto' : height,
          flex: fullscreen ? 1 : undefined,
          minHeight: 0,
        }}
      />
    </Box>
  );
}
