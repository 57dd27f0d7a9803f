import { DEFAULT_MIN_ANSWERS } from '@opinio/domain/constants';
import { computeIndicator } from '@opinio/domain/indicators';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TFilterQueryResponse, TFilterSet } from '@opinio/domain/schemas/filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';
import { loadRawInterviews, type RawInterview, unitIds } from './raw-interviews.ts';

// TEST_NOW is 2026-06-15: "today" for relative filters.
const TODAY = '2026-06-15';
const dayOffset = (n: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('filters (%s)', (kind) => {
  let t: TestApp;
  let raw: RawInterview[];
  let units: Map<string, number>;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await seededApp(kind, 3000);
    for (const user of ['admin', 'regional', 'store']) cookies[user] = await signIn(t.app, user);
    raw = await loadRawInterviews(t);
    units = await unitIds(t);
  });
  afterAll(() => t.close());

  const get = (user: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
  const kpis = async (token: string, drill = 'org,all') => {
    const response = await get('admin', `/api/vuejs/analytics/kpis/cx/${path(`${drill};${token}`)}`);
    expect(response.statusCode, `${token}: ${response.body}`).toBe(200);
    return response.json() as TKpiResponse;
  };
  const check = async (token: string, keep: (r: RawInterview) => boolean) => {
    const rows = raw.filter(keep);
    const got = await kpis(token);
    expect(got.nInterviews, token).toBe(rows.length);
    const answers = rows.map((r) => r.values.nps).filter((v) => v !== undefined);
    const nps = computeIndicator('nps', answers);
    const tile = got.tiles.find((x) => x.indicator === 'nps')!;
    // under the survey's minimum of answers the value is not shown
    expect(tile.suppressed, token).toBe(answers.length > 0 && answers.length < DEFAULT_MIN_ANSWERS);
    if (nps === null || tile.suppressed) expect(tile.value).toBeNull();
    else expect(tile.value!, token).toBeCloseTo(nps, 9);
    expect(rows.length, `${token} should select something`).toBeGreaterThan(0);
    expect(rows.length, `${token} should leave something out`).toBeLessThan(raw.length);
  };

  it('lists the standard and time filter sets with groups, kinds and options', async () => {
    const standard = (await get('admin', '/api/vuejs/filters/list/cx/standard')).json() as TFilterSet;
    expect(standard.filterGroups.map((g) => g.title)).toEqual([
      'Customer',
      'Scores',
      'Organisation',
      'Comments',
    ]);
    const channel = standard.filterGroups[0].filters[0];
    expect(channel).toMatchObject({
      extName: 'channel',
      multipleSelections: true,
      exclude: true,
      serverSide: false,
    });
    expect(channel.options.map((o) => o.extName)).toEqual(['store', 'web', 'phone']);
    const store = standard.filterGroups[2].filters[0];
    expect(store).toMatchObject({ serverSide: true, options: [] });
    const time = (await get('admin', '/api/vuejs/filters/list/cx/time')).json() as TFilterSet;
    const flags = time.filterGroups[0].filters.map((f) => [
      f.extName,
      f.dateInterval,
      f.dateRef,
      f.today,
      f.tableDate,
    ]);
    expect(flags).toEqual([
      ['ftime', true, false, false, false],
      ['fdate', false, true, false, false],
      ['ftoday', false, false, true, false],
      ['ftable', false, false, false, true],
    ]);
    expect((await get('admin', '/api/vuejs/filters/list/cx/other')).statusCode).toBe(400);
    expect((await get('admin', '/api/vuejs/filters/list/guest/standard')).statusCode).toBe(404);
  });

  it('choice filters: several values, and excluded values', async () => {
    await check('channel=web*phone', (r) => r.values.channel === 2 || r.values.channel === 3);
    await check('channel=_web', (r) => r.values.channel !== 2);
    await check('visit=first', (r) => r.values.visit === 1);
    await check('sat_overall=4*5', (r) => r.values.sat_overall >= 4);
  });

  it('range filters apply from_to, both ends included', async () => {
    await check('nps=0_6', (r) => r.values.nps >= 0 && r.values.nps <= 6);
    await check('nps=8.5_10', (r) => r.values.nps >= 8.5);
  });

  it("substring filters include with '~' and exclude with '_'", async () => {
    await check('comment=checkout~', (r) => (r.texts.comment ?? '').toLowerCase().includes('checkout'));
    await check('comment=_staff', (r) => !(r.texts.comment ?? '').toLowerCase().includes('staff'));
    await check('comment=STAFF~*kassa~', (r) => /staff|kassa/.test((r.texts.comment ?? '').toLowerCase()));
  });

  it('unit filters keep interviews below any chosen unit', async () => {
    const oulu = units.get('oulu')!;
    const s011 = units.get('s011')!;
    await check('store=oulu*s011', (r) => r.ancestors.includes(oulu) || r.ancestors.includes(s011));
  });

  it('time filters: interval, relative dates, today and the table date', async () => {
    await check('ftime=rdays:-10:0', (r) => r.day >= dayOffset(-10) && r.day <= TODAY);
    await check('fdate=rdateb30db', (r) => r.day < dayOffset(-30));
    await check('fdate=rdatea7db', (r) => r.day > dayOffset(-7));
    const last = raw
      .map((r) => r.day)
      .sort()
      .at(-1)!;
    const first = raw.map((r) => r.day).sort()[0];
    await check('ftable=last', (r) => r.day === last);
    await check('ftable=first', (r) => r.day === first);
    const todays = raw.filter((r) => r.day === TODAY).length;
    expect((await kpis('ftoday=today_ymd')).nInterviews).toBe(todays);
    const sameDay = raw.filter((r) => r.day.slice(5) === TODAY.slice(5)).length;
    expect((await kpis('ftoday=today_md')).nInterviews).toBe(sameDay);
    expect((await kpis('ftable=none')).nInterviews).toBe(raw.length);
  });

  it('filters combine with AND', async () => {
    await check(
      'channel=web;nps=9_10;ftime=rdays:-200:0',
      (r) => r.values.channel === 2 && r.values.nps >= 9 && r.day >= dayOffset(-200),
    );
  });

  it('malformed values answer 400 with the reason, and change nothing', async () => {
    const cases = [
      'nps=abc',
      'nps=5_1',
      'visit=first*repeat',
      'channel=fax',
      'comment=slow',
      'fdate=rdatex1db',
      'ftoday=yesterday',
      'ftable=middle',
      'ftime=rdays:0',
      'store=nowhere',
      'campaign=1:2:any:any:any',
    ];
    for (const token of cases) {
      const response = await get('admin', `/api/vuejs/analytics/kpis/cx/${path(`org,all;${token}`)}`);
      expect(response.statusCode, token).toBe(400);
      expect(response.json().error.message, token).toMatch(/"/);
    }
  });

  it('every number in a token is bounded: far relative dates, intervals and ranges answer 400 naming the filter', async () => {
    const cases: Array<[string, string]> = [
      ['ftime=rdays:-99999:0', 'ftime'],
      ['ftime=rmonths:-99999:0', 'ftime'],
      ['ftime=ryears:-99999:99999', 'ftime'],
      ['ftime=ryears:-201:0', 'ftime'],
      ['ftime=rdays:-9999999:0', 'ftime'],
      ['fdate=rdateb99999yb', 'fdate'],
      ['fdate=rdatea99999yf', 'fdate'],
      ['fdate=rdatee99999db', 'fdate'],
      ['fdate=rdatee2401mf', 'fdate'],
      ['nps=-99999999999999999999_0', 'nps'],
      ['nps=0_99999999999999999999999', 'nps'],
      ['camp=1:9999999:any:any:any', 'camp'],
    ];
    for (const [token, field] of cases) {
      for (const call of ['kpis', 'trend', 'breakdown']) {
        const response = await get('admin', `/api/vuejs/analytics/${call}/cx/${path(`org,all;${token}`)}`);
        expect(response.statusCode, `${call} ${token}: ${response.body}`).toBe(400);
        expect(response.json().error.field, token).toBe(field);
      }
    }
    // The widest bounds still answer.
    expect((await kpis('ftime=ryears:-200:200')).nInterviews).toBe(raw.length);
    expect((await kpis('fdate=rdateb73000db')).nInterviews).toBe(0);
  });

  it('NUL in a filter value answers 400 naming the filter, on every list and chart', async () => {
    for (const call of ['analytics/kpis', 'comments', 'interviews', 'alerts', 'samples']) {
      for (const [token, field] of [
        ['comment=slow\u0000~', 'comment'],
        ['comment=_\u0000', 'comment'],
        ['channel=w\u0000b', 'channel'],
        ['store=s0\u000001', 'store'],
      ]) {
        const response = await get('admin', `/api/vuejs/${call}/cx/${path(`org,all;${token}`)}`);
        expect(response.statusCode, `${call} ${JSON.stringify(token)}: ${response.body}`).toBe(400);
        expect(response.json().error.field, token).toBe(field);
      }
    }
  });

  it('typeahead answers units matching the query, only within the user scope', async () => {
    const admin = (
      await get('admin', '/api/vuejs/filters/query/cx/store?query=oulu')
    ).json() as TFilterQueryResponse;
    expect(admin.options.map((o) => o.title)).toContain('Oulu district');
    expect(admin.options.length).toBe(11);
    const regional = (
      await get('regional', '/api/vuejs/filters/query/cx/store?query=helsinki')
    ).json() as TFilterQueryResponse;
    expect(regional.options).toEqual([]);
    const store = (
      await get('store', '/api/vuejs/filters/query/cx/store?query=')
    ).json() as TFilterQueryResponse;
    expect(store.options).toEqual([{ extName: 's001', title: 'Oulu Centre' }]);
    const all = (
      await get('admin', '/api/vuejs/filters/query/cx/store?query=')
    ).json() as TFilterQueryResponse;
    expect(all.options).toHaveLength(50);
    expect(all.more).toBe(true);
    const outside = await get(
      'regional',
      `/api/vuejs/analytics/kpis/cx/${path('org,all,north;store=helsinki')}`,
    );
    expect(outside.statusCode).toBe(400);
    expect((await get('admin', '/api/vuejs/filters/query/cx/nope?query=a')).statusCode).toBe(404);
    expect((await get('admin', '/api/vuejs/filters/query/cx/nps?query=a')).statusCode).toBe(400);
  });
});
