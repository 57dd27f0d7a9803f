/** docs/benchmarks.md: the benchmarks of how soon and how fast screens and calls answer, one renderer each. */
import { fmt, lower, measured, num, type ResultFile, table } from './format.ts';

export function renderFreshness(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      engine: string;
      interviews: number;
      buildSeconds: number;
      kpiSteadyMs: number[];
      visibleAfterCommitMs: { median: number; min: number; max: number };
      passes: Array<{ rounds: unknown[]; kpiAfterWriteMs: number[] }>;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return [
      `${measured(f.data)} \`${f.path}\`.`,
      '',
      ...table(
        [
          'engine',
          'interviews',
          'build (ClickHouse: backfill)',
          'visible after commit, median (min–max)',
          'KPI call, steady p50',
          'KPI calls right after a write, p50 (max) per pass',
        ],
        [
          [
            d.engine,
            fmt(d.interviews),
            `${fmt(d.buildSeconds)} s`,
            `${fmt(d.visibleAfterCommitMs.median)} ms (${fmt(d.visibleAfterCommitMs.min)}–${fmt(d.visibleAfterCommitMs.max)})`,
            `${fmt(median(d.kpiSteadyMs))} ms`,
            d.passes
              .map((p) => `${fmt(median(p.kpiAfterWriteMs))} (${fmt(Math.max(...p.kpiAfterWriteMs))}) ms`)
              .join('; '),
          ],
        ],
      ),
      '',
    ];
  });
}

export function renderManySurveys(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    type Start = {
      startMs: number;
      rssAfterStartMb: number;
      rssAfterCallsMb: number;
      firstCall: { p50: number; p95: number; max: number };
      warmCall: { p50: number };
      againCall: { p50: number };
    };
    const d = f.data as {
      surveys: number;
      interviews: number;
      perUniverse: number;
      first: Start;
      restart: Start;
    };
    const row = (name: string, s: Start) => [
      name,
      `${fmt(s.startMs)} ms`,
      `${fmt(s.rssAfterStartMb)} MB`,
      `${fmt(s.rssAfterCallsMb)} MB`,
      `${fmt(s.firstCall.p50)} / ${fmt(s.firstCall.p95)} / ${fmt(s.firstCall.max)} ms`,
      `${fmt(s.warmCall.p50)} ms`,
      `${fmt(s.againCall.p50)} ms`,
    ];
    return [
      `${measured(f.data)} ${fmt(d.surveys)} surveys of ${fmt(d.interviews)} interviews, ${fmt(d.perUniverse)} per universe. \`${f.path}\`.`,
      '',
      ...table(
        [
          'start',
          'time to start',
          'RSS after start',
          'RSS after one call to every survey',
          'first call of a survey p50 / p95 / max',
          'warm call p50 (an open survey)',
          'a survey asked again p50 (mostly closed since)',
        ],
        [row('first (builds every read model)', d.first), row('restart (read models from disk)', d.restart)],
      ),
      '',
    ];
  });
}

export function renderInsights(files: ResultFile[]): string[] {
  return [...files]
    .sort((a, b) => num(a.data.interviews)! - num(b.data.interviews)!)
    .flatMap((f) => {
      type Figure = { p50: number; p95: number; n?: number; comments?: number };
      const d = f.data as {
        interviews: number;
        runs: number;
        coldBuildSeconds: number;
        drivers: Record<string, Figure>;
        topics: Record<string, Figure>;
      };
      return [
        `**${fmt(d.interviews)} interviews.** ${measured(f.data)} Cold build of the read model with every comment tagged: ${fmt(
          d.coldBuildSeconds,
        )} s; ${fmt(d.runs)} runs per call. \`${f.path}\`.`,
        '',
        ...table(
          ['drill node and filters', 'interviews', 'comments', 'drivers p50 / p95', 'topics p50 / p95'],
          Object.keys(d.drivers).map((node) => [
            node,
            fmt(d.drivers[node].n),
            fmt(d.topics[node]?.comments),
            `${fmt(d.drivers[node].p50)} / ${fmt(d.drivers[node].p95)} ms`,
            d.topics[node] ? `${fmt(d.topics[node].p50)} / ${fmt(d.topics[node].p95)} ms` : '–',
          ]),
        ),
        '',
      ];
    });
}

