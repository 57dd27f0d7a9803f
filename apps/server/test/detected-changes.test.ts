import type { TChangeList, TChangeWhy } from '@opinio/domain/schemas/changes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesDb } from '#changes/change-tables.ts';
import { detectSurveyChanges } from '#changes/detect-survey-changes.ts';
import type { SurveyModel, UnitNode } from '#surveys/survey-model.ts';
import { webhookDb } from '#webhooks/webhook-tables.ts';
import { plantDrop, storeBelow } from './change-fixture.ts';
import { path, seededApp, signIn, TEST_NOW, type TestApp } from './harness.ts';

const day = (offset: number) => new Date(TEST_NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/*
 * Detected changes on the demo survey: a South store whose customers turned unhappy in the
 * last weeks is found by a detection run, stored once, listed to those whose scope and drill
 * node hold the store and to no one else, and closed when it no longer holds.
 */
describe('detected changes (postgres)', () => {
  let t: TestApp;
  let survey: SurveyModel;
  let store: UnitNode;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await seededApp('postgres', 3000);
    survey = (await t.services.catalog.survey(1, 'cx'))!;
    store = storeBelow(survey, 'south');
    await plantDrop(t.database, survey, store);
    t.services.analytics.changed(survey.id);
    for (const user of ['admin', 'regional']) cookies[user] = await signIn(t.app, user);
    // an integration that takes new changes (nothing listens there: the deliveries stay queued)
    await webhookDb(t.database.db)
      .insertInto('webhooks')
      .values({
        universe_id: survey.universeId,
        name: 'Changes',
        url: 'http://127.0.0.1:9/changes',
        secret: 'whsec_changes',
        events: ['change.detected'],
      })
      .execute();
  });

  /** The `change.detected` deliveries queued so far, by the change's id. */
  const deliveries = async () =>
    (
      await webhookDb(t.database.db)
        .selectFrom('webhook_deliveries')
        .select(['payload'])
        .where('event', '=', 'change.detected')
        .execute()
    ).map((row) => {
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
        text: string;
        data: { change: { id: string; unit: string; direction: string; link: string } };
      };
      return payload;
    });
  afterAll(() => t.close());

  const list = async (user: string, drillPath: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/changes/cx/${path(drillPath)}`,
      headers: { cookie: cookies[user] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TChangeList;
  };

  it('finds the planted drop, lists it where the store is in reach, and keeps it once', async () => {
    expect((await list('admin', 'org,all')).checkedAt).toBeNull();
    const first = await detectSurveyChanges(t.services, survey, day(0));
    expect(first.tested).toBeGreaterThan(0);
    const all = await list('admin', 'org,all');
    expect(all.checkedAt).not.toBeNull();
    const drop = all.changes.find((c) => c.unit.extName === store.extName && c.indicator.extName === 'nps');
    expect(drop).toMatchObject({ direction: 'down', window: expect.any(Number) });
    expect(drop!.recentN).toBeGreaterThanOrEqual(150);
    expect(drop!.ciHigh).toBeLessThan(0);
    expect(drop!.difference).toBeLessThan(-30);
    expect(drop!.qValue).toBeLessThan(0.05);
    expect(drop!.unit.path).toMatch(new RegExp(`^org,all,south,(.+,)?${store.extName}$`));
    expect(first.opened).toContain(drop!.id);
    // integrations are told of each new change once, with the sentence and a link to the unit
    const told = await deliveries();
    expect(told).toHaveLength(first.opened.length);
    const toldDrop = told.find((d) => d.data.change.id === drop!.id)!;
    expect(toldDrop.data.change).toMatchObject({ unit: store.title, direction: 'down' });
    expect(toldDrop.text).toContain(`fell at ${store.title}`);
    expect(toldDrop.data.change.link).toContain(`/page/overview/cx/${encodeURIComponent(drop!.unit.path)}`);
    // every listed change is significant after the adjustment and large enough to act on
    for (const change of all.changes) {
      expect(change.qValue).toBeLessThanOrEqual(0.05);
      expect(Math.sign(change.ciLow)).toBe(Math.sign(change.ciHigh));
      expect(Math.min(change.recentN, change.historyN)).toBeGreaterThanOrEqual(all.minAnswers);
    }
    // the South region's node lists it; the North's does not
    expect((await list('admin', 'org,all,south')).changes.map((c) => c.id)).toContain(drop!.id);
    const north = await list('admin', 'org,all,north');
    expect(north.changes.every((c) => c.unit.path.startsWith('org,all,north'))).toBe(true);
    expect(north.changes.map((c) => c.id)).not.toContain(drop!.id);
    // the North's regional manager never sees a South unit's change, in no view: in the
    // channel view, whose nodes are not units, the scope alone decides
    const regional = await list('regional', 'org,all,north');
    expect(regional.changes.every((c) => c.unit.path.startsWith('org,all,north'))).toBe(true);
    expect((await list('admin', 'channel,all')).changes.map((c) => c.id)).toContain(drop!.id);
    const regionalChannels = await list('regional', 'channel,all');
    expect(regionalChannels.changes.map((c) => c.id)).not.toContain(drop!.id);
    expect(regionalChannels.changes.every((c) => c.unit.path.startsWith('org,all,north'))).toBe(true);
    // a second run finds it again: the same row, nothing new opened
    const second = await detectSurveyChanges(t.services, survey, day(0));
    expect(second.opened).not.toContain(drop!.id);
    expect(await deliveries()).toHaveLength(first.opened.length + second.opened.length);
    const again = await list('admin', 'org,all');
    expect(again.changes.find((c) => c.id === drop!.id)).toMatchObject({ detectedAt: drop!.detectedAt });
  });

  it("finds the queue's growing share of the district's comments, carried by the planted store", async () => {
    // a store alone has too few comments in a year to compare; its district has enough
    const south = await list('admin', 'org,all,south');
    const share = south.changes.find(
      (c) => c.unit.extName === store.parent!.extName && c.indicator.extName === 'topic:checkout-queues',
    );
    expect(share, "the share of the district's comments about the queue rose").toMatchObject({
      direction: 'up',
      window: 28,
      indicator: { kind: 'topbox', title: 'Checkout and queues (share of comments, %)' },
    });
    expect(share!.recentValue).toBeGreaterThan(share!.historyValue + 20);
    expect(share!.ciLow).toBeGreaterThan(0);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/change-why/cx/${path('org,all')}/${share!.id}`,
      headers: { cookie: cookies.admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const why = response.json() as TChangeWhy;
    expect(why.children[0]).toMatchObject({ key: String(store.id), label: store.title });
    expect(why.children[0].share).toBeGreaterThan(50);
    expect(why.topics).toEqual([]);
    // the North's manager never sees it
    expect((await list('regional', 'org,all,north')).changes.map((c) => c.id)).not.toContain(share!.id);
  });

  it('says why: the district names the planted store first; the store names its queue and its speed', async () => {
    const all = await list('admin', 'org,all');
    const why = async (user: string, id: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/vuejs/analytics/change-why/cx/${path('org,all')}/${id}`,
        headers: { cookie: cookies[user] },
      });
    const district = all.changes.find(
      (c) => c.unit.extName === store.parent!.extName && c.indicator.extName === 'nps',
    );
    expect(district, "the drop shows at the store's district").toMatchObject({ direction: 'down' });
    const districtWhy = (await why('admin', district!.id)).json() as TChangeWhy;
    const drop = all.changes.find((c) => c.unit.extName === store.extName && c.indicator.extName === 'nps')!;
    expect(districtWhy.children[0]).toMatchObject({
      key: String(store.id),
      label: store.title,
      significant: true,
      // what shows it: the store's own dashboard
      path: drop.unit.path,
      filter: null,
    });
    expect(districtWhy.children[0].share).toBeGreaterThan(50);
    const response = await why('admin', drop.id);
    expect(response.statusCode, response.body).toBe(200);
    const storeWhy = response.json() as TChangeWhy;
    expect(storeWhy.children).toEqual([]);
    expect(storeWhy.topics[0]).toMatchObject({ key: 'checkout-queues', significant: true });
    expect(storeWhy.topics[0].recentShare).toBeGreaterThan(storeWhy.topics[0].historyShare);
    expect(storeWhy.drivers[0]).toMatchObject({ key: 'sat_speed', significant: true });
    expect(storeWhy.segments.map((s) => s.view)).toEqual(['Channel']);
    // a segment shows at the store's dashboard, its channel filter set
    for (const part of storeWhy.segments[0].parts) {
      expect(part.path).toBe(drop.unit.path);
      expect(part.filter).toMatch(/^channel=(store|web|phone)$/);
    }
    // a South change is not the North manager's to see, nor a made-up id anyone's
    expect((await why('regional', drop.id)).statusCode).toBe(404);
    expect((await why('admin', '999999')).statusCode).toBe(404);
  });

  it('closes the change when it no longer holds (weeks later, without new answers at the store)', async () => {
    const before = await list('admin', 'org,all');
    const drop = before.changes.find(
      (c) => c.unit.extName === store.extName && c.indicator.extName === 'nps',
    )!;
    const later = await detectSurveyChanges(t.services, survey, day(90));
    expect(later.closed).toBeGreaterThan(0);
    const after = await list('admin', 'org,all');
    expect(after.changes.map((c) => c.id)).not.toContain(drop.id);
    const row = await changesDb(t.database.db)
      .selectFrom('detected_changes')
      .select(['closed_at'])
      .where('id', '=', Number(drop.id))
      .executeTakeFirstOrThrow();
    expect(row.closed_at).toBeInstanceOf(Date);
  });
});
