import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { isShownFullscreen } from '@/lib/chart-export/fullscreen.ts';
import type { ChartTableData } from '@/lib/chart-table-data.ts';
import type { EChartsCoreOption, EChartsType } from '@/lib/echarts.ts';
import { useAfterFirstContent } from '@/lib/first-content.ts';
import { ChartTable } from './chart-table.tsx';
import { ChartToolbar } from './chart-toolbar.tsx';

interface EChartProps {
  option: EChartsCoreOption;
  /** The chart in a sentence, in the user's language: its accessible name and its table's caption. */
  summary: string;
  /** The chart's data, shown as a table by the toolbar's toggle. */
  table: ChartTableData;
  /** The chart's title: heading of its PDF and printout, its file names, and shown full screen. */
  title: string;
  height?: number;
  /** What full screen shows: the panel around the chart (default) or the chart alone. */
  fullscreenTarget?: 'panel' | 'chart';
  /**
   * false for charts that must stay bare (a wall screen nobody clicks): no table toggle, export
   * menu or fullscreen; the table is there for screen readers only.
   */
  toolbar?: boolean;
}

/** A chart's height unless told otherwise. */
const CHART_HEIGHT = 280;
/**
 * What a chart with its toolbar takes on the page at the default height (the toolbar's row of
 * 30 px draws 12 px into the margins around it): its skeleton's height, so that nothing moves
 * when the chart replaces it.
 */
export const CHART_FRAME_HEIGHT = CHART_HEIGHT + 18;

/** ECharts is its own file, loaded by the first chart drawn (what draws no chart never waits for it). */
const loadEcharts = () => import('@/lib/echarts.ts').then((module) => module.echarts);

let chartsInTurn: Promise<unknown> = Promise.resolve();
/**
 * A chart's setting-up and drawing each in a task of their own, one chart after the other:
 * a page of charts never holds a phone's main thread for all of them at once (the browser
 * paints and answers taps in between).
 */
function inTurn(work: () => void): void {
  const next = chartsInTurn
    .then(() => new Promise<void>((resolve) => window.setTimeout(resolve, 0)))
    .then(work);
  chartsInTurn = next.catch((error: unknown) => console.error('A chart could not be drawn', error));
}

/**
 * Whether an element has come into sight once; true at once in a browser that cannot tell.
 * A chart's export menu (print, PNG, PDF) is in its frame: in sight when it is used.
 */
function useSeenOnce(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setSeen(true);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, ref]);
  return seen;
}

/**
 * Apache ECharts on a div, once it is in sight: load ECharts, init once, setOption on change, follow the size, dispose.
 * Every chart is named by its summary (ECharts' own description is not loaded: it is English
 * and stops after ten points) and has a toolbar (docs/product.md#charts): the table toggle, a
 * fullscreen button and the export menu (print, PNG, PDF). Full screen shows the panel around
 * the chart (its section), or the chart alone.
 */
export function EChart(props: EChartProps) {
  const {
    option,
    summary,
    table,
    title,
    height = CHART_HEIGHT,
    fullscreenTarget = 'panel',
    toolbar = true,
  } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [tableShown, setTableShown] = useState(false);
  // The first screen's numbers come first: ECharts (the largest file) loads after them, and a
  // chart is set up once it comes into sight (on a phone the first screen holds no chart).
  const afterFirstContent = useAfterFirstContent();
  const seen = useSeenOnce(frameRef);

  useEffect(() => {
    const element = ref.current;
    if (!element || !afterFirstContent || !seen) return;
    let cleanUp: (() => void) | null = null;
    let unmounted = false;
    loadEcharts().then(
      (echarts) =>
        inTurn(() => {
          if (unmounted) return;
          const chart = echarts.init(element, null, { renderer: 'svg' });
          chartRef.current = chart;
          // Hidden behind its table the chart keeps its size, so that it still exports as seen.
          const observer = new ResizeObserver(() => {
            if (element.clientWidth > 0 && element.clientHeight > 0) chart.resize();
          });
          observer.observe(element);
          cleanUp = () => {
            observer.disconnect();
            chart.dispose();
            chartRef.current = null;
          };
          setReady(true);
        }),
      (error: unknown) => console.error('ECharts could not be loaded', error),
    );
    return () => {
      unmounted = true;
      cleanUp?.();
    };
  }, [afterFirstContent, seen]);

  // The first drawing is not animated: on a phone its frames would hold the main thread while
  // the page is still loading. Later changes (another filter, another node) are.
  const drawnOnce = useRef(false);
  useEffect(() => {
    if (!ready) return;
    inTurn(() => {
      const chart = chartRef.current;
      if (!chart) return;
      // lazyUpdate: the option is taken in this task and laid out and drawn in the next frame,
      // two tasks rather than one long one
      chart.setOption(
        { ...(drawnOnce.current ? { animationDuration: 400 } : { animation: false }), ...option },
        { notMerge: true, lazyUpdate: true },
      );
      drawnOnce.current = true;
    });
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
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'flex-end', height: 30, mt: -1, mb: -0.5 }}
        >
          {fullscreen && !panelIsFullscreen && (
            <Typography variant="h6" component="p" sx={{ mr: 'auto' }}>
              {title}
            </Typography>
          )}
          <ChartToolbar
            title={title}
            getChart={getChart}
            getPanel={getPanel}
            fullscreen={fullscreen}
            tableShown={tableShown}
            onToggleTable={() => setTableShown((shown) => !shown)}
          />
        </Stack>
      )}
      {(tableShown || !toolbar) && (
        <ChartTable
          data={table}
          caption={summary}
          maxHeight={fullscreen ? undefined : height}
          hidden={!toolbar}
        />
      )}
      <Box
        ref={ref}
        role="img"
        aria-label={summary}
        hidden={tableShown}
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
