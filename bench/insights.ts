/**
 * npm run bench:insights [-- --interviews 1000000 --runs 30]
 *
 * The key-drivers and comment-topics calls (docs/key-drivers.md, docs/text-analytics.md) at a
 * programme's size: seeds the demo survey with
 * `--interviews` interviews into a real PostgreSQL server, starts the app without its result
 * cache (every call runs its DuckDB scans, the 2^k Shapley fits, the topic counts) and times
 * the calls over HTTP as the administrator, for the whole chain and a region, unfiltered and
 * filtered. Prints and writes p50/p95 per call to bench/results/insights-<interviews>.json.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { TDriversResponse } from '@opinio/domain/schemas/insights';
import type { TTopicsResponse } from '@opinio/domain/schemas/topics';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { createDatabase, startPostgres } from '../scripts/pg-cluster.ts';
import { startBenchServer } from './bench-server.ts';
import { httpGet } from './http-get.ts';
import { percentile, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const INTERVIEWS = option('interviews', 1_000_000);
const RUNS = option('runs', 30);
const RESULT_FILE = `bench/results/insights-${INTERVIEWS}.json`;

/** The drill paths and filters a manager opens the insights page with. */
const CALLS: Record<string, string> = {
  'chain, no filter': 'org,all',
  'chain, channel web': 'org,all;channel=web',
  'chain, last 90 days': 'org,all;ftime=rdays:-90:0',
  'region (and its parent)': 'org,all,north',
  'district, last 90 days': 'org,all,north,kemi;ftime=rdays:-90:0',
};

async function main() {
  // Ingestion is not what is measured here: PostgreSQL without fsync seeds faster.
  const cluster = await startPostgres();
  try {
    const url = await createDatabase(cluster.url, `bench_drivers_${INTERVIEWS}`);
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    const now = new Date();
    await seedDemo(database.db, {
      interviews: INTERVIEWS,
      now,
      onProgress: (done, total) =>
        process.stdout.write(`\r  seeding ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
    });
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ANALYTICS_CACHE: 'off' }),
      dataDir: null,
      port: 0,
    };
    const { app, services, base, cookie } = await startBenchServer(database, config);
    const survey = (await services.catalog.survey(1, 'cx'))!;
    const buildStart = performance.now();
    await services.analytics.loadCount(survey);
    const coldBuildSeconds = round((performance.now() - buildStart) / 1000, 1);
    console.log(`\n  read model built in ${coldBuildSeconds} s`);

    const time = async (path: string) => {
      // warm: Node compiles the request path, DuckDB prepares the statements
      for (let i = 0; i < 3; i++) await httpGet(base, path, cookie);
      const times: number[] = [];
      let body = '';
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        body = await httpGet(base, path, cookie);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return { p50: round(percentile(times, 50), 1), p95: round(percentile(times, 95), 1), body };
    };
    const drivers: Record<
      string,
      { p50: number; p95: number; n: number; drivers: number; rSquared: number | null }
    > = {};
    const topics: Record<string, { p50: number; p95: number; comments: number; topics: number }> = {};
    for (const [name, drill] of Object.entries(CALLS)) {
      const d = await time(`/api/vuejs/analytics/drivers/cx/${encodeURIComponent(drill)}`);
      const answer = JSON.parse(d.body) as TDriversResponse;
      drivers[name] = {
        p50: d.p50,
        p95: d.p95,
        n: answer.n,
        drivers: answer.drivers.length,
        rSquared: answer.rSquared === null ? null : round(answer.rSquared, 3),
      };
      const t = await time(`/api/vuejs/analytics/topics/cx/${encodeURIComponent(drill)}`);
      const topicAnswer = JSON.parse(t.body) as TTopicsResponse;
      topics[name] = {
        p50: t.p50,
        p95: t.p95,
        comments: topicAnswer.comments,
        topics: topicAnswer.topics.length,
      };
      console.log(
        `  ${name.padEnd(26)} drivers p50 ${d.p50} ms p95 ${d.p95} ms (n ${answer.n.toLocaleString('en')}, R² ${drivers[name].rSquared})` +
          `  topics p50 ${t.p50} ms p95 ${t.p95} ms (${topicAnswer.comments.toLocaleString('en')} comments)`,
      );
    }
    writeFileSync(
      RESULT_FILE,
      `${JSON.stringify(
        {
          date: now.toISOString(),
          machine: `${cpus().length} cores`,
          interviews: INTERVIEWS,
          runs: RUNS,
          resultCache: false,
          coldBuildSeconds,
          drivers,
          topics,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`written to ${RESULT_FILE}`);
    await app.close();
    await database.close();
  } finally {
    await cluster.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
