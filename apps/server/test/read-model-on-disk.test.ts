import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { READ_MODEL_FOLDER } from '#analytics/analytics.ts';
import { Duck } from '#analytics/duckdb.ts';
import { surveyDatabase, surveyTable } from '#analytics/query-spec.ts';
import type { Database } from '#db/database.ts';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { path, seededTestDatabase, signIn, type TestApp } from './harness.ts';
import { appOnDisk, appWithKeptReadModel, newInterviews } from './kept-read-model.ts';
import { readModelDuck, readModelOf } from './read-model-access.ts';

/*
 * The read model in a file of the data folder (ANALYTICS_STORE=disk): a restarted server
 * uses the tables it finds there when they were built for the survey as it is, appends the
 * interviews written since, and builds them again when loaded interviews were edited or the
 * configuration changed meanwhile. Every figure equals PostgreSQL's either way.
 */
describe('the read model kept on disk across a restart (postgres)', () => {
  let t: (TestApp & { dataDir: string }) | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  /** The log lines of the restarted server, and a stream that collects them. */
  const logLines = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, stream };
  };
  const readModelMessages = (lines: string[]) =>
    lines
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
      .filter((msg) => msg.startsWith('Read model of survey cx'));

  /** The root's interview count and NPS, through the API and from PostgreSQL. */
  const rootFigures = async (app: TestApp) => {
    const cookie = await signIn(app.app, 'admin');
    const response = await app.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const kpis = response.json() as TKpiResponse;
    const { rows } = await sql<{ n: number; nps: number }>`
      SELECT count(DISTINCT i.id)::int AS n,
        (count(*) FILTER (WHERE a.value >= 9) - count(*) FILTER (WHERE a.value <= 6)) * 100.0 / count(a.value) AS nps
      FROM interviews i JOIN surveys s ON s.id = i.survey_id
      LEFT JOIN answers a ON a.interview_id = i.id
        AND a.question_id = (SELECT id FROM questions WHERE survey_id = s.id AND ext_name = 'nps')
      WHERE s.ext_name = 'cx'`.execute(app.database.db);
    return {
      api: { n: kpis.nInterviews, nps: kpis.tiles.find((tile) => tile.indicator === 'nps')!.value! },
      postgres: { n: Number(rows[0].n), nps: Number(rows[0].nps) },
    };
  };

  it('takes the kept table and its rollups, and appends the interviews written while it was down', async () => {
    const log = logLines();
    t = await appWithKeptReadModel('postgres', 1000, {
      config: { logLevel: 'info' },
      logStream: log.stream,
      whileDown: async (database, survey, dataDir) => {
        await insertInterviews(database.db, survey.universeId, survey.id, newInterviews(survey, 240, 'down'));
        // a mark on the daily rollup that a table built again would not have
        await inFile(dataDir, survey, (duck) =>
          duck.rows(`COMMENT ON TABLE ${surveyTable(survey.id)}_rollup IS 'kept'`),
        );
      },
    });
    const { api, postgres } = await rootFigures(t);
    expect(api.n).toBe(postgres.n);
    expect(api.nps).toBeCloseTo(postgres.nps, 9);
    expect(postgres.n).toBe(1240);
    expect(readModelMessages(log.lines)).toEqual([
      'Read model of survey cx taken from disk: 1000 interviews',
    ]);
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    const [rollup] = await readModelDuck(t.services.analytics).rows(
      `SELECT comment FROM duckdb_tables() WHERE database_name = '${surveyDatabase(survey.id)}' AND table_name = 'survey_${survey.id}_rollup'`,
    );
    expect(rollup.comment).toBe('kept');
    // the new interviews are in the rollup too: a filter the rollup answers counts them
    const cookie = await signIn(t.app, 'admin');
    const lastWeeks = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all;ftime=rdays:-89:0')}`,
      headers: { cookie },
    });
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM interviews
      WHERE survey_id = ${survey.id} AND interview_date >= ${new Date('2026-03-18T00:00:00Z')}`.execute(
      t.database.db,
    );
    expect((lastWeeks.json() as TKpiResponse).nInterviews).toBe(Number(rows[0].n));
  });

  it('an interview edited while it was down: the table is built again and shows the edit', async () => {
    const log = logLines();
    t = await appWithKeptReadModel('postgres', 1000, {
      config: { logLevel: 'info' },
      logStream: log.stream,
      whileDown: (database, survey) => editAnswers(database, survey, 0),
    });
    const { api, postgres } = await rootFigures(t);
    expect(api).toEqual({ n: postgres.n, nps: expect.closeTo(postgres.nps, 9) });
    expect(readModelMessages(log.lines)).toEqual(['Read model of survey cx built: 1000 interviews']);
  });

  it('a configuration saved while it was down: the table is built again', async () => {
    const log = logLines();
    t = await appWithKeptReadModel('postgres', 1000, {
      config: { logLevel: 'info' },
      logStream: log.stream,
      whileDown: async (database, survey) => {
        await database.db
          .updateTable('surveys')
          .set((eb) => ({ config_version: eb('config_version', '+', 1) }))
          .where('id', '=', survey.id)
          .execute();
      },
    });
    const { api, postgres } = await rootFigures(t);
    expect(api.n).toBe(postgres.n);
    expect(readModelMessages(log.lines)).toEqual(['Read model of survey cx built: 1000 interviews']);
  });

  it('a table whose last appends did not all land: the interviews it lacks are appended, none twice', async () => {
    const log = logLines();
    t = await appWithKeptReadModel('postgres', 1000, {
      config: { logLevel: 'info' },
      logStream: log.stream,
      // As a process stopped part way through appending leaves it: the newest rows are not in the file.
      whileDown: (_database, survey, dataDir) => dropNewestRows(dataDir, survey, 150),
    });
    const { api, postgres } = await rootFigures(t);
    expect(api.n).toBe(postgres.n);
    expect(api.nps).toBeCloseTo(postgres.nps, 9);
    expect(readModelMessages(log.lines)).toEqual(['Read model of survey cx taken from disk: 850 interviews']);
    // every interview once
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    const [ids] = await readModelDuck(t.services.analytics).rows(
      `SELECT count(*)::INTEGER AS n, count(DISTINCT id)::INTEGER AS distinct_ids FROM ${surveyTable(survey.id)}`,
    );
    expect({ n: Number(ids.n), distinct: Number(ids.distinct_ids) }).toEqual({ n: 1000, distinct: 1000 });
  });

  it('each survey in a file of its own; the single file of the first layout is removed', async () => {
    const log = logLines();
    let former = '';
    t = await appWithKeptReadModel('postgres', 1000, {
      config: { logLevel: 'info' },
      logStream: log.stream,
      whileDown: async (_database, _survey, dataDir) => {
        former = join(dataDir, 'read-model.duckdb');
        writeFileSync(former, 'a read model of every survey in one file');
      },
    });
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    expect(existsSync(former)).toBe(false);
    expect(existsSync(join(t.dataDir, READ_MODEL_FOLDER, `${surveyDatabase(survey.id)}.duckdb`))).toBe(true);
    const { api, postgres } = await rootFigures(t);
    expect(api).toEqual({ n: 1000, nps: expect.closeTo(postgres.nps, 9) });
    expect(readModelMessages(log.lines)).toEqual([
      'Read model of survey cx taken from disk: 1000 interviews',
    ]);
    const [kept] = await readModelDuck(t.services.analytics).rows(
      `SELECT rollups FROM ${surveyDatabase(survey.id)}.read_model`,
    );
    expect(typeof kept.rollups).toBe('string');
  });

  it('a kept rollup table gone from the file: the table is taken, its rollups built again', async () => {
    const log = logLines();
    t = await appWithKeptReadModel('postgres', 1000, {
      config: { logLevel: 'info' },
      logStream: log.stream,
      whileDown: (_database, survey, dataDir) =>
        inFile(dataDir, survey, (duck) => duck.rows(`DROP TABLE ${surveyTable(survey.id)}_rollup_month`)),
    });
    const { api, postgres } = await rootFigures(t);
    expect(api).toEqual({ n: 1000, nps: expect.closeTo(postgres.nps, 9) });
    expect(readModelMessages(log.lines)).toEqual([
      'Read model of survey cx taken from disk: 1000 interviews',
    ]);
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    const [month] = await readModelDuck(t.services.analytics).rows(
      `SELECT sum(n)::INTEGER AS n FROM ${surveyTable(survey.id)}_rollup_month`,
    );
    expect(Number(month.n)).toBe(1000);
  });

  /** The campaign side table's rows and clicks in the read model, and the same from PostgreSQL. */
  const campaignRows = async (app: TestApp, survey: SurveyModel) => {
    const [duck] = await readModelDuck(app.services.analytics).rows(
      `SELECT count(*)::INTEGER AS n, count(*) FILTER (WHERE clicked)::INTEGER AS clicked FROM ${surveyTable(survey.id)}_campaign`,
    );
    const { rows } = await sql<{ n: number; clicked: number }>`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE m.clicked_at IS NOT NULL)::int AS clicked
      FROM campaign_messages m JOIN campaigns k ON k.id = m.campaign_id
        JOIN contacts c ON c.id = m.contact_id JOIN interviews i ON i.id = c.interview_id
      WHERE k.survey_id = ${survey.id} AND i.survey_id = ${survey.id}`.execute(app.database.db);
    return { readModel: { n: Number(duck.n), clicked: Number(duck.clicked) }, postgres: rows[0] };
  };
  /** A mark on the campaign side table that a table built again would not have. */
  const markCampaignTable = (dataDir: string, survey: SurveyModel) =>
    inFile(dataDir, survey, (duck) =>
      duck.rows(`COMMENT ON TABLE ${surveyTable(survey.id)}_campaign IS 'kept'`),
    );
  const campaignTableComment = async (app: TestApp, survey: SurveyModel) => {
    const [table] = await readModelDuck(app.services.analytics).rows(
      `SELECT comment FROM duckdb_tables() WHERE database_name = '${surveyDatabase(survey.id)}' AND table_name = 'survey_${survey.id}_campaign'`,
    );
    return table.comment;
  };

  it('the campaign table is taken with its messages unchanged, and built again when they changed', async () => {
    t = await appWithKeptReadModel('postgres', 1000, {
      whileDown: (_database, survey, dataDir) => markCampaignTable(dataDir, survey),
    });
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    await t.services.analytics.loadCount(survey);
    expect(await campaignTableComment(t, survey)).toBe('kept');
    const kept = await campaignRows(t, survey);
    expect(kept.readModel).toEqual(kept.postgres);
    expect(kept.postgres.n).toBeGreaterThan(0);
    await t.close();

    // a click recorded while it was down: the side table follows PostgreSQL
    t = await appWithKeptReadModel('postgres', 1000, {
      whileDown: async (database, survey, dataDir) => {
        await markCampaignTable(dataDir, survey);
        await database.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ id: string }>`
            SELECT m.id FROM campaign_messages m JOIN campaigns k ON k.id = m.campaign_id
              JOIN contacts c ON c.id = m.contact_id JOIN interviews i ON i.id = c.interview_id
            WHERE k.survey_id = ${survey.id} AND m.clicked_at IS NULL AND m.sent_at IS NOT NULL
            ORDER BY m.id LIMIT 1`.execute(trx);
          expect(rows).toHaveLength(1);
          await sql`UPDATE campaign_messages SET clicked_at = sent_at + interval '1 minute' WHERE id = ${rows[0].id}`.execute(
            trx,
          );
          // whoever writes messages raises the loadCount
          await sql`UPDATE surveys SET load_count = load_count + 1 WHERE id = ${survey.id}`.execute(trx);
        });
      },
    });
    const again = (await t.services.catalog.survey(1, 'cx'))!;
    await t.services.analytics.loadCount(again);
    expect(await campaignTableComment(t, again)).not.toBe('kept');
    const rebuilt = await campaignRows(t, again);
    expect(rebuilt.readModel).toEqual(rebuilt.postgres);
    expect(rebuilt.postgres.clicked).toBe(kept.postgres.clicked + 1);
  });

  it('a file kept for another database is not taken for this one', async () => {
    const log = logLines();
    t = await appWithKeptReadModel('postgres', 1000, {
      config: { logLevel: 'info' },
      logStream: log.stream,
      // the database is now another one: ten of the file's interviews are not in it
      whileDown: async (database, survey) => {
        await sql`
          WITH gone AS (SELECT id FROM interviews WHERE survey_id = ${survey.id} ORDER BY id LIMIT 10),
            answers_gone AS (DELETE FROM answers WHERE interview_id IN (SELECT id FROM gone))
          DELETE FROM interviews WHERE id IN (SELECT id FROM gone)`.execute(database.db);
      },
    });
    const { api, postgres } = await rootFigures(t);
    expect(api).toEqual({ n: 990, nps: expect.closeTo(postgres.nps, 9) });
    expect(postgres.n).toBe(990);
    expect(readModelMessages(log.lines)).toEqual(['Read model of survey cx built: 990 interviews']);
  });

  it('a survey left unasked gives back its state; its next call takes its tables from the file again', async () => {
    const log = logLines();
    t = await appWithKeptReadModel('postgres', 1000, { config: { logLevel: 'info' }, logStream: log.stream });
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    expect((await rootFigures(t)).api.n).toBe(1240);
    const readModel = readModelOf(t.services.analytics);
    // not idle yet: nothing is given back
    expect(await readModel.releaseIdle()).toEqual([]);
    readModel.openSurveys.idleMs = 0;
    expect(await readModel.releaseIdle()).toEqual([survey.id]);
    expect(readModel.rollup(survey.id)).toBeNull();
    // its database is closed: its file is taken again on the next call
    expect(await attached(t)).not.toContain(surveyDatabase(survey.id));
    await insertInterviews(t.database.db, survey.universeId, survey.id, newInterviews(survey, 10, 'later'));
    const { api, postgres } = await rootFigures(t);
    expect(api).toEqual({ n: 1250, nps: expect.closeTo(postgres.nps, 9) });
    expect(postgres.n).toBe(1250);
    expect(await attached(t)).toContain(surveyDatabase(survey.id));
    expect(readModelMessages(log.lines)).toEqual([
      'Read model of survey cx taken from disk: 1000 interviews',
      'Read model of survey cx taken from disk: 1240 interviews',
    ]);
  });

  it('beyond the surveys that may be open at once, the least recently asked for is closed, and opened again when asked', async () => {
    t = await appWithKeptReadModel('postgres', 1000);
    const app = t;
    readModelOf(app.services.analytics).openSurveys.maxOpen = 1;
    const cx = (await app.services.catalog.survey(1, 'cx'))!;
    const row = await app.database.db
      .selectFrom('surveys')
      .select('universe_id')
      .where('ext_name', '=', 'guest')
      .executeTakeFirstOrThrow();
    const guest = (await app.services.catalog.survey(row.universe_id, 'guest'))!;
    expect((await rootFigures(app)).api.n).toBe(1240);
    expect(await attached(app)).toContain(surveyDatabase(cx.id));
    await app.services.analytics.loadCount(guest);
    await expect.poll(() => attached(app)).not.toContain(surveyDatabase(cx.id));
    expect(await attached(app)).toContain(surveyDatabase(guest.id));
    // cx again: taken from its file, with the same figures
    const { api, postgres } = await rootFigures(app);
    expect(api).toEqual({ n: postgres.n, nps: expect.closeTo(postgres.nps, 9) });
    await expect.poll(() => attached(app)).not.toContain(surveyDatabase(guest.id));
  });

  it('a build is written into the survey file, not held in memory until the file closes', async () => {
    t = await appOnDisk(await seededTestDatabase('postgres', 6000));
    const { services, database, dataDir } = t;
    const survey = (await services.catalog.survey(1, 'cx'))!;
    const wal = join(dataDir, READ_MODEL_FOLDER, `${surveyDatabase(survey.id)}.duckdb.wal`);
    const walBytes = () => (existsSync(wal) ? statSync(wal).size : 0);
    // rows DuckDB holds in memory until a checkpoint writes them into their file
    const heldInMemory = async () => {
      const [row] = await readModelDuck(services.analytics).rows(
        `SELECT sum(memory_usage_bytes)::BIGINT AS bytes FROM duckdb_memory() WHERE tag = 'IN_MEMORY_TABLE'`,
      );
      return Number(row.bytes ?? 0);
    };
    const before = await heldInMemory();
    await services.analytics.loadCount(survey);
    expect(walBytes()).toBe(0);
    expect(await heldInMemory()).toBe(before);
    // a few interviews more stay in the log until the file closes (or 16 MB of log)
    await insertInterviews(database.db, survey.universeId, survey.id, newInterviews(survey, 20, 'few'));
    services.analytics.changed(survey.id);
    await services.analytics.loadCount(survey);
    expect(walBytes()).toBeGreaterThan(0);
    expect((await rootFigures(t)).api.n).toBe(6020);
  });

  it('an edit by another process while it runs: the next call builds the table again', async () => {
    t = await appWithKeptReadModel('postgres', 1000);
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    expect((await rootFigures(t)).api.n).toBe(1240);
    await editAnswers(t.database, survey, 10);
    t.services.analytics.changed(survey.id);
    const { api, postgres } = await rootFigures(t);
    expect(api).toEqual({ n: postgres.n, nps: expect.closeTo(postgres.nps, 9) });
  });
});

/** The survey databases the app's read model has open. */
async function attached(app: TestApp): Promise<unknown[]> {
  const rows = await readModelDuck(app.services.analytics).rows(
    'SELECT database_name FROM duckdb_databases()',
  );
  return rows.map((row) => row.database_name);
}

/**
 * What an edit of loaded interviews does in PostgreSQL (survey-admin/metadata/interview-data.ts):
 * every NPS answer of the survey's first 100 interviews becomes `value`, with the survey's
 * loadCount and rewrite count raised.
 */
async function editAnswers(database: Database, survey: SurveyModel, value: number): Promise<void> {
  const nps = survey.questionsByExtName.get('nps')!.id;
  await sql`
    UPDATE answers SET value = ${value}
    WHERE question_id = ${nps} AND interview_id IN (
      SELECT id FROM interviews WHERE survey_id = ${survey.id} ORDER BY id LIMIT 100)`.execute(database.db);
  await database.db
    .updateTable('surveys')
    .set((eb) => ({ load_count: eb('load_count', '+', 1), rewrite_count: eb('rewrite_count', '+', 1) }))
    .where('id', '=', survey.id)
    .execute();
}

/** Works on the survey's read model file in `dataDir` while no server holds it. */
async function inFile(
  dataDir: string,
  survey: SurveyModel,
  work: (duck: Duck) => Promise<unknown>,
): Promise<void> {
  const duck = await Duck.open(1, { folder: join(dataDir, READ_MODEL_FOLDER) });
  try {
    await duck.attach(surveyDatabase(survey.id));
    await work(duck);
  } finally {
    duck.close();
  }
}

/** Deletes the newest `count` rows of the survey's table in the read model file of `dataDir`. */
function dropNewestRows(dataDir: string, survey: SurveyModel, count: number): Promise<void> {
  return inFile(dataDir, survey, (duck) =>
    duck.rows(
      `DELETE FROM ${surveyTable(survey.id)} WHERE id IN (SELECT id FROM ${surveyTable(survey.id)} ORDER BY id DESC LIMIT ${count})`,
    ),
  );
}
