/**
 * One start of the server for bench/many-surveys.ts, in a process of its own (so that its
 * memory is its own): opens the app over DATABASE_URL with its read model in DATA_DIR, calls
 * every survey once (waiting after each for the comment tags its build stores, which only the
 * first start after the seed makes), then the last ones asked again (still open) and a sample
 * spread over all of them again (mostly closed since, at most ANALYTICS_OPEN_SURVEYS being
 * open), and sends what it measured to the parent.
 */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { runAsTenant } from '../apps/server/src/db/tenant-context.ts';
import type { SurveyModel } from '../apps/server/src/surveys/survey-model.ts';
import { percentile, round, rssMb } from './measure.ts';

export interface ServerStartResult {
  startMs: number;
  rssAfterStartMb: number;
  rssAfterCallsMb: number;
  /** Of that RSS, after the calls: JavaScript's heap in use, and memory outside it (Node's buffers; DuckDB's own is neither). */
  heapUsedMb: number;
  externalMb: number;
  firstCall: { p50: number; p95: number; max: number };
  /** A call to one of the last surveys asked (open, its tables in DuckDB's buffers). */
  warmCall: { p50: number; p95: number };
  /** A call to a survey spread over all of them: with more surveys than may be open, one closed since its first call. */
  againCall: { p50: number; p95: number };
  /** The root's interview count of every survey: the same in every start. */
  counts: number[];
}

const DAY_MS = 86_400_000;
const WARM_SAMPLE = 200;
/** The last surveys asked, asked again: fewer than may be open at once (ANALYTICS_OPEN_SURVEYS, 200 by default). */
const OPEN_SAMPLE = 100;

/** A KPI tile's figures at the root over the last 90 days and the 90 before: what a dashboard asks first. */
async function kpiCall(services: Awaited<ReturnType<typeof buildApp>>['services'], survey: SurveyModel) {
  const nps = survey.questionsByExtName.get('nps')!.id;
  const now = Date.now();
  const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
  return services.analytics.query(survey, {
    where: [{ kind: 'dateRange', from: day(-179), to: day(1) }],
    measures: [
      { kind: 'count', as: 'n' },
      { kind: 'nps', questionId: nps, as: 'nps' },
    ],
    splitSince: day(-89),
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = {
    ...loadConfig({
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      WEB_DIST: '/nonexistent',
      ANALYTICS_CACHE: 'off',
      DATABASE_URL: process.env.DATABASE_URL,
      OPINIO_MODE: 'production',
      DATA_DIR: process.env.DATA_DIR,
      ANALYTICS_OPEN_SURVEYS: process.env.ANALYTICS_OPEN_SURVEYS,
    }),
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
  const { app, services } = await buildApp({ config, database });
  await app.ready();
  const startMs = round(performance.now() - started, 0);
  const rssAfterStartMb = rssMb();
  const surveys = await runAsTenant('all', () =>
    database.db.selectFrom('surveys').select(['id', 'universe_id', 'ext_name']).orderBy('id').execute(),
  );
  const models: SurveyModel[] = [];
  const first: number[] = [];
  const counts: number[] = [];
  for (const row of surveys) {
    const survey = (await runAsTenant(row.universe_id, () =>
      services.catalog.survey(row.universe_id, row.ext_name),
    ))!;
    models.push(survey);
    const t0 = performance.now();
    const rows = await runAsTenant(row.universe_id, () => kpiCall(services, survey));
    first.push(performance.now() - t0);
    counts.push(rows.reduce((sum, r) => sum + Number(r.values.n ?? 0), 0));
    // After the seed, a build tags every comment and stores the tags in the background; they
    // are stored before the next survey, as an import's would be long before a restart (a
    // backlog of hundreds of surveys' tags would otherwise slow every build after it).
    await services.analytics.commentTagsStored(survey.id);
  }
  const rssAfterCallsMb = rssMb();
  const memory = process.memoryUsage();
  const timed = async (sample: SurveyModel[]) => {
    const times: number[] = [];
    for (const survey of sample) {
      const t0 = performance.now();
      await runAsTenant(survey.universeId, () => kpiCall(services, survey));
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  };
  const warm = await timed(models.slice(-OPEN_SAMPLE));
  const again = await timed(
    Array.from({ length: WARM_SAMPLE }, (_, i) => models[(i * 7919) % models.length]),
  );
  await app.close();
  await database.close();
  first.sort((a, b) => a - b);
  const result: ServerStartResult = {
    startMs,
    rssAfterStartMb,
    rssAfterCallsMb,
    heapUsedMb: round(memory.heapUsed / 1024 / 1024, 1),
    externalMb: round(memory.external / 1024 / 1024, 1),
    firstCall: {
      p50: round(percentile(first, 50), 1),
      p95: round(percentile(first, 95), 1),
      max: round(first.at(-1) ?? 0, 1),
    },
    warmCall: { p50: round(percentile(warm, 50), 2), p95: round(percentile(warm, 95), 2) },
    againCall: { p50: round(percentile(again, 50), 2), p95: round(percentile(again, 95), 2) },
    counts,
  };
  process.send?.(result);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
