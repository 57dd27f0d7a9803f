import { formatCampaignFilter } from '@opinio/domain/filter-values';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Duck } from '#analytics/duckdb.ts';
import { surveyTable } from '#analytics/query-spec.ts';
import { ReadModel } from '#analytics/read-model.ts';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { DATABASE_KINDS, path, raiseLoadCount, seededApp, signIn, type TestApp } from './harness.ts';
import { readModelDuck } from './read-model-access.ts';

describe.each(DATABASE_KINDS)('read model build and refresh (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let survey: SurveyModel;
  // a second read model over the same database, building in pages of 97 interviews
  let duck: Duck;
  let paged: ReadModel;

  beforeAll(async () => {
    t = await seededApp(kind, 700);
    cookie = await signIn(t.app, 'admin');
    survey = (await t.services.catalog.survey(1, 'cx'))!;
    duck = await Duck.open(1);
    paged = new ReadModel(t.database, duck);
    paged.pageSize = 97;
  });
  afterAll(async () => {
    duck.close();
    await t.close();
  });

  const kpiCount = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path(`org,all${token ? `;${token}` : ''}`)}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TKpiResponse).nInterviews;
  };
  const tableRows = async (d: Duck) =>
    d.rows(`SELECT * FROM ${surveyTable(survey.id)} ORDER BY id`) as Promise<Record<string, unknown>[]>;
  const pagedIds = async () => {
    const [row] = await duck.rows(
      `SELECT count(*)::INTEGER AS n, count(DISTINCT id)::INTEGER AS distinct_ids FROM ${surveyTable(survey.id)}`,
    );
    return { n: Number(row.n), distinct: Number(row.distinct_ids) };
  };
  const postgresCount = async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM interviews WHERE survey_id = ${survey.id}`.execute(t.database.db);
    return Number(rows[0].n);
  };
  const dataChanged = async () => {
    await raiseLoadCount(t.database.db, survey.id);
    t.services.analytics.changed(survey.id);
    paged.changed(survey.id);
  };

  it('builds the same table in many pages as in one', async () => {
    await t.services.analytics.loadCount(survey);
    await paged.ensureFresh(survey);
    const whole = await tableRows(readModelDuck(t.services.analytics));
    expect(whole.length).toBe(await postgresCount());
    expect(await tableRows(duck)).toEqual(whole);
    // comments and several question types made it through the pivot
    const comment = survey.questionsByExtName.get('comment')!.id;
    expect(whole.some((r) => typeof r[`x${comment}`] === 'string')).toBe(true);
  });

  it('finds a late commit below the last loaded id after other refreshes, without duplicates', async () => {
    const store = survey.organisation.unitsByExtName.get('s001')!;
    const nps = survey.questionsByExtName.get('nps')!.id;
    const interview = (externalId: string) => ({
      unitId: store.id,
      date: new Date('2026-06-01T10:00:00Z'),
      externalId,
      answers: [{ questionId: nps, value: 7, textValue: null }],
    });
    const before = await kpiCount('');
    // an id taken by a transaction that commits after later ones
    const { rows } = await sql<{ id: number }>`SELECT nextval('interviews_id_seq')::bigint AS id`.execute(
      t.database.db,
    );
    const lateId = Number(rows[0].id);
    for (const batch of [['r1', 'r2'], ['r3']]) {
      await insertInterviews(t.database.db, survey.universeId, survey.id, batch.map(interview));
      t.services.analytics.changed(survey.id);
      paged.changed(survey.id);
      await paged.ensureFresh(survey);
    }
    expect(await kpiCount('')).toBe(before + 3);
    await t.database.db
      .insertInto('interviews')
      .values({
        id: lateId,
        universe_id: survey.universeId,
        survey_id: survey.id,
        unit_id: store.id,
        external_id: 'late-after-refreshes',
        interview_date: new Date('2026-06-01T11:00:00Z'),
      })
      .execute();
    await t.database.db
      .insertInto('answers')
      .values({ universe_id: survey.universeId, interview_id: lateId, question_id: nps, value: 3 })
      .execute();
    await dataChanged();
    expect(await kpiCount('')).toBe(before + 4);
    await paged.ensureFresh(survey);
    const total = await postgresCount();
    expect(await pagedIds()).toEqual({ n: total, distinct: total });
    const [late] = await duck.rows(
      `SELECT q${nps} AS nps FROM ${surveyTable(survey.id)} WHERE id = ${lateId}`,
    );
    expect(Number(late.nps)).toBe(3);
    // a refresh with nothing new appends nothing
    await dataChanged();
    await paged.ensureFresh(survey);
    expect(await pagedIds()).toEqual({ n: total, distinct: total });
    expect(await tableRows(duck)).toEqual(await tableRows(readModelDuck(t.services.analytics)));
  });

  it('shows a campaign message state change after a refresh without new interviews', async () => {
    const { rows } = await sql<{ id: number; campaign_id: number }>`
      SELECT m.id, m.campaign_id FROM campaign_messages m
        JOIN contacts c ON c.id = m.contact_id
        JOIN interviews i ON i.id = c.interview_id
      WHERE i.survey_id = ${survey.id} AND m.state = 'delivered' AND m.opened_at IS NULL
      ORDER BY m.id LIMIT 1`.execute(t.database.db);
    expect(rows.length).toBe(1);
    const message = rows[0];
    const token = (state: 'delivered' | 'failed', opened: 'any' | 'yes') =>
      `camp=${formatCampaignFilter({ campaignId: message.campaign_id, days: null, state, opened, clicked: 'any' })}`;
    const delivered = await kpiCount(token('delivered', 'any'));
    const failed = await kpiCount(token('failed', 'any'));
    const openedFailed = await kpiCount(token('failed', 'yes'));
    const interviews = await kpiCount('');

    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('campaign_messages')
        .set({ state: 'failed', opened_at: new Date('2026-06-01T12:00:00Z') })
        .where('id', '=', message.id)
        .execute();
      await raiseLoadCount(trx, survey.id);
    });
    t.services.analytics.changed(survey.id);

    expect(await kpiCount(token('delivered', 'any'))).toBe(delivered - 1);
    expect(await kpiCount(token('failed', 'any'))).toBe(failed + 1);
    expect(await kpiCount(token('failed', 'yes'))).toBe(openedFailed + 1);
    expect(await kpiCount('')).toBe(interviews);

    // and back again: the fingerprint moves back to an earlier value, the table follows
    await t.database.db
      .updateTable('campaign_messages')
      .set({ state: 'delivered', opened_at: null })
      .where('id', '=', message.id)
      .execute();
    await dataChanged();
    expect(await kpiCount(token('delivered', 'any'))).toBe(delivered);
    expect(await kpiCount(token('failed', 'yes'))).toBe(openedFailed);
  });
});
