import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInterviews } from '../src/ingestion/insert-interviews.ts';
import { DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('read model increments (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await seededApp(kind, 300);
    cookie = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  const count = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
      headers: { cookie },
    });
    return (response.json() as TKpiResponse).nInterviews;
  };

  it('appends new interviews, and picks up one whose lower id committed late', async () => {
    const before = await count();
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    const store = survey.organisation.unitsByExtName.get('s001')!;
    const nps = survey.questionsByExtName.get('nps')!.id;
    const interview = (externalId: string) => ({
      unitId: store.id,
      date: new Date('2026-06-01T10:00:00Z'),
      externalId,
      answers: [{ questionId: nps, value: 10, textValue: null }],
    });
    // an id taken by a transaction that commits after later ones
    const { rows } = await sql<{ id: number }>`SELECT nextval('interviews_id_seq')::bigint AS id`.execute(
      t.database.db,
    );
    const lateId = Number(rows[0].id);
    await insertInterviews(t.database.db, survey.universeId, survey.id, [interview('a'), interview('b')]);
    t.services.readModel.changed(survey.id);
    expect(await count()).toBe(before + 2);
    await t.database.db
      .insertInto('interviews')
      .values({
        id: lateId,
        universe_id: survey.universeId,
        survey_id: survey.id,
        unit_id: store.id,
        external_id: 'late',
        interview_date: new Date('2026-06-01T11:00:00Z'),
      })
      .execute();
    await t.database.db
      .updateTable('surveys')
      .set((eb) => ({ load_count: eb('load_count', '+', 1) }))
      .where('id', '=', survey.id)
      .execute();
    t.services.readModel.changed(survey.id);
    expect(await count()).toBe(before + 3);
  });
});
