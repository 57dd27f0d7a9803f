/** docs/benchmarks.md: its sections, each with the result files it shows, what it measures and how it renders them. */
import { renderDashboard, renderSideBySide } from './dashboard.ts';
import type { ResultFile } from './format.ts';
import {
  renderChanges,
  renderDelivery,
  renderFreshness,
  renderInsights,
  renderLighthouse,
  renderMainThread,
  renderManySurveys,
} from './latency-benchmarks.ts';
import {
  renderAlertMail,
  renderFairWork,
  renderImport,
  renderIsolation,
  renderReportExport,
  renderScriptSandbox,
  renderSoak,
  renderUserList,
} from './load-benchmarks.ts';

export interface Kind {
  title: string;
  /** The file names (with `.json`) this section shows. */
  pattern: RegExp;
  /** The runner, for the table of commands. */
  runner?: string;
  /** What is measured and how. */
  method: string;
  render: (files: ResultFile[]) => string[];
}

export const KINDS: Kind[] = [
  {
    title: 'Dashboard calls at 1M and 10M interviews',
    pattern: /^(full|quick)-\d+(-.+)?\.json$/,
    runner: 'bench/run.ts',
    method:
      '`npm run bench` seeds the demo survey at 1M and 10M interviews (`--sizes` chooses the sizes, `--quick` makes a 100k run) ' +
      "with the product's own generator and ingestion code into a real PostgreSQL server with its durable defaults (fsync and " +
      'synchronous commit on), and times each dashboard call (KPI tiles, trend, breakdown, distribution, ranking, comment list; ' +
      'at the root and below a region; with no filter, a choice filter and a time filter) three ways: through the HTTP API as a ' +
      'signed-in user, as the same aggregate in hand-written SQL in PostgreSQL (what a BI tool would send), and as hand-written ' +
      'SQL in raw DuckDB on the same wide table. The result cache is off for these timings. The API and raw DuckDB are timed in ' +
      'alternation, so that a noisy moment hits both; `apps/server/test/bench-calls.test.ts` checks that the three ways compute ' +
      'the same numbers. With a time filter, KPI tiles and rankings also compute the period before (the change on the tiles), ' +
      'and the hand-written SQL does too. Beside the calls a run records the ingestion rate, the read model’s cold build after a ' +
      'restart and the first build after the seed (which tags every comment), its memory, 32 concurrent clients sending mixed ' +
      'calls with and without the result cache, and how soon 10,000 new interviews are counted by the API after their commit. ' +
      'The clients run on the same cores as the server.',
    render: renderDashboard,
  },
  {
    title: 'One big survey: read model on disk and in memory',
    pattern: /^stores-\d+\.json$/,
    method:
      '`npm run bench -- --store memory,disk` measures both stores of the read model on one seeded database, one after the ' +
      'other; `stores-<size>.json` keeps such a run. Whichever store runs second tends to be the faster, so differences of a ' +
      'few tenths are within the noise.',
    render: renderSideBySide,
  },
  {
    title: 'ClickHouse beside DuckDB',
    pattern: /^clickhouse-\d+\.json$/,
    method:
      '`npm run bench -- --api-only --engine duckdb,clickhouse` runs the dashboard calls on both engines over one seeded ' +
      'PostgreSQL (ClickHouse as chDB in the benchmark’s process, fed by the outbox relay; [docs/scaling.md](scaling.md)). ' +
      'On ClickHouse each call is timed on its rollups and, in alternation, on the wide table alone; the build is the relay’s ' +
      'backfill of the survey. `--database-url` measures a seed kept from an earlier run. Each row is one run as recorded in the ' +
      'results file.',
    render: renderSideBySide,
  },
  {
    title: 'How soon a write shows',
    pattern: /^freshness-.+\.json$/,
    runner: 'bench/freshness.ts',
    method:
      '`npm run bench:freshness -- --database-url <url> [--engine clickhouse|duckdb]` starts the app on a database seeded by an ' +
      'earlier `npm run bench` (ClickHouse: the survey’s tables made again by a backfill; DuckDB: a cold build), then runs the ' +
      'refresh rounds of `npm run bench` (10,000 interviews inserted through the product’s ingestion code, the KPI call asked ' +
      'until it counts them), each pass followed by ten KPI calls right after the write, while ClickHouse’s rollups have not yet ' +
      'taken the written days in (a call then sums those days from the wide table).',
    render: renderFreshness,
  },
  {
    title: 'Many small surveys, kept across restarts',
    pattern: /^many-surveys\.json$/,
    runner: 'bench/many-surveys.ts',
    method:
      '`npm run bench:many-surveys -- --surveys 1000 --interviews 10000` seeds many surveys of the demo’s questionnaire (three ' +
      'hotels each, ten surveys per universe) into a throwaway PostgreSQL server and starts the server twice over one data ' +
      'folder, each start a process of its own: the first builds every survey’s read model on its first call, the second (a ' +
      'restart) takes them from the survey files ([decision 054](decisions/054-read-model-on-disk.md)). The call is a KPI query ' +
      'at the root (the last 90 days and the 90 before) without the result cache; every survey’s count must be the same in both ' +
      'starts. A warm call goes to one of the surveys asked last (still open); the last column is a second call to 200 surveys ' +
      'spread over all of them, most of which were closed since (`ANALYTICS_OPEN_SURVEYS`).',
    render: renderManySurveys,
  },
  {
    title: 'Key drivers and comment topics',
    pattern: /^insights-\d+\.json$/,
    runner: 'bench/insights.ts',
    method:
      '`npm run bench:insights -- --interviews 1000000` seeds the demo survey into a throwaway PostgreSQL server, builds the ' +
      'read model (every comment tagged with its topics and sentiment) and times the key-drivers and topics calls over HTTP as ' +
      'the administrator, without the result cache. The drivers call is two scans (the node and its parent) of the interviews ' +
      'that answered every driver, computing the correlations and moments, then the Shapley fits in JavaScript ' +
      '([docs/key-drivers.md](key-drivers.md)); the result cache answers a repeated call at once.',
    render: renderInsights,
  },
  {
    title: 'What changed and what customers say',
    pattern: /^changes-\d+\.json$/,
    runner: 'bench/changes.ts',
    method:
      '`npm run bench:changes -- --interviews 10000000` seeds the demo survey (a chain of 200 stores in 20 districts and 4 ' +
      'regions: 225 units, 4 indicators, ten topics) into a throwaway PostgreSQL server and measures, without the result cache, ' +
      'the daily detection of changes as the background run makes it (three runs: the first stores the changes, the others find ' +
      'them again), why the strongest change happened, and the comment summary at the chain, at the chain over the last 90 days ' +
      'and at a district, over HTTP ([docs/what-changed.md](what-changed.md), [docs/comment-summaries.md](comment-summaries.md)).',
    render: renderChanges,
  },
  {
    title: 'Delivering the web app',
    pattern: /^delivery\.json$/,
    runner: 'bench/delivery.ts',
    method:
      '`npm run build && npm run bench:delivery` seeds the demo on the embedded database, starts the server and opens the app in ' +
      'Debian’s Chromium, each run in a new browser context (cold cache, localhost). It counts the bytes as sent (compressed) and ' +
      'the time from navigation to the first KPI tile, drawn by the server or by the app, against the budgets. ' +
      '`--against <dir>` measures a second build beside the current one, run for run in turn.',
    render: renderDelivery,
  },
  {
    title: 'Lighthouse on the first pages',
    pattern: /^lighthouse\.json$/,
    runner: 'bench/lighthouse.ts',
    method:
      '`npm run build && npm run bench:lighthouse` seeds the demo as the delivery benchmark does and runs Lighthouse (Debian’s ' +
      'Chromium through chrome-launcher, `CHROME_PATH`) on the three pages people meet first: the dashboard overview signed in ' +
      'as `admin`, the sign-in page and the respondent’s questionnaire opened from an invitation link. After a warm-up, each ' +
      'page gets several runs of the mobile preset (a mid-range phone: 4x CPU slowdown, slow 4G, simulated) and one of the ' +
      'desktop preset; `--calibrated` adds runs at the slowdown Lighthouse’s guide gives for the machine’s benchmark index. ' +
      'Lighthouse multiplies the CPU time it observes, so on a busy machine the blocking times are several times what a quiet ' +
      'one shows: compare runs of the same load.',
    render: renderLighthouse,
  },
  {
    title: 'Main-thread work of the dashboard',
    pattern: /^main-thread\.json$/,
    runner: 'bench/main-thread.ts',
    method:
      '`npm run build && npm run bench:main-thread -- --against <dir>` loads the dashboard overview in Chromium at a phone’s ' +
      'width, signed in as `admin`, with a CPU slowdown, and reads Chromium’s own counters (every task, script, layout and style ' +
      'recalculation), the blocking time of the long tasks and the largest contentful paint. With `--against` a second build ' +
      '(another `apps/web/dist`, copied aside) is served beside it and the two are loaded in turn, so that a busy moment hits ' +
      'both; these counters are steadier than Lighthouse’s score.',
    render: renderMainThread,
  },
  {
    title: 'The user list at 50,000 members',
    pattern: /^user-list\.json$/,
    runner: 'bench/user-list.ts',
    method:
      '`npm run bench:users` seeds a small demo on the embedded database (PGlite, as `npm start` runs it), adds 50,000 members ' +
      'to its universe and times the user list’s calls over HTTP as `admin`; every answer carries the total count of matches. ' +
      'A page deep in the list costs what the first one does: the cursor carries the last row’s sort key.',
    render: renderUserList,
  },
  {
    title: 'Other users during a large import',
    pattern: /^import-latency\.json$/,
    runner: 'bench/import-latency.ts',
    method:
      '`npm run bench:import` starts the app on the embedded database (PGlite in a data folder, a 5,000-interview demo), ' +
      'uploads a valid 150,000-row CSV file as `admin`, and while the import runs has 4 clients call `/api/health` and the ' +
      'overview’s KPI call every 50 ms (`--rows`, `--clients`, `--interval` change that). Every row with NPS 0-6 opens an alert, ' +
      'so the run also carries the alert digests ([decision 019](decisions/019-responsive-under-load.md)).',
    render: renderImport,
  },
  {
    title: 'A storm of alert mails',
    pattern: /^alert-mail-storm(-.+)?\.json$/,
    runner: 'bench/alert-mail-storm.ts',
    method:
      '`npm run bench:alert-mail` starts the app on the embedded database (a 3,000-interview demo) with SMTP pointed at a real ' +
      'SMTP server in the same process, imports 60,000 detractors (each opens an alert of the demo’s "NPS 0-6" rule, which mails ' +
      'the store’s manager) and, while the import runs and its mails go out, has 4 clients call `/api/health` and the overview’s ' +
      'KPI call every 50 ms. It then checks that every expected mail arrived exactly once. `--smtp off` runs the same import ' +
      'without mail, as the baseline ([decision 032](decisions/032-mail-outbox.md)).',
    render: renderAlertMail,
  },
  {
    title: 'A report of every interview',
    pattern: /^report-export\.json$/,
    runner: 'bench/report-export.ts',
    method:
      '`npm run bench:export -- --interviews 1000000` seeds that many interviews into the embedded database, starts the ' +
      'interviews report (Excel, one row per interview, every answer) of the whole organisation while 4 clients call the ' +
      'overview’s KPI tiles every 100 ms, and records the time to render and download it, the server’s peak memory and the other ' +
      'users’ latency.',
    render: renderReportExport,
  },
  {
    title: 'Scripts in the sandbox',
    pattern: /^script-sandbox\.json$/,
    runner: 'bench/script-sandbox.ts',
    method:
      '`npm run bench:scripts` starts the app on the embedded database (a 5,000-interview demo) and has 4 clients call ' +
      '`/api/health` and the overview’s KPI tiles every 50 ms for 10 s, then for another 10 s while interviews arrive one at a ' +
      'time through the ingestion API and a survey script that loops forever runs on each of them (stopped by its 1 s limit; ' +
      '[decision 027](decisions/027-script-sandbox.md)); it also times 1,000 interviews ingested without and with a script ' +
      'computing a segment.',
    render: renderScriptSandbox,
  },
  {
    title: 'Fair work between tenants',
    pattern: /^fair-work\.json$/,
    runner: 'bench/fair-work.ts',
    method:
      '`npm run bench:fair-work` starts the app on the embedded database (a 20,000-interview demo). The demo universe’s ' +
      'administrator queues 20 interview workbooks at once, then a user of the second universe asks for one report; then a ' +
      'survey script taking 0.9 s an interview runs on 10 interviews posted through the API while the second universe’s root ' +
      'runs a script’s test and the demo’s administrator opens the survey’s KPI tiles. `--label` names the column a run writes ' +
      '(`before`: the code before [decision 033](decisions/033-fair-work-tasks.md)).',
    render: renderFairWork,
  },
  {
    title: 'Soak',
    pattern: /^soak\.json$/,
    runner: 'bench/soak.ts',
    method:
      '`npm run soak -- --minutes 30 --clients 32` runs the app on the embedded database (or `DATABASE_URL`) under mixed ' +
      'dashboard calls of every unit with several filters, thousands of distinct calls so that the result cache and the ' +
      'prepared statements fill up to their limits, and records calls, errors, latency and the server’s memory every 10 s ' +
      '([docs/reliability.md](reliability.md#soak)).',
    render: renderSoak,
  },
  {
    title: 'Access guards removed on purpose',
    pattern: /^isolation-mutations\.json$/,
    method:
      '`npm run check:isolation` removes an access guard on purpose, runs the access matrix ' +
      '(`apps/server/test/access-matrix.test.ts`) and restores the file: a tenant filter removed while row-level security holds ' +
      'must not leak (the suite passes); the same filter removed with row-level security off, or a scope check removed, must ' +
      'make it fail ([docs/reliability.md](reliability.md)). A check rather than a benchmark, its results live beside the others.',
    render: renderIsolation,
  },
];

/** The result files git does not ignore (`--api-only` runs stay out), by name. */
