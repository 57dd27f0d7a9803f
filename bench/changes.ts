/**
 * npm run bench:changes [-- --interviews 10000000 --runs 20]
 *
 * What changed and what customers say at a programme's size (docs/what-changed.md,
 * docs/comment-summaries.md): seeds the demo survey (a chain of 200 stores in 20 districts and
 * 4 regions) with `--interviews` interviews into a real PostgreSQL server, starts the app
 * without its result cache and measures
 *
 * - the daily detection: every unit's indicators over the last 7 and 28 days against the year
 *   before, as the background run makes it (the scans, the tests with the false-discovery
 *   control, and storing the changes in PostgreSQL), three runs (the first stores the changes,
 *   the others find them again);
 * - why the strongest change happened, over HTTP (p50, p95);
 * - the comment summary over HTTP at the root and at a district (p50, p95).
 *
 * Writes bench/results/changes-<interviews>.json.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { TChangeList } from '@opinio/domain/schemas/changes';
import type { TCommentSummaryResponse } from '@opinio/domain/schemas/comment-summary';
import { changeCells } from '../apps/server/src/changes/change-cells.ts';
import { detectSurveyChanges } from '../apps/server/src/changes/detect-survey-changes.ts';
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
const INTERVIEWS = option('interviews', 10_000_000);
const RUNS = option('runs', 20);
const DETECTIONS = 3;
const RESULT_FILE = `bench/results/changes-${INTERVIEWS}.json`;

/** Where the summary is asked: the chain and a district, as a manager opens them. */
const SUMMARIES: Record<string, string> = {
  root: 'org,all',
  'root, last 90 days': 'org,all;ftime=rdays:-90:0',
  district: 'org,all,north,kemi',
};

async function main() {
  const cluster = await startPostgres();
  try {
    const url = await createDatabase(cluster.url, `bench_changes_${INTERVIEWS}`);
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    const now = new Date();
    const asOf = now.toISOString().slice(0, 10);
    await seedDemo(database.db, {
      interviews: INTERVIEWS,
      now,
      onProgress: (done, total) =>
        process.stdout.write(`\r  seeding ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
    });
    const config = {
      ...loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        ANALYTICS_CACHE: 'off',
        CHANGE_DETECTION_MINUTES: '0',
      }),
      dataDir: null,
      port: 0,
    };
    const { app, services, base, cookie } = await startBenchServer(database, config);
    const survey = (await services.catalog.survey(1, 'cx'))!;
    const buildStart = performance.now();
    await services.analytics.loadCount(survey);
    const coldBuildSeconds = round((performance.now() - buildStart) / 1000, 1);
    console.log(`\n  read model built in ${coldBuildSeconds} s`);

    // the scans alone, then whole runs as the background loop makes them
    const scanStart = performance.now();
    const { cells } = await changeCells(services.analytics, survey, asOf);
    const scanMs = round(performance.now() - scanStart, 0);
    const runs: Array<{ ms: number; tested: number; found: number; opened: number; closed: number }> = [];
    for (let i = 0; i < DETECTIONS; i++) {
      const start = performance.now();
      const run = await detectSurveyChanges(services, survey, asOf);
      runs.push({
        ms: round(performance.now() - start, 0),
        tested: run.tested,
        found: run.found,
        opened: run.opened.length,
        closed: run.closed,
      });
      console.log(`  detection ${i + 1}: ${runs[i].ms} ms (${run.tested} comparisons, ${run.found} changes)`);
    }

    const time = async (path: string) => {
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

    const list = JSON.parse(
      (await time(`/api/vuejs/analytics/changes/cx/${encodeURIComponent('org,all')}`)).body,
    ) as TChangeList;
    const strongest = list.changes[0];
    const why = strongest
      ? await time(`/api/vuejs/analytics/change-why/cx/${encodeURIComponent('org,all')}/${strongest.id}`)
      : null;
    if (why) console.log(`  why of the strongest change: p50 ${why.p50} ms p95 ${why.p95} ms`);

    const summaries: Record<string, { p50: number; p95: number; comments: number; themes: number }> = {};
    for (const [name, drill] of Object.entries(SUMMARIES)) {
      const s = await time(`/api/vuejs/analytics/comment-summary/cx/${encodeURIComponent(drill)}`);
      const answer = JSON.parse(s.body) as TCommentSummaryResponse;
      summaries[name] = { p50: s.p50, p95: s.p95, comments: answer.comments, themes: answer.themes.length };
      console.log(
        `  summary ${name.padEnd(20)} p50 ${s.p50} ms p95 ${s.p95} ms (${answer.comments.toLocaleString('en')} comments)`,
      );
    }

    writeFileSync(
      RESULT_FILE,
      `${JSON.stringify(
        {
          date: now.toISOString(),
          machine: `${cpus().length} cores`,
          loadAverage: round(loadavg()[0], 1),
          interviews: INTERVIEWS,
          units: survey.organisation.unitsById.size,
          indicators: survey.indicators.length,
          runs: RUNS,
          resultCache: false,
          coldBuildSeconds,
          detection: { cells: cells.length, scanMs, runs },
          why: why && { p50: why.p50, p95: why.p95, openChanges: list.changes.length },
          summaries,
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
