import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  raiseLoadCount,
  seededApp,
  signIn,
  TEST_NOW,
  type TestApp,
  testConfig,
} from './harness.ts';
import { unitIds } from './raw-interviews.ts';
import { runReport } from './report-flow.ts';

/** Every call the dashboard and the big screen make for a survey. */
const DASHBOARD_CALLS = [
  'analytics/kpis',
  'analytics/trend',
  'analytics/breakdown',
  'analytics/distribution',
  'analytics/ranking',
  'analytics/gamification',
  'comments',
  'interviews',
  'drillpath',
  'alerts',
  'samples',
];
/** Reports read the same rows in the background: each must finish too. */
const REPORT_CALLS = ['reports/rankingreport', 'reports/interviewsreport', 'reports/indicatorsreport'];

/**
 * Rows that reached PostgreSQL without the API (a script, an old import, a restore):
 * dates the read model's table cannot hold and answers beyond their column's type.
 */
const BAD_ROWS: Array<{ externalId: string; date: string; nps: number; sat?: number }> = [
  { externalId: 'bad-1969', date: '1969-07-20T20:17:00Z', nps: 10 },
  { externalId: 'bad-0001', date: '0001-01-01T00:00:00Z', nps: 10 },
  { externalId: 'bad-2107', date: '2107-01-01T00:00:00Z', nps: 10 },
  { externalId: 'bad-9999', date: '9999-12-31T00:00:00Z', nps: 10 },
  { externalId: 'bad-nps', date: '2026-06-14T10:00:00Z', nps: 300 },
  { externalId: 'bad-sat', date: '2026-06-14T10:00:00Z', nps: 5, sat: -5 },
];

describe.each(DATABASE_KINDS)('read model with rows it cannot hold (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let survey: SurveyModel;
  let bigScreenKey: string;
  const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];

  beforeAll(async () => {
    t = await seededApp(kind, 400);
    cookie = await signIn(t.app, 'admin');
    survey = (await t.services.catalog.survey(1, 'cx'))!;
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx?purpose=bigscreen',
      headers: { cookie, ...CSRF_HEADER },
    });
    bigScreenKey = (created.json() as TApiKeyCreated).token;
    t.services.analytics.log = {
      warn: (details, message) => warnings.push({ details: details as Record<string, unknown>, message }),
      info: () => {},
    };
    const s001 = (await unitIds(t)).get('s001')!;
    const question = (extName: string) => survey.questionsByExtName.get(extName)!.id;
    for (const bad of BAD_ROWS) {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO interviews (universe_id, survey_id, unit_id, external_id, interview_date)
        VALUES (${survey.universeId}, ${survey.id}, ${s001}, ${bad.externalId}, ${bad.date}::timestamptz)
        RETURNING id`.execute(t.database.db);
      const id = Number(rows[0].id);
      await sql`
        INSERT INTO answers (universe_id, interview_id, question_id, value, text_value) VALUES
          (${survey.universeId}, ${id}, ${question('nps')}, ${bad.nps}, NULL),
          (${survey.universeId}, ${id}, ${question('comment')}, NULL, ${`Comment of ${bad.externalId}`})`.execute(
        t.database.db,
      );
      if (bad.sat !== undefined)
        await sql`INSERT INTO answers (universe_id, interview_id, question_id, value)
                  VALUES (${survey.universeId}, ${id}, ${question('sat_overall')}, ${bad.sat})`.execute(
          t.database.db,
        );
    }
    await raiseLoadCount(t.database.db, survey.id);
  });
  afterAll(() => t.close());

  const postgresCount = async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM interviews WHERE survey_id = ${survey.id}`.execute(t.database.db);
    return Number(rows[0].n);
  };

  const everyCallAnswers = async (app: TestApp['app']) => {
    for (const call of DASHBOARD_CALLS) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/vuejs/${call}/cx/${path('org,all')}`,
        headers: { cookie },
      });
      expect(response.statusCode, `${call}: ${response.body.slice(0, 300)}`).toBe(200);
    }
    for (const call of REPORT_CALLS) {
      const { status } = await runReport(app, cookie, `/api/vuejs/${call}/cx/${path('org,all')}`);
      expect(status.status, call).toBe('FINISHED');
    }
    const screen = await app.inject({
      method: 'GET',
      url: '/api/bigscreen/summary',
      headers: { authorization: `Bearer ${bigScreenKey}` },
    });
    expect(screen.statusCode, screen.body.slice(0, 300)).toBe(200);
    return screen.json() as TBigScreenSummary;
  };

  it('every dashboard call and the big screen answer 200; the rows are left out and reported once', async () => {
    await everyCallAnswers(t.app);
    const kpis = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
      headers: { cookie },
    });
    expect((kpis.json() as TKpiResponse).nInterviews).toBe((await postgresCount()) - BAD_ROWS.length);
    const comments = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/comments/cx/${path('org,all')}`,
      headers: { cookie },
    });
    expect(comments.body).not.toContain('Comment of bad-');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].details).toMatchObject({ survey: 'cx', skipped: BAD_ROWS.length });
    expect(warnings[0].message).toMatch(/6 interviews/);
  });

  it('new data afterwards shows, and the skipped rows are not reported again', async () => {
    const before = await postgresCount();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx',
      headers: { cookie, ...CSRF_HEADER },
    });
    const ingest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${(response.json() as TApiKeyCreated).token}` },
      payload: {
        interviews: [{ externalId: 'good-1', unit: 's001', date: '2026-06-14', answers: { nps: 9 } }],
      },
    });
    expect(ingest.statusCode, ingest.body).toBe(200);
    const kpis = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
      headers: { cookie },
    });
    expect((kpis.json() as TKpiResponse).nInterviews).toBe(before + 1 - BAD_ROWS.length);
    await everyCallAnswers(t.app);
    expect(warnings).toHaveLength(1);
  });

  it('a restarted server builds its read model again and answers every call', async () => {
    const { app } = await buildApp({ config: testConfig(), database: t.database, today: () => TEST_NOW });
    try {
      await everyCallAnswers(app);
    } finally {
      await app.close();
    }
  });
});
