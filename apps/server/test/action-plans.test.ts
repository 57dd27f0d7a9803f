import type { TPlan, TPlanList, TPlanOwners } from '@opinio/domain/schemas/plans';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import { PlanDueNotifier } from '#plans/plan-due.ts';
import { plansDb } from '#plans/plan-tables.ts';
import type { Services } from '#services.ts';
import { ancestors, type SurveyModel, type UnitNode } from '#surveys/survey-model.ts';
import { webhookDb } from '#webhooks/webhook-tables.ts';
import { storeBelow } from './change-fixture.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededTestDatabase,
  signIn,
  TEST_NOW,
  testConfig,
} from './harness.ts';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(TEST_NOW.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
const unitPath = (unit: UnitNode) => ['org', ...ancestors(unit).map((u) => u.extName)].join(',');

/*
 * Action plans on the demo survey: a plan for Oulu Centre (s001) to raise its speed, made at
 * TEST_NOW, followed from the answers written after it, and judged when its due date has
 * passed; bad input changes nothing; a plan outside the caller's scope or universe is a 404.
 */
describe.each(DATABASE_KINDS)('action plans (%s)', (kind) => {
  let app: FastifyInstance;
  let services: Services;
  let database: Database;
  let survey: SurveyModel;
  let s001: UnitNode;
  let southStore: UnitNode;
  /** The app's "today": moved forward to see a plan end. */
  let now = TEST_NOW;
  const cookies: Record<string, string> = {};

  /** `count` interviews at `unit` over `days` days ending `endOffset` days after TEST_NOW, each with `speed`. */
  async function plant(unit: UnitNode, tag: string, count: number, endOffset: number, speed: number) {
    const question = (extName: string) => survey.questionsByExtName.get(extName)!.id;
    await insertInterviews(
      database.db,
      survey.universeId,
      survey.id,
      Array.from({ length: count }, (_, i) => ({
        unitId: unit.id,
        date: new Date(TEST_NOW.getTime() + (endOffset - (i % 10)) * DAY_MS - 3_600_000),
        externalId: `${tag}-${i}`,
        answers: [
          { questionId: question('nps'), value: 7 + (i % 4), textValue: null },
          // half a point of spread around the level
          { questionId: question('sat_speed'), value: speed - (i % 2), textValue: null },
        ],
      })),
    );
    services.analytics.changed(survey.id);
  }

  beforeAll(async () => {
    database = await seededTestDatabase(kind, 3000);
    ({ app, services } = await buildApp({ config: testConfig(), database, today: () => now }));
    survey = (await services.catalog.survey(1, 'cx'))!;
    s001 = survey.organisation.unitsByExtName.get('s001')!;
    southStore = storeBelow(survey, 'south');
    // a month of slow service at Oulu Centre before the plan: speed 2.5 on average
    await plant(s001, 'before', 40, -1, 3);
    for (const user of ['admin', 'regional', 'store']) cookies[user] = await signIn(app, user);
    // an analyst of demo (and an administrator of acme)
    cookies.multi = await signIn(app, 'multi', { universe: 'demo' });
    cookies.acme = await signIn(app, 'multi', { universe: 'acme' });
    await webhookDb(database.db)
      .insertInto('webhooks')
      .values({
        universe_id: survey.universeId,
        name: 'Plans',
        url: 'http://127.0.0.1:9/plans',
        secret: 'whsec_plans',
        events: ['plan.due'],
      })
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (method: 'GET' | 'POST', url: string, user: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: cookies[user], ...CSRF_HEADER }, payload });
  const create = (user: string, unit: UnitNode, body: object) =>
    call('POST', `/api/vuejs/plans/create/cx/${path(unitPath(unit))}`, user, body);
  const list = async (user: string, drillPath: string) => {
    const response = await call('GET', `/api/vuejs/plans/list/cx/${path(drillPath)}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TPlanList;
  };
  const planCount = async () =>
    Number(
      (
        await plansDb(database.db)
          .selectFrom('action_plans')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const speedPlan = {
    title: 'Second till open at rush hours',
    description: 'Open the second till from 16 to 18 on weekdays.',
    ownerUsername: 'store',
    dueDate: day(14),
    indicator: 'speed',
    direction: 'atLeast',
    target: 4.2,
    source: { kind: 'change', label: 'Speed fell from 3.9 to 2.5 in the last 28 days' },
  };
  let plan: TPlan;

  it("lists who may own a plan of the unit: members who see it, nobody else's", async () => {
    const response = await call('GET', `/api/vuejs/plans/owners/cx/${path(unitPath(s001))}`, 'regional');
    expect(response.statusCode, response.body).toBe(200);
    const owners = (response.json() as TPlanOwners).users.map((u) => u.username);
    expect(owners).toEqual(expect.arrayContaining(['store', 'regional', 'admin']));
    const south = (
      (
        await call('GET', `/api/vuejs/plans/owners/cx/${path(unitPath(southStore))}`, 'admin')
      ).json() as TPlanOwners
    ).users.map((u) => u.username);
    expect(south).not.toContain('regional');
    expect(south).not.toContain('store');
    // a node of the channel view is no unit a plan is made for
    const channel = await call('GET', `/api/vuejs/plans/owners/cx/${path('channel,all')}`, 'admin');
    expect(channel.statusCode).toBe(400);
    expect(channel.json().error).toMatchObject({
      field: 'drillPathFiltered',
      code: 'organisation_view_only',
    });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await planCount();
    const bad: Array<[object, string]> = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ indicator: 'nope' }, 'indicator'],
      [{ target: 7 }, 'target'],
      [{ indicator: 'nps', target: -101 }, 'target'],
      [{ direction: 'more' }, 'direction'],
      [{ dueDate: 'soon' }, 'dueDate'],
      [{ dueDate: day(-1) }, 'dueDate'],
      [{ ownerUsername: 'nobody' }, 'ownerUsername'],
      [{ source: { kind: 'rumour', label: 'x' } }, 'source.kind'],
    ];
    for (const [change, field] of bad) {
      const response = await create('regional', s001, { ...speedPlan, ...change });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().error.field, JSON.stringify(change)).toBe(field);
    }
    const unknown = await create('regional', s001, { ...speedPlan, budget: 100 });
    expect(unknown.statusCode).toBe(400);
    // the owner must see the unit: the North's regional manager does not see a South store
    const outside = await create('admin', southStore, { ...speedPlan, ownerUsername: 'regional' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toMatchObject({ field: 'ownerUsername', code: 'unknown_value' });
    expect(await planCount()).toBe(before);
  });

  it('makes a plan with its baseline, and lists it within scope and drill node', async () => {
    const response = await create('regional', s001, speedPlan);
    expect(response.statusCode, response.body).toBe(200);
    plan = response.json() as TPlan;
    expect(plan).toMatchObject({
      title: speedPlan.title,
      owner: { username: 'store' },
      dueDate: day(14),
      state: 'open',
      status: 'open',
      direction: 'atLeast',
      target: 4.2,
      indicator: { extName: 'speed', kind: 'mean', min: 1, max: 5 },
      unit: { extName: 's001', path: unitPath(s001) },
      source: { kind: 'change' },
      createdBy: 'regional',
    });
    // the baseline: the 28 days before today, which hold the planted month
    expect(plan.outcome.baseline).toMatchObject({ from: day(-28), to: day(-1) });
    expect(plan.outcome.baseline.n).toBeGreaterThanOrEqual(40);
    expect(plan.outcome.baseline.value!).toBeLessThan(2.8);
    expect(plan.outcome.baseline.ciLow!).toBeLessThan(plan.outcome.baseline.value!);
    // nothing answered since: no figure, and nothing judged
    expect(plan.outcome.period).toMatchObject({ n: 0, value: null, from: day(0), to: day(0) });
    expect(plan.outcome).toMatchObject({ target: 'unknown', change: 'unknown', ended: false });

    // a South plan for the lists below
    const south = await create('admin', southStore, { ...speedPlan, ownerUsername: 'admin', title: 'South' });
    expect(south.statusCode, south.body).toBe(200);
    const southId = (south.json() as TPlan).id;

    const ids = (plans: TPlanList) => plans.plans.map((p) => p.id);
    expect(ids(await list('admin', 'org,all'))).toEqual(expect.arrayContaining([plan.id, southId]));
    expect(ids(await list('admin', 'org,all,north'))).toEqual([plan.id]);
    expect(ids(await list('regional', 'org,all,north'))).toEqual([plan.id]);
    // in the channel view the scope alone decides
    expect(ids(await list('regional', 'channel,all'))).toEqual([plan.id]);
    expect(ids(await list('store', unitPath(s001)))).toEqual([plan.id]);
    expect(ids(await list('admin', 'org,all,south'))).toEqual([southId]);

    // another region's plan, and another universe's, answer 404 and say nothing of it
    for (const [user, survey] of [
      ['regional', 'cx'],
      ['store', 'cx'],
      ['acme', 'guest'],
      ['acme', 'cx'],
    ]) {
      const got = await call('GET', `/api/vuejs/plans/plan/${survey}/${southId}`, user);
      expect(got.statusCode, `${user} ${survey}`).toBe(404);
      expect(got.body).not.toContain('South');
      const edited = await call('POST', `/api/vuejs/plans/update/${survey}/${southId}`, user, { title: 'x' });
      expect(edited.statusCode, `${user} ${survey}`).toBe(404);
    }
    expect(
      (await call('GET', `/api/vuejs/plans/list/cx/${path('org,all,south')}`, 'regional')).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/vuejs/plans/plan/cx/999999', 'admin')).statusCode).toBe(404);
    // an analyst sees plans but may not make or change them
    expect(ids(await list('multi', 'org,all,north'))).toEqual([plan.id]);
    expect((await create('multi', s001, speedPlan)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/vuejs/plans/update/cx/${plan.id}`, 'multi', { title: 'x' })).statusCode,
    ).toBe(403);
  });

  it('edits a plan, and closes it only as the state moves allow', async () => {
    const update = (body: object) => call('POST', `/api/vuejs/plans/update/cx/${plan.id}`, 'store', body);
    const edited = await update({ title: 'Two tills at rush hours', target: 4.1, ownerUsername: 'regional' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Two tills at rush hours',
      target: 4.1,
      owner: { username: 'regional' },
    });
    const bad: Array<[object, string]> = [
      [{ target: 0 }, 'target'],
      [{ indicator: 'nps', target: 150 }, 'target'],
      [{ indicator: 'nope' }, 'indicator'],
      [{ dueDate: day(-3) }, 'dueDate'],
      [{ ownerUsername: 'nobody' }, 'ownerUsername'],
      [{ state: 'done' }, 'note'],
      [{ state: 'done', note: '  ' }, 'note'],
      [{ state: 'finished' }, 'state'],
    ];
    for (const [body, field] of bad) {
      const response = await update(body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    const unchanged = (await call('GET', `/api/vuejs/plans/plan/cx/${plan.id}`, 'store')).json() as TPlan;
    expect(unchanged).toMatchObject({
      title: 'Two tills at rush hours',
      target: 4.1,
      state: 'open',
      indicator: { extName: 'speed' },
    });
    const done = await update({ state: 'done', note: 'Second till staffed every weekday.' });
    expect(done.json()).toMatchObject({
      state: 'done',
      status: 'done',
      note: 'Second till staffed every weekday.',
    });
    expect((done.json() as TPlan).closedAt).not.toBeNull();
    const cancel = await update({ state: 'cancelled' });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().error).toMatchObject({ field: 'state', code: 'invalid_transition' });
    const reopened = await update({ state: 'open', target: 4.2 });
    expect(reopened.json()).toMatchObject({ state: 'open', closedAt: null, target: 4.2 });
  });

  it('judges the plan from the answers after it was made, once its due date has passed, and tells of it once', async () => {
    // the weeks after the plan: speed 4.5 on average
    await plant(s001, 'after', 40, 12, 5);
    now = new Date(TEST_NOW.getTime() + 20 * DAY_MS);
    const [ended] = (await list('store', unitPath(s001))).plans;
    expect(ended).toMatchObject({ id: plan.id, state: 'open', status: 'overdue' });
    expect(ended.outcome).toMatchObject({ ended: true, target: 'met', change: 'improved', progress: 1 });
    expect(ended.outcome.period).toMatchObject({ n: 40, from: day(0), to: day(14) });
    expect(ended.outcome.period.value!).toBeCloseTo(4.5);
    expect(ended.outcome.differenceLow!).toBeGreaterThan(0);
    expect(ended.outcome.pValue!).toBeLessThan(0.05);
    // the baseline stays the month before the plan, whatever came after
    expect(ended.outcome.baseline).toMatchObject({ from: day(-28), to: day(-1), n: plan.outcome.baseline.n });

    // plan.due: once per plan past its due date (the South plan too), never again
    const notifier = new PlanDueNotifier(services, app.log, 60_000);
    expect(await notifier.runOnce()).toBe(2);
    expect(await new PlanDueNotifier(services, app.log, 60_000).runOnce()).toBe(0);
    const deliveries = await webhookDb(database.db)
      .selectFrom('webhook_deliveries')
      .select(['payload'])
      .where('event', '=', 'plan.due')
      .execute();
    expect(deliveries).toHaveLength(2);
    const payloads = deliveries.map(
      (d) =>
        (typeof d.payload === 'string' ? JSON.parse(d.payload) : d.payload) as {
          text: string;
          data: {
            plan: { id: string; unit: string; outcome: { target: string; change: string }; link: string };
          };
        },
    );
    const told = payloads.find((p) => p.data.plan.id === plan.id)!;
    expect(told.data.plan).toMatchObject({
      unit: s001.title,
      outcome: { target: 'met', change: 'improved' },
    });
    expect(told.data.plan.link).toContain(`/plans/cx/${encodeURIComponent(unitPath(s001))}?plan=${plan.id}`);
    expect(told.text).toContain('target met');
    const row = await plansDb(database.db)
      .selectFrom('action_plans')
      .select(['due_notified_at', 'due_locked_by'])
      .where('id', '=', Number(plan.id))
      .executeTakeFirstOrThrow();
    expect(row.due_notified_at).toBeInstanceOf(Date);
    expect(row.due_locked_by).toBeNull();
  });
});
