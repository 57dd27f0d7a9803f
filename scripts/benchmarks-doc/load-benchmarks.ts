/** docs/benchmarks.md: the benchmarks of load and fairness (lists, imports, mail, reports, scripts, soak), one renderer each. */
import {
  fmt,
  isObj,
  type Latency,
  latencyCells,
  lower,
  measured,
  type Obj,
  type ResultFile,
  table,
} from './format.ts';

export function renderUserList(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      engine: string;
      members: number;
      runs: number;
      calls: Record<string, { p50: number; p95: number; total: number }>;
    };
    return [
      `${measured(f.data)} ${fmt(d.members)} members on ${d.engine === 'pglite' ? 'the embedded database (PGlite)' : d.engine}, ${fmt(
        d.runs,
      )} runs per call. \`${f.path}\`.`,
      '',
      ...table(
        ['call', 'p50', 'p95', 'matches'],
        Object.entries(d.calls).map(([call, x]) => [
          call,
          fmt(x.p50, ' ms'),
          fmt(x.p95, ' ms'),
          fmt(x.total),
        ]),
      ),
      '',
    ];
  });
}

export function renderImport(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      demoInterviews: number;
      rows: number;
      fileMb: number;
      clients: number;
      intervalMs: number;
      import: { seconds: number; uploadSeconds: number; checkSeconds: number; writeSeconds: number };
      latencyMs: Record<string, Latency>;
      eventLoopDelayMs?: { p99: number; max: number };
    };
    const names: Record<string, string> = {
      beforeImport: 'before the import',
      all: 'during the import, every call',
      health: 'during: `/api/health`',
      kpi: "during: the overview's KPI call",
    };
    return [
      `${measured(f.data)} A ${fmt(d.rows)}-row CSV file (${fmt(d.fileMb)} MB) into a demo of ${fmt(d.demoInterviews)} interviews; ${fmt(
        d.clients,
      )} clients, a call every ${fmt(d.intervalMs)} ms each. The import took ${fmt(d.import.seconds)} s (upload ${fmt(
        d.import.uploadSeconds,
      )} s, check ${fmt(d.import.checkSeconds)} s, writing ${fmt(d.import.writeSeconds)} s)${
        d.eventLoopDelayMs
          ? `; the server's event-loop delay p99 ${fmt(d.eventLoopDelayMs.p99)} ms, max ${fmt(d.eventLoopDelayMs.max)} ms`
          : ''
      }. \`${f.path}\`.`,
      '',
      ...table(
        ['other users’ calls', 'calls', 'p50', 'p95', 'p99', 'max'],
        Object.entries(d.latencyMs)
          .sort(([a], [b]) => Number(b === 'beforeImport') - Number(a === 'beforeImport'))
          .map(([key, l]) => [names[key] ?? key, ...latencyCells(l)]),
      ),
      '',
    ];
  });
}

export function renderAlertMail(files: ResultFile[]): string[] {
  type Storm = {
    rows: number;
    demoInterviews: number;
    smtp: boolean;
    alerts: number;
    seconds: { import: number; allMailsSent: number };
    mail: null | {
      expected: number;
      received: number;
      missing: number;
      duplicates: number;
      smtpConnectionsAtOnce: number;
      maxConnectionsSetting: number;
    };
    latencyMs: { all: Latency };
  };
  return [
    ...files.map(
      (f) =>
        `- ${(f.data as unknown as Storm).smtp ? 'with SMTP' : 'without SMTP'}: ${lower(measured(f.data))} \`${f.path}\``,
    ),
    '',
    ...table(
      ['', 'import', 'mails', 'SMTP connections at once', 'other users’ calls', 'p50', 'p95', 'p99', 'max'],
      files.map((f) => {
        const d = f.data as unknown as Storm;
        return [
          `${d.smtp ? 'with SMTP' : 'without SMTP (the baseline)'}: ${fmt(d.rows)} detractors, ${fmt(d.alerts)} alerts`,
          d.mail
            ? `${fmt(d.seconds.import)} s, all mails out ${fmt(d.seconds.allMailsSent - d.seconds.import)} s later`
            : `${fmt(d.seconds.import)} s`,
          d.mail
            ? `${fmt(d.mail.received)} of ${fmt(d.mail.expected)} digests received: ${fmt(d.mail.missing)} missing, ${fmt(d.mail.duplicates)} twice`
            : 'none',
          d.mail
            ? `${fmt(d.mail.smtpConnectionsAtOnce)} (\`MAIL_MAX_CONNECTIONS\` ${fmt(d.mail.maxConnectionsSetting)})`
            : '0',
          ...latencyCells(d.latencyMs.all),
        ];
      }),
    ),
    '',
  ];
}

export function renderReportExport(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      database: string;
      interviews: number;
      report: string;
      renderSeconds: number;
      downloadSeconds: number;
      fileMb: number;
      rssMb: { before: number; peak: number; growth: number };
      otherUsersKpiMs: { before: Latency; during: Latency };
    };
    const kpi = (l: Latency) => `${fmt(l.p50)} / ${fmt(l.p95)} / ${fmt(l.max)} ms`;
    return [
      `${measured(f.data)} \`${f.path}\`.`,
      '',
      ...table(
        [
          'report',
          'interviews',
          'render',
          'file',
          'download',
          'server memory (peak growth)',
          'others’ KPI p50 / p95 / max, during (before)',
        ],
        [
          [
            d.report,
            fmt(d.interviews),
            `${fmt(d.renderSeconds)} s`,
            `${fmt(d.fileMb)} MB`,
            `${fmt(d.downloadSeconds)} s`,
            `+${fmt(d.rssMb.growth)} MB`,
            `${kpi(d.otherUsersKpiMs.during)} (${kpi(d.otherUsersKpiMs.before)})`,
          ],
        ],
      ),
      '',
    ];
  });
}

