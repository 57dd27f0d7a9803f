import autocannon from 'autocannon';
import { surveyTable } from '../apps/server/src/analytics/query-spec.ts';
import { insertInterviews } from '../apps/server/src/ingestion/insert-interviews.ts';
import type { Services } from '../apps/server/src/services.ts';
import type { SurveyModel } from '../apps/server/src/surveys/survey-model.ts';
import { readModelDuck } from '../apps/server/test/read-model-access.ts';
import { type BenchIds, benchCalls } from './calls.ts';

/** 32 concurrent clients cycling through every dashboard call of every scenario. */
export async function measureThroughput(
  base: string,
  cookie: string,
  ids: BenchIds,
  today: Date,
  seconds: number,
) {
  const paths = (['root', 'region'] as const).flatMap((scope) =>
    (['none', 'choice', 'time'] as const).flatMap((filter) =>
      benchCalls(ids, { scope, filter }, today).map((c) => c.api),
    ),
  );
  const result = await autocannon({
    url: base,
    connections: 32,
    duration: seconds,
    headers: { cookie },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    connections: 32,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** How long the server is left to answer what an earlier measurement left in flight. */
const SETTLE_MS = 3000;
/** Refreshes measured; the median is reported. */
const REFRESH_ROUNDS = 3;

/**
 * Inserts 10,000 interviews through the product's ingestion code and times how long
 * until the dashboard's KPI call counts them (an append, not a rebuild); three times, the
 * median reported beside every round. It first waits `SETTLE_MS`: a throughput test that
 * just ended leaves its last requests being answered (up to its p95, over a second on a slow
 * engine), and a refresh measured among them measures them.
 */
export async function measureRefresh(
  services: Services,
  survey: SurveyModel,
  base: string,
  cookie: string,
  /** The rows the engine's table of the survey holds (DuckDB's read model by default). */
  rows: () => Promise<number> = () => tableRows(services, survey.id),
) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rounds = [];
  for (let round = 0; round < REFRESH_ROUNDS; round++)
    rounds.push(await refreshOnce(services, survey, base, cookie, rows));
  const byVisible = [...rounds].sort((a, b) => a.visibleAfterCommitMs - b.visibleAfterCommitMs);
  return { ...byVisible[Math.floor(byVisible.length / 2)], rounds };
}

async function refreshOnce(
  services: Services,
  survey: SurveyModel,
  base: string,
  cookie: string,
  rows: () => Promise<number>,
) {
  const url = `${base}/api/vuejs/analytics/kpis/cx/${encodeURIComponent('org,all')}`;
  const count = async () =>
    ((await (await fetch(url, { headers: { cookie } })).json()) as { nInterviews: number }).nInterviews;
  const before = await count();
  const rowsBefore = await rows();
  const store = [...survey.organisation.unitsById.values()].find((u) => u.children.length === 0)!;
  const nps = survey.questionsByExtName.get('nps')!.id;
  const batch = Array.from({ length: 10_000 }, (_, i) => ({
    unitId: store.id,
    date: new Date(),
    externalId: `bench-${Date.now()}-${i}`,
    answers: [{ questionId: nps, value: i % 11, textValue: null }],
  }));
  const start = performance.now();
  await insertInterviews(services.database.db, survey.universeId, survey.id, batch);
  const committedMs = performance.now() - start;
  let after = before;
  while (after < before + batch.length) after = await count();
  const visibleMs = Math.round(performance.now() - start);
  return {
    inserted: batch.length,
    commitMs: Math.round(committedMs),
    visibleMs,
    visibleAfterCommitMs: Math.round(visibleMs - committedMs),
    rowsBefore,
    rowsAfter: await rows(),
  };
}

async function tableRows(services: Services, surveyId: number): Promise<number> {
  const rows = await readModelDuck(services.analytics).rows(
    `SELECT count(*)::INTEGER AS n FROM ${surveyTable(surveyId)}`,
  );
  return Number(rows[0].n);
}