export function renderChanges(files: ResultFile[]): string[] {
  const sorted = [...files].sort((a, b) => num(a.data.interviews)! - num(b.data.interviews)!);
  type Summary = { p50: number; p95: number; comments: number };
  type Changes = {
    interviews: number;
    coldBuildSeconds: number;
    detection: { cells: number; runs: Array<{ ms: number; found: number }> };
    why: { p50: number; p95: number };
    summaries: Record<string, Summary>;
  };
  const nodes = [...new Set(sorted.flatMap((f) => Object.keys((f.data as unknown as Changes).summaries)))];
  return [
    ...sorted.map((f) => `- ${fmt(f.data.interviews)} interviews: ${lower(measured(f.data))} \`${f.path}\``),
    '',
    ...table(
      [
        'interviews',
        'comments',
        'detection, each run',
        'why p50 / p95',
        ...nodes.map((n) => `summary, ${n}: p50 / p95 (comments)`),
      ],
      sorted.map((f) => {
        const d = f.data as unknown as Changes;
        const root = Object.values(d.summaries)[0];
        return [
          fmt(d.interviews),
          fmt(root?.comments),
          `${d.detection.runs.map((r) => fmt(r.ms)).join(' / ')} ms (${fmt(d.detection.cells)} comparisons, ${fmt(
            d.detection.runs[0]?.found,
          )} changes)`,
          `${fmt(d.why.p50)} / ${fmt(d.why.p95)} ms`,
          ...nodes.map((n) => {
            const s = d.summaries[n];
            return s ? `${fmt(s.p50)} / ${fmt(s.p95)} ms (${fmt(s.comments)})` : '–';
          }),
        ];
      }),
    ),
    '',
  ];
}

export function renderDelivery(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      interviews: number;
      runs: number;
      budgets: { jsBeforeKpiKB: number; firstKpiMs: number; signInKB: number };
      figures: {
        jsBeforeKpiKB: number;
        allBeforeKpiKB: number;
        requestsBeforeKpi: number;
        firstKpiMs: number;
        firstKpiMsRange?: number[];
        rootSignedIn?: {
          jsBeforeKpiKB: number;
          allBeforeKpiKB: number;
          requestsBeforeKpi: number;
          firstKpiMs: number;
        };
        signInKB: number;
        signInJsKB?: number;
        signInRequests?: number;
      };
      met: Record<string, boolean>;
    };
    const met = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'met' : 'missed');
    const x = d.figures;
    return [
      `${measured(f.data)} Medians of ${fmt(d.runs)} runs, a demo of ${fmt(d.interviews)} interviews. \`${f.path}\`.`,
      '',
      ...table(
        ['measure', 'budget', 'measured', 'budget met'],
        [
          [
            'JavaScript before the first KPI tile (the overview by its link)',
            `≤ ${fmt(d.budgets.jsBeforeKpiKB)} KB`,
            `${fmt(x.jsBeforeKpiKB)} KB (${fmt(x.allBeforeKpiKB)} KB in all, ${fmt(x.requestsBeforeKpi)} requests)`,
            met(d.met.jsBeforeKpi),
          ],
          [
            'first KPI tile after navigation',
            `≤ ${fmt(d.budgets.firstKpiMs)} ms`,
            `${fmt(x.firstKpiMs)} ms${x.firstKpiMsRange ? ` (runs ${x.firstKpiMsRange.map((v) => fmt(v)).join('–')} ms)` : ''}`,
            met(d.met.firstKpi),
          ],
          ...(x.rootSignedIn
            ? [
                [
                  '`/` opened signed in, before the first KPI tile',
                  'as the link',
                  `${fmt(x.rootSignedIn.requestsBeforeKpi)} requests, ${fmt(x.rootSignedIn.allBeforeKpiKB)} KB (${fmt(
                    x.rootSignedIn.jsBeforeKpiKB,
                  )} KB of JavaScript), first tile ${fmt(x.rootSignedIn.firstKpiMs)} ms`,
                  '',
                ],
              ]
            : []),
          [
            'the sign-in page, everything',
            `≤ ${fmt(d.budgets.signInKB)} KB`,
            `${fmt(x.signInKB)} KB${x.signInJsKB ? ` (${fmt(x.signInJsKB)} KB of JavaScript, ${fmt(x.signInRequests)} requests)` : ''}`,
            met(d.met.signIn),
          ],
        ],
      ),
      '',
    ];
  });
}