export function renderScriptSandbox(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      clients: number;
      intervalMs: number;
      loopingScript: {
        seconds: number;
        ingestCallsStopped: number;
        latencyBeforeMs: Latency;
        latencyDuringMs: Latency;
        eventLoopDelayMs?: { p99: number; max: number };
      };
      computedVariable: {
        batch: number;
        withoutScriptMs: number;
        withScriptMs: number;
        scriptMsPerInterview: number;
      };
    };
    const s = d.loopingScript;
    const c = d.computedVariable;
    return [
      `${measured(f.data)} ${fmt(d.clients)} clients, a call every ${fmt(d.intervalMs)} ms each. \`${f.path}\`.`,
      '',
      ...table(
        ['other users’ calls', 'calls', 'p50', 'p95', 'p99', 'max'],
        [
          ['nothing else running', ...latencyCells(s.latencyBeforeMs)],
          [
            `a script looping for its full second on every new interview (${fmt(s.ingestCallsStopped)} runs stopped in ${fmt(s.seconds)} s)`,
            ...latencyCells(s.latencyDuringMs),
          ],
        ],
      ),
      '',
      `A computed variable: ${fmt(c.batch)} interviews took ${fmt(c.withScriptMs)} ms with the script against ${fmt(
        c.withoutScriptMs,
      )} ms without, ${fmt(c.scriptMsPerInterview)} ms an interview${
        s.eventLoopDelayMs
          ? `; the event-loop delay while scripts looped: p99 ${fmt(s.eventLoopDelayMs.p99)} ms, max ${fmt(s.eventLoopDelayMs.max)} ms`
          : ''
      }.`,
      '',
    ];
  });
}

export function renderFairWork(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    type Side = {
      date: string;
      machine: string;
      database: string;
      reports: {
        workbooksQueuedFirst: number;
        otherUniverseQueuePosition: number;
        otherUniverseWaitMs: number;
        tasksStillQueuedWhenItFinished: number;
      };
      scripts: {
        slowMsPerInterview: number;
        interviewsPosted: number;
        otherUniverseTestRunMs: number;
        sameSurveyKpiMs: number;
        sameSurveyKpiIdleMs: number;
      };
    };
    const sides = Object.entries(f.data as Record<string, Side>).filter(([, v]) => isObj(v));
    const s = (ms: number) => fmt(Math.round(ms / 100) / 10, ' s');
    return [
      ...sides.map(
        ([label, side]) => `- ${label}: ${lower(measured(side as unknown as Obj))} ${side.database}.`,
      ),
      `- \`${f.path}\``,
      '',
      ...table(
        ['', ...sides.map(([label]) => label)],
        [
          [
            `the other universe's report after ${fmt(sides[0]?.[1].reports.workbooksQueuedFirst)} workbooks (the queue position it was shown)`,
            ...sides.map(
              ([, v]) =>
                `${s(v.reports.otherUniverseWaitMs)} (position ${fmt(v.reports.otherUniverseQueuePosition)}; ${fmt(
                  v.reports.tasksStillQueuedWhenItFinished,
                )} still queued when it finished)`,
            ),
          ],
          [
            `the other universe's script test run during a slow batch (${fmt(sides[0]?.[1].scripts.interviewsPosted)} interviews, ${fmt(
              sides[0]?.[1].scripts.slowMsPerInterview,
            )} ms each)`,
            ...sides.map(([, v]) => s(v.scripts.otherUniverseTestRunMs)),
          ],
          [
            'the same survey’s KPI tiles during the slow batch',
            ...sides.map(([, v]) => fmt(v.scripts.sameSurveyKpiMs, ' ms')),
          ],
          [
            'the first KPI call after a script’s variable is added (the read model takes the new question in)',
            ...sides.map(([, v]) => s(v.scripts.sameSurveyKpiIdleMs)),
          ],
        ],
      ),
      '',
    ];
  });
}

export function renderSoak(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      database: string;
      minutes: number;
      clients: number;
      distinctCalls: number;
      warmupSeconds: number;
      summary: Record<string, number>;
      windows: unknown[];
    };
    const x = d.summary;
    return [
      `${measured(f.data)} ${fmt(d.minutes)} minutes, ${fmt(d.clients)} clients, ${fmt(d.distinctCalls)} distinct calls, on ${d.database}; ${fmt(
        d.windows.length,
      )} windows of 10 s are recorded in \`${f.path}\`.`,
      '',
      ...table(
        [
          'calls',
          'errors',
          'req/s',
          'RSS after the warm-up',
          'RSS at the end',
          'RSS max',
          'heap after the warm-up / at the end',
          'DuckDB at the end',
        ],
        [
          [
            fmt(x.calls),
            fmt(x.errors),
            fmt(x.requestsPerSecond),
            fmt(x.rssWarmupMb, ' MB'),
            `${fmt(x.rssEndMb, ' MB')} (+${fmt(x.rssGrowthMb)} MB)`,
            fmt(x.rssMaxMb, ' MB'),
            `${fmt(x.heapWarmupMb)} / ${fmt(x.heapEndMb)} MB`,
            fmt(x.duckdbEndMb, ' MB'),
          ],
        ],
      ),
      '',
    ];
  });
}

export function renderIsolation(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      results: Array<{ mutation: string; expected: string; outcome: string; ok: boolean }>;
    };
    return [
      `${measured(f.data).replace(', load average not recorded', '')} \`${f.path}\`.`,
      '',
      ...table(
        ['guard removed', 'the access matrix should', 'it did', 'as expected'],
        d.results.map((r) => [r.mutation, r.expected, r.outcome, r.ok ? 'yes' : '**no**']),
      ),
      '',
    ];
  });
}
