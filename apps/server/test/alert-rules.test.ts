import type { TAlertDetails, TAlertRule, TAlertRuleList } from '@opinio/domain/schemas/alerts';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { TIngestResult } from '@opinio/domain/schemas/ingestion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

const RULES = '/api/vuejs/surveys/effectblocks/cx';

describe.each(DATABASE_KINDS)('alert rules (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let ingestKey: string;
  let rude: TAlertRule;
  let seq = 0;
  beforeAll(async () => {
    t = await seededApp(kind, 300);
    admin = await signIn(t.app, 'admin');
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx?purpose=ingest',
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    ingestKey = (created.json() as TApiKeyCreated).token;
  });
  afterAll(() => t.close());

  const list = async (cookie = admin) => {
    const response = await t.app.inject({ method: 'GET', url: RULES, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TAlertRuleList).rules;
  };
  const save = (body: unknown, cookie = admin, url = RULES) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, ...CSRF_HEADER }, payload: body as object });
  const rule = (overrides: Record<string, unknown> = {}) => ({
    name: 'Rude staff',
    condition: { question: 'comment', contains: ['rude'] },
    dueHours: 24,
    notify: true,
    enabled: true,
    ...overrides,
  });
  /** Ingests one interview and answers the alerts it opened. */
  const ingest = async (comment: string, nps: number) => {
    seq += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${ingestKey}` },
      payload: {
        interviews: [
          {
            externalId: `rules-${seq}`,
            unit: 's001',
            date: '2026-06-14T09:30:00Z',
            answers: { nps, sat_overall: 4, channel: 'web', comment },
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [id] = (response.json() as TIngestResult).ids;
    return t.database.db
      .selectFrom('alerts')
      .select(['id', 'title', 'rule_id'])
      .where('interview_id', '=', id)
      .execute();
  };

  it('lists the demo rule "NPS 0-6"', async () => {
    const rules = await list();
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      name: 'NPS 0-6',
      condition: { question: 'nps', op: '<=', value: 6 },
      dueHours: 72,
      enabled: true,
    });
  });

  it('offers a new rule to start from (a low NPS), which saves as it is, and saves nothing itself', async () => {
    const before = await list();
    const offered = await t.app.inject({
      method: 'GET',
      url: `${RULES.replace('effectblocks/', 'effectblocks/create/')}`,
      headers: { cookie: admin },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const draft = offered.json();
    expect(draft).toEqual({
      name: {
        en: expect.stringMatching(/^Low score: /),
        fi: expect.stringMatching(/^Matala arvio: /),
        sv: expect.stringMatching(/^Lågt betyg: /),
      },
      condition: { question: 'nps', op: '<=', value: 6 },
      dueHours: 72,
      notify: true,
      enabled: true,
    });
    expect(await list()).toEqual(before);
    const saved = await save(draft);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list()).length).toBe(before.length + 1);
    await t.app.inject({
      method: 'DELETE',
      url: `${RULES}/${saved.json().id}`,
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    const store = await signIn(t.app, 'store');
    const refused = await t.app.inject({
      method: 'GET',
      url: `${RULES.replace('effectblocks/', 'effectblocks/create/')}`,
      headers: { cookie: store },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a new keyword rule opens an alert for a matching interview, ignoring case', async () => {
    const response = await save(rule({ condition: { question: 'comment', contains: [' rude ', 'rude'] } }));
    expect(response.statusCode, response.body).toBe(200);
    rude = response.json() as TAlertRule;
    expect(rude.condition).toEqual({ question: 'comment', contains: ['rude'] });
    expect((await list()).map((r) => r.name)).toEqual(['NPS 0-6', 'Rude staff']);

    const alerts = await ingest('Rude cashier at the till', 9);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ title: 'Rude staff', rule_id: rude.id });
    expect(await ingest('Friendly and quick', 9)).toHaveLength(0);
  });

  it('a disabled rule opens no alert', async () => {
    const response = await save({ ...rule({ enabled: false, dueHours: 48 }), id: rude.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: rude.id, enabled: false, dueHours: 48 });
    expect(await ingest('So rude again', 9)).toHaveLength(0);
  });

  it('deleting a rule keeps the alerts it opened', async () => {
    const enabled = await save({ ...rule(), id: rude.id });
    expect(enabled.statusCode).toBe(200);
    const [alert] = await ingest('Rude, rude, rude', 10);
    expect(alert.title).toBe('Rude staff');
    // The title says which of the rule's words the customer used, and where.
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/alert/cx/${alert.id}`,
      headers: { cookie: admin },
    });
    // the title names the customer's words, not their score: the list says the score beside it
    expect(before.json()).toMatchObject({ ruleName: 'Rude staff', titleNames: 'answer' });
    expect((before.json() as TAlertDetails).title).toMatch(/ “rude” at Oulu Centre$/);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${RULES}/${rude.id}`,
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list()).map((r) => r.name)).toEqual(['NPS 0-6']);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${RULES}/${rude.id}`,
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    expect(again.statusCode).toBe(404);
    expect((await save({ ...rule(), id: rude.id })).statusCode).toBe(404);

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/alert/cx/${alert.id}`,
      headers: { cookie: admin },
    });
    expect(details.statusCode, details.body).toBe(200);
    // Without its rule, the alert is named by the rule's name as it was.
    expect(details.json()).toMatchObject({ title: 'Rude staff at Oulu Centre', ruleName: 'Rude staff' });
    const row = await t.database.db
      .selectFrom('alerts')
      .select('rule_id')
      .where('id', '=', alert.id)
      .executeTakeFirstOrThrow();
    expect(row.rule_id).toBeNull();
    expect(await ingest('Rude once more', 10)).toHaveLength(0);
  });

  it('a comparison rule on a choice question takes one of its option values', async () => {
    const response = await save(
      rule({ name: 'Phone', condition: { question: 'channel', op: '=', value: 3 } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json() as TAlertRule;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${RULES}/${created.id}`,
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    expect(removed.statusCode).toBe(200);
  });

  it('bad rules answer 400 with the field and change nothing', async () => {
    const before = await list();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ condition: { question: 'nope', contains: ['x'] } }, 'condition.question'],
      [{ condition: { question: 'nps', contains: ['x'] } }, 'condition.question'],
      [{ condition: { question: 'comment', op: '<', value: 3 } }, 'condition.question'],
      [{ condition: { question: 'nps', op: '<=', value: 11 } }, 'condition.value'],
      [{ condition: { question: 'sat_overall', op: '<', value: 0 } }, 'condition.value'],
      [{ condition: { question: 'channel', op: '=', value: 4 } }, 'condition.value'],
      [{ condition: { question: 'comment', contains: ['  ', ' '] } }, 'condition.contains'],
      [
        { condition: { question: 'comment', contains: Array.from({ length: 21 }, (_, i) => `w${i}`) } },
        'condition.contains',
      ],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ dueHours: 0 }, 'dueHours'],
      [{ dueHours: 8761 }, 'dueHours'],
    ];
    for (const [overrides, field] of cases) {
      const response = await save(rule(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.field, JSON.stringify(overrides)).toBe(field);
    }
    const empty = await save(rule({ condition: { question: 'comment', contains: [] } }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.field).toMatch(/^condition/);
    expect(await list()).toEqual(before);
  });

  it('only administrators manage rules', async () => {
    const store = await signIn(t.app, 'store');
    const listed = await t.app.inject({ method: 'GET', url: RULES, headers: { cookie: store } });
    expect(listed.statusCode).toBe(403);
    expect((await save(rule(), store)).statusCode).toBe(403);
    const [demoRule] = await list();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${RULES}/${demoRule.id}`,
      headers: { cookie: store, ...CSRF_HEADER },
    });
    expect(removed.statusCode).toBe(403);
    expect(await list()).toHaveLength(1);
  });

  it("another universe gets 404 for cx's rules", async () => {
    const [demoRule] = await list();
    const multi = await signIn(t.app, 'multi', { universe: 'acme' });
    const listed = await t.app.inject({ method: 'GET', url: RULES, headers: { cookie: multi } });
    expect(listed.statusCode).toBe(404);
    expect((await save({ ...rule(), id: demoRule.id }, multi)).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${RULES}/${demoRule.id}`,
      headers: { cookie: multi, ...CSRF_HEADER },
    });
    expect(removed.statusCode).toBe(404);
    // An administrator of acme, on acme's own survey, does not reach cx's rule by its id either.
    const root = await signIn(t.app, 'root', { universe: 'acme' });
    const guest = '/api/vuejs/surveys/effectblocks/guest';
    const update = await save(
      { ...rule({ condition: { question: 'comment', contains: ['x'] } }), id: demoRule.id },
      root,
      guest,
    );
    expect(update.statusCode).toBe(404);
    const rootDelete = await t.app.inject({
      method: 'DELETE',
      url: `${guest}/${demoRule.id}`,
      headers: { cookie: root, ...CSRF_HEADER },
    });
    expect(rootDelete.statusCode).toBe(404);
    expect(await list()).toEqual([demoRule]);
  });

  it('changes need the CSRF header', async () => {
    const [demoRule] = await list();
    const posted = await t.app.inject({
      method: 'POST',
      url: RULES,
      headers: { cookie: admin },
      payload: rule(),
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.json().error.code).toBe('csrf');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${RULES}/${demoRule.id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(403);
    expect(await list()).toHaveLength(1);
  });
});
