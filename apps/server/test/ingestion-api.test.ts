import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import {
  INGEST_BATCH_MAX,
  INGEST_ERRORS_MAX,
  type TIngestBatchError,
  type TIngestResult,
} from '@opinio/domain/schemas/ingestion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  interviewCount,
  seededApp,
  signIn,
  storedLoadCount,
  type TestApp,
} from './harness.ts';

const row = (externalId: string, unit = 's001', answers: Record<string, number | string> = {}) => ({
  externalId,
  unit,
  date: '2026-06-10T09:30:00Z',
  answers: { nps: 9, sat_overall: 4, channel: 'web', comment: 'Quick and friendly', ...answers },
});

describe.each(DATABASE_KINDS)('ingestion API (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let northKey: string;
  beforeAll(async () => {
    t = await seededApp(kind, 500);
    admin = await signIn(t.app, 'admin');
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx?scopeUnit=north',
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    northKey = (created.json() as TApiKeyCreated).token;
  });
  afterAll(() => t.close());

  const ingest = (
    interviews: unknown[],
    headers: Record<string, string> = { authorization: `Bearer ${northKey}` },
    survey = 'cx',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/surveys/${survey}/interviews`,
      headers,
      payload: { interviews },
    });
  const count = () => interviewCount(t.app, admin);
  const loadCount = () => storedLoadCount(t.database.db);

  it('a good batch is written, raises loadCount and shows on the dashboard at once', async () => {
    const before = await count();
    const version = await loadCount();
    const response = await ingest([row('a-1'), row('a-2', 's002'), row('a-3', 'north', { visit: 2 })]);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as TIngestResult;
    expect(result.inserted).toBe(3);
    expect(result.duplicates).toEqual([]);
    expect(result.ids).toHaveLength(3);
    expect(await count()).toBe(before + 3);
    expect(await loadCount()).toBe(version + 1);
  });

  it('X-Api-Key works like Bearer, and no CSRF header is needed', async () => {
    const response = await ingest([row('x-1')], { 'x-api-key': northKey });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a replayed batch creates no duplicates', async () => {
    const first = (await ingest([row('r-1'), row('r-2')])).json() as TIngestResult;
    const before = await count();
    const version = await loadCount();
    const replay = await ingest([row('r-1'), row('r-2'), row('r-3')]);
    expect(replay.statusCode).toBe(200);
    const result = replay.json() as TIngestResult;
    expect(result.inserted).toBe(1);
    expect(result.duplicates).toEqual(['r-1', 'r-2']);
    expect(result.ids.slice(0, 2)).toEqual(first.ids);
    expect(await count()).toBe(before + 1);
    const again = (await ingest([row('r-1')])).json() as TIngestResult;
    expect(again.inserted).toBe(0);
    expect(await loadCount()).toBe(version + 1);
  });

  it('a bad batch writes nothing and names every bad row', async () => {
    const before = await count();
    const version = await loadCount();
    const response = await ingest([
      row('b-1'),
      row('b-2', 's001', { nps: 11 }),
      row('b-3', 'nowhere'),
      row('b-4', 's060'), // a store in the south: outside the key's scope
      row('b-5', 's001', { channel: 'fax', unknown_q: 1 }),
      row('b-6', 's001', { nps: 7.5, comment: 'x'.repeat(4001) }),
      { externalId: 'b-7', unit: 's001', date: 'yesterday', answers: {} },
      row('b-1'),
    ]);
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as TIngestBatchError;
    expect(error.code).toBe('invalid_batch');
    const fields = error.rows.map((r) => `${r.index}:${r.field}`);
    expect(fields).toEqual([
      '1:answers.nps',
      '2:unit',
      '3:unit',
      '4:answers.channel',
      '4:answers.unknown_q',
      '5:answers.nps',
      '5:answers.comment',
      '6:date',
      '7:externalId',
    ]);
    expect(await count()).toBe(before);
    expect(await loadCount()).toBe(version);
  });

  const stored = async (externalIds: string[]) =>
    (
      await t.database.db
        .selectFrom('interviews')
        .select('id')
        .where('external_id', 'in', externalIds)
        .execute()
    ).length;

  it('a date before 1970, after 2099 or with a huge year is refused naming the field; nothing is written', async () => {
    const before = await count();
    const version = await loadCount();
    const dated = (externalId: string, date: string) => ({ ...row(externalId), date });
    const response = await ingest([
      dated('y-1', '1969-12-31'),
      dated('y-2', '2107-01-01T00:00:00Z'),
      dated('y-3', '9999-12-31'),
      dated('y-4', '0001-01-01T00:00:00Z'),
      dated('y-5', '1970-01-01T00:30:00+01:00'),
      dated('y-6', '+275760-09-13T00:00:00Z'),
      dated('y-7', '2106-02-07T06:28:16Z'),
      row('y-8'),
    ]);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json() as TIngestBatchError;
    expect(error.rows.map((r) => `${r.index}:${r.field}`)).toEqual([
      '0:date',
      '1:date',
      '2:date',
      '3:date',
      '4:date',
      '5:date',
      '6:date',
    ]);
    for (const r of error.rows.filter((r) => r.index !== 5))
      expect(r.message).toBe('must be between 1970-01-01 and 2099-12-31 (UTC)');
    expect(error.rows[5].message).toMatch(/must be a date/);
    expect(await stored(['y-1', 'y-2', 'y-3', 'y-4', 'y-5', 'y-6', 'y-7', 'y-8'])).toBe(0);
    expect(await count()).toBe(before);
    expect(await loadCount()).toBe(version);
    // The first and last supported days are fine.
    const edges = await ingest([dated('y-9', '1970-01-01'), dated('y-10', '2099-12-31T23:59:59Z')]);
    expect(edges.statusCode, edges.body).toBe(200);
    expect(await count()).toBe(before + 2);
  });

  it('NUL and unpaired surrogates are refused in every text of a row, naming it; nothing is written', async () => {
    const before = await count();
    const version = await loadCount();
    const response = await ingest([
      row('n\u0000ul'),
      row('s-2', 's0\u000001'),
      row('s-3', 's001', { comment: 'broken \u0000 text' }),
      row('s-4', 's001', { comment: 'half an emoji \ud83d' }),
      row('s-5', 's001', { 'nps\u0000': 5 }),
      row('s-6', 's001', { channel: 'w\u0000eb' }),
      row('\udc00s-7'),
      row('s-8'),
    ]);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json() as TIngestBatchError;
    expect(error.rows.map((r) => `${r.index}:${r.field}`)).toEqual([
      '0:externalId',
      '1:unit',
      '2:answers.comment',
      '3:answers.comment',
      '4:answers.nps\u0000',
      '5:answers.channel',
      '6:externalId',
    ]);
    expect(await stored(['s-2', 's-3', 's-4', 's-5', 's-6', 's-8'])).toBe(0);
    expect(await count()).toBe(before);
    expect(await loadCount()).toBe(version);
  });

  it('no key answers 401; a key of another survey answers 404', async () => {
    expect((await ingest([row('n-1')], {})).statusCode).toBe(401);
    expect((await ingest([row('n-1')], { authorization: 'Bearer opk_nope' })).statusCode).toBe(401);
    expect((await ingest([row('n-1')], undefined, 'guest')).statusCode).toBe(404);
  });

  it('a row with several bad fields names every one of them, in every row', async () => {
    const before = await count();
    const several = {
      externalId: 'm-1',
      unit: 'nowhere',
      date: 'yesterday',
      answers: { nps: 11, comment: 5, unknown_q: 1, sat_overall: { five: 5 } },
    };
    const response = await ingest([
      row('m-0'),
      several,
      { ...several, externalId: '', unit: 7, answers: [] },
      { ...several, externalId: 'm-3', answers: { ['k'.repeat(201)]: 1, nps: 'ten' } },
    ]);
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as TIngestBatchError;
    expect(error.message).toMatch(/^3 of the rows are invalid: nothing was written$/);
    expect(error.rows.map((r) => `${r.index}:${r.field}`)).toEqual([
      '1:date',
      '1:answers.sat_overall',
      '1:unit',
      '1:answers.nps',
      '1:answers.comment',
      '1:answers.unknown_q',
      '2:externalId',
      '2:unit',
      '2:date',
      '2:answers',
      '3:date',
      `3:answers.${'k'.repeat(201)}`,
      '3:unit',
      '3:answers.nps',
    ]);
    expect(await count()).toBe(before);
  });

  it('the list of problems is bounded, and says how many rows are bad', async () => {
    const rows = Array.from({ length: INGEST_BATCH_MAX }, (_, i) => ({
      externalId: `many-${i}`,
      unit: 'nowhere',
      date: 'yesterday',
      answers: { nps: 11 },
    }));
    const response = await ingest(rows);
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as TIngestBatchError;
    expect(error.rows).toHaveLength(INGEST_ERRORS_MAX);
    expect(error.rows.slice(0, 3).map((r) => `${r.index}:${r.field}`)).toEqual([
      '0:date',
      '0:unit',
      '0:answers.nps',
    ]);
    const listed = new Set(error.rows.map((r) => r.index)).size;
    expect(error.message).toBe(
      `${INGEST_BATCH_MAX} of the rows are invalid (the problems of the first ${listed} are listed): nothing was written`,
    );
  });

  it('more than 5,000 rows are refused', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => row(`big-${i}`));
    expect((await ingest(rows)).statusCode).toBe(400);
  });
});
