/**
 * npm run bench:many-surveys [-- --surveys 1000 --interviews 10000 --per-universe 10]
 *
 * Many small tenants on one machine (the read model on disk, decision 054): seeds `--surveys`
 * surveys of `--interviews` interviews each (the demo's generator and questionnaire, a
 * three-hotel organisation, `--per-universe` surveys per universe) into a throwaway
 * PostgreSQL server, then starts the server twice over one data folder, each start in a
 * process of its own (bench/many-surveys-server.ts):
 *
 * - the first start builds every survey's read model on its first call;
 * - the second (a restart) finds them in the folder.
 *
 * For each start: time to start, RSS after it, the first call of every survey (p50, p95,
 * max), RSS after one call to every survey, warm calls (to the last surveys asked, still
 * open) and calls to surveys spread over all of them (mostly closed since); each call a KPI
 * query at the root: the period and the one before. Every survey's count must be the same in both starts.
 *
 * `--database-url URL` measures a database seeded before (by an earlier run of this script,
 * its cluster left running): no seed; the comment tags and sentiment models that an earlier
 * first start stored are deleted first, so that the first start builds as after a seed.
 * Writes bench/results/many-surveys.json and docs/benchmarks.md again.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { generateInterviews } from '../apps/server/src/demo/interviews.ts';
import { smallOrganisation } from '../apps/server/src/demo/organisation.ts';
import { insertInterviewBatches } from '../apps/server/src/ingestion/insert-interviews.ts';
import { cxSurvey } from '../apps/server/src/survey-admin/config-blocks/cx-template.ts';
import { createSurvey } from '../apps/server/src/survey-admin/create-survey.ts';
import { writeBenchmarksDoc } from '../scripts/benchmarks-doc.ts';
import { createDatabase, startPostgres } from '../scripts/pg-cluster.ts';
import type { ServerStartResult } from './many-surveys-server.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const SURVEYS = option('surveys', 1000);
const INTERVIEWS = option('interviews', 10_000);
const PER_UNIVERSE = option('per-universe', 10);
const RESULT_FILE = 'bench/results/many-surveys.json';
const urlArg = args.indexOf('--database-url');
const GIVEN_URL = urlArg >= 0 ? args[urlArg + 1] : null;

function startServer(databaseUrl: string, dataDir: string): Promise<ServerStartResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./many-surveys-server.ts', import.meta.url).pathname, [], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: ServerStartResult | null = null;
    child.on('message', (message: ServerStartResult) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 && result ? resolve(result) : reject(new Error(`the server exited with ${code}`)),
    );
  });
}

async function seed(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir: null });
  const now = new Date();
  const endDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const started = performance.now();
  try {
    let universeId = 0;
    for (let s = 0; s < SURVEYS; s++) {
      if (s % PER_UNIVERSE === 0) {
        const name = `tenant${String(s / PER_UNIVERSE + 1).padStart(4, '0')}`;
        universeId = (
          await database.db
            .insertInto('universes')
            .values({ name, title: name, settings: '{}' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      const created = await createSurvey(database.db, universeId, {
        ...cxSurvey(smallOrganisation()),
        extName: `cx${(s % PER_UNIVERSE) + 1}`,
      });
      const stores = [...created.unitIds.values()].map((unitId, i) => ({
        unitId,
        effect: ((i * 37) % 9) / 10 - 0.4,
        weight: 1,
      }));
      await insertInterviewBatches(
        database.db,
        universeId,
        created.surveyId,
        generateInterviews({
          seed: s + 1,
          count: INTERVIEWS,
          stores,
          questionIds: created.questionIds,
          endDate,
          now,
          days: 365,
        }),
      );
      const done = s + 1;
      if (done % 10 === 0 || done === SURVEYS) {
        const rate = Math.round((done * INTERVIEWS) / ((performance.now() - started) / 1000));
        process.stdout.write(
          `\r  seeded ${done} / ${SURVEYS} surveys (${rate.toLocaleString('en')} interviews/s)`,
        );
      }
    }
    process.stdout.write('\n');
  } finally {
    await database.close();
  }
}

/** What a first start stored beside the seed (comment tags, sentiment models, detected changes): deleted. */
async function forgetStoredTags(url: string): Promise<void> {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  try {
    for (const table of ['comment_tags', 'sentiment_models', 'detected_changes'])
      await owner.query(`DELETE FROM ${table}`);
    await owner.query('VACUUM ANALYZE');
    await owner.query('CHECKPOINT');
  } finally {
    await owner.end();
  }
}

const summary = (name: string, r: ServerStartResult) =>
  `  ${name}: started in ${r.startMs} ms, RSS ${r.rssAfterStartMb} MB after start, ${r.rssAfterCallsMb} MB after one call to every survey (JavaScript heap ${r.heapUsedMb} MB, external ${r.externalMb} MB); first call p50 ${r.firstCall.p50} / p95 ${r.firstCall.p95} / max ${r.firstCall.max} ms; warm call p50 ${r.warmCall.p50} ms; a survey asked again p50 ${r.againCall.p50} ms`;

async function main(): Promise<void> {
  console.log(
    `${SURVEYS} surveys of ${INTERVIEWS.toLocaleString('en')} interviews, ${PER_UNIVERSE} per universe`,
  );
  const cluster = GIVEN_URL ? null : await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'opinio-many-surveys-'));
  try {
    const url = GIVEN_URL ?? (await createDatabase((cluster as { url: string }).url, 'many_surveys'));
    if (GIVEN_URL) await forgetStoredTags(url);
    else await seed(url);
    const first = await startServer(url, dataDir);
    console.log(summary('first start', first));
    const restart = await startServer(url, dataDir);
    console.log(summary('restart', restart));
    if (JSON.stringify(first.counts) !== JSON.stringify(restart.counts))
      throw new Error('a survey counted other interviews after the restart');
    const { counts: _first, ...firstFigures } = first;
    const { counts: _restart, ...restartFigures } = restart;
    const result = {
      date: new Date().toISOString(),
      machine: `${cpus().length} cores`,
      loadAverage: loadavg().map((v) => Math.round(v * 10) / 10),
      surveys: SURVEYS,
      interviews: INTERVIEWS,
      perUniverse: PER_UNIVERSE,
      first: { ...firstFigures, counts: [] },
      restart: { ...restartFigures, counts: [] },
    };
    writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    writeBenchmarksDoc();
    console.log(`Results written to ${RESULT_FILE}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await cluster?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