export function renderLighthouse(files: ResultFile[]): string[] {
  type Figures = {
    performance: number;
    fcpMs: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    longTasksOver200: number;
    longestTaskMs: number;
    unusedJsKB: number;
    loadAverage?: number;
    benchmarkIndex?: number;
  };
  const presets: Array<[string, string]> = [
    ['mobile', 'mobile (4x CPU slowdown)'],
    ['calibrated', 'mobile, calibrated slowdown'],
    ['desktop', 'desktop'],
  ];
  return files.flatMap((f) => {
    const d = f.data as {
      lighthouse: string;
      interviews: number;
      runs: number;
      calibration?: { benchmarkIndex: number; slowdown: number };
      targets?: { mobilePerformance: number; cls: number };
      pages: Record<
        string,
        { page: string; figures: Record<string, Figures>; met?: Record<string, boolean> }
      >;
    };
    const rows: unknown[][] = [];
    for (const page of Object.values(d.pages))
      for (const [key, name] of presets) {
        const x = page.figures[key];
        if (!x) continue;
        rows.push([
          page.page,
          name,
          `**${fmt(x.performance)}**`,
          fmt(x.fcpMs / 1000, ' s'),
          fmt(x.lcpMs / 1000, ' s'),
          fmt(x.tbtMs / 1000, ' s'),
          fmt(x.cls),
          fmt(x.longTasksOver200),
          fmt(x.longestTaskMs / 1000, ' s'),
          fmt(x.unusedJsKB, ' KB'),
          fmt(x.loadAverage),
          fmt(x.benchmarkIndex),
        ]);
      }
    return [
      `${measured(f.data).replace(', load average not recorded', '')} Lighthouse ${d.lighthouse}, a demo of ${fmt(d.interviews)} interviews; mobile figures are medians of ${fmt(
        d.runs,
      )} runs${
        d.calibration
          ? `; the machine's benchmark index ${fmt(d.calibration.benchmarkIndex)}, for which Lighthouse's guide gives a slowdown of ${fmt(
              d.calibration.slowdown,
            )}x for a mid-range phone (the calibrated rows)`
          : ''
      }${d.targets ? `; the target is ${fmt(d.targets.mobilePerformance)} on the mobile preset with CLS under ${fmt(d.targets.cls)}` : ''}. Each figure is the median over the page's runs with that preset, the load average and benchmark index too. \`${f.path}\`.`,
      '',
      ...table(
        [
          'page',
          'preset',
          'performance',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
          'tasks > 200 ms',
          'longest task',
          'unused JS',
          'load average',
          'benchmark index',
        ],
        rows,
      ),
      '',
    ];
  });
}

export function renderMainThread(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    type Medians = Record<'tasks' | 'script' | 'layout' | 'style' | 'blocking' | 'lcp', number>;
    const d = f.data as {
      page: string;
      interviews: number;
      cpuSlowdown: number;
      runs: number;
      builds: Array<{ name: string; medians: Medians }>;
    };
    const keys: Array<[keyof Medians, string]> = [
      ['tasks', 'all tasks'],
      ['script', 'script'],
      ['layout', 'layout'],
      ['style', 'style recalculation'],
      ['blocking', 'blocking time'],
      ['lcp', 'largest contentful paint'],
    ];
    const [first, ...others] = d.builds;
    return [
      `${measured(f.data)} ${fmt(d.runs)} loads of each build in turn at ${fmt(d.cpuSlowdown)}x CPU slowdown, a demo of ${fmt(
        d.interviews,
      )} interviews; the page: ${fmt(d.page)}. \`${f.path}\`.`,
      '',
      ...table(
        [
          'median, ms',
          ...d.builds.map((b) => (b.name === 'against' ? 'the build compared (`--against`)' : b.name)),
          ...others.map(() => 'this build / the other'),
        ],
        keys.map(([key, name]) => [
          name,
          ...d.builds.map((b) => fmt(b.medians[key])),
          ...others.map((b) => `${(first.medians[key] / b.medians[key]).toFixed(2)}x`),
        ]),
      ),
      '',
    ];
  });
}
