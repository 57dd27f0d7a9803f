import type { TCommentSummaryResponse } from '@opinio/domain/schemas/comment-summary';
import type { TDriversResponse } from '@opinio/domain/schemas/insights';
import { DEMO_TAXONOMY } from '@opinio/domain/text-analytics/demo-taxonomy';
import { matchTopicsAnyLanguage } from '@opinio/domain/text-analytics/taxonomy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDrillPath } from '#access/drill-path-resolver.ts';
import { resolveScope } from '#access/scope.ts';
import { commentSummary } from '#analytics/comment-summary.ts';
import { applyFilters } from '#analytics/filters.ts';
import type { SurveyModel, UnitNode } from '#surveys/survey-model.ts';
import { plantDrop, storeBelow } from './change-fixture.ts';
import { path, seededApp, signIn, type TestApp } from './harness.ts';
import { loadRawInterviews, type RawInterview } from './raw-interviews.ts';

/*
 * Comment summaries over the demo with a South store whose customers complain about the
 * queue: every theme's impact recomputed here from the interviews read straight from
 * PostgreSQL and matched with the domain's matcher, the planted theme first where it drags
 * the score, representative comments of the theme itself, nothing under the minimum of
 * answers, and nothing outside the caller's scope.
 */

const topicsOf = (text: string) => matchTopicsAnyLanguage(text, DEMO_TAXONOMY).map((m) => m.key);
const npsOf = (values: number[]) =>
  ((values.filter((v) => v >= 9).length - values.filter((v) => v <= 6).length) * 100) / values.length;
const meanOf = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('comment summaries (postgres)', () => {
  let t: TestApp;
  let survey: SurveyModel;
  let store: UnitNode;
  let raw: RawInterview[];
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await seededApp('postgres', 1000);
    survey = (await t.services.catalog.survey(1, 'cx'))!;
    store = storeBelow(survey, 'south');
    await plantDrop(t.database, survey, store);
    t.services.analytics.changed(survey.id);
    for (const user of ['admin', 'regional']) cookies[user] = await signIn(t.app, user);
    raw = await loadRawInterviews(t);
  });
  afterAll(() => t.close());

  const get = (drill: string, query = '', user = 'admin') =>
    t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/comment-summary/cx/${path(drill)}${query}`,
      headers: { cookie: cookies[user] },
    });
  const summary = async (drill: string, query = '') => {
    const response = await get(drill, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TCommentSummaryResponse;
  };
  const under = (unitId: number) => raw.filter((r) => r.ancestors.includes(unitId));

  it("measures each theme's impact on the NPS as those who mention it against the others, recomputed here", async () => {
    const got = await summary('org,all');
    const answered = raw.filter((r) => r.values.nps !== undefined);
    expect(got.indicator).toMatchObject({ extName: 'nps', kind: 'nps', n: answered.length });
    expect(got.indicator!.value).toBeCloseTo(npsOf(answered.map((r) => r.values.nps)), 9);
    const withImpact = got.themes.filter((theme) => theme.impact !== null);
    expect(withImpact.length).toBeGreaterThan(3);
    for (const theme of got.themes) {
      const mentioning = answered.filter(
        (r) => r.texts.comment && topicsOf(r.texts.comment).includes(theme.key),
      );
      const others = answered.filter((r) => !mentioning.includes(r));
      if (mentioning.length < got.minAnswers) {
        expect(theme.impact, theme.key).toBeNull();
        continue;
      }
      const impact = theme.impact!;
      expect(impact.mentioningN, theme.key).toBe(mentioning.length);
      expect(impact.otherN, theme.key).toBe(others.length);
      expect(impact.mentioningValue!).toBeCloseTo(npsOf(mentioning.map((r) => r.values.nps)), 9);
      expect(impact.otherValue!).toBeCloseTo(npsOf(others.map((r) => r.values.nps)), 9);
      expect(impact.value).toBeCloseTo(got.indicator!.value! - impact.otherValue!, 9);
      // share × difference, and the interval around it
      const share = mentioning.length / answered.length;
      expect(impact.value).toBeCloseTo(share * (impact.mentioningValue! - impact.otherValue!), 9);
      expect(impact.ciLow!).toBeLessThan(impact.value);
      expect(impact.ciHigh!).toBeGreaterThan(impact.value);
    }
    // the themes that drag the score come first, the most negative first
    const dragging = got.themes.filter((theme) => theme.impact?.significant && theme.impact.value < 0);
    expect(dragging.length).toBeGreaterThan(0);
    expect(got.themes.slice(0, dragging.length)).toEqual(dragging);
    const values = dragging.map((theme) => theme.impact!.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('names the planted queue complaints first at the region, with comments that say so', async () => {
    const got = await summary('org,all,south');
    const first = got.themes[0];
    expect(first.key).toBe('checkout-queues');
    expect(first.impact!.significant).toBe(true);
    expect(first.impact!.ciHigh!).toBeLessThan(0);
    // the store's own summary: the queue comment is among the representative ones, once
    const atStore = await summary(`org,all,${storePath(store)}`);
    const queue = atStore.themes.find((theme) => theme.key === 'checkout-queues')!;
    const texts = queue.comments.map((c) => c.text);
    expect(texts.filter((text) => text === 'The queue at the till took forever.')).toHaveLength(1);
  });

  it('chooses up to three different comments per theme from those that mention it, inside the node', async () => {
    const got = await summary('org,all,south');
    const southIds = new Set(under(survey.organisation.unitsByExtName.get('south')!.id).map((r) => r.id));
    for (const theme of got.themes) {
      expect(theme.comments.length, theme.key).toBeLessThanOrEqual(3);
      if (theme.count >= got.minAnswers) expect(theme.comments.length, theme.key).toBeGreaterThan(0);
      expect(new Set(theme.comments.map((c) => c.text)).size).toBe(theme.comments.length);
      for (const comment of theme.comments) {
        expect(topicsOf(comment.text), theme.key).toContain(theme.key);
        expect(southIds.has(comment.interviewId)).toBe(true);
      }
    }
  });

  it('chooses the same comments whether a theme is found among the newest of the node or read on its own', async () => {
    const ctx = await dashboardContext('org,all,south');
    const together = await commentSummary(t.services.analytics, ctx, undefined);
    // so few of the newest read at once that most themes read their own
    const alone = await commentSummary(t.services.analytics, ctx, undefined, { shared: 20 });
    expect(alone.themes.map((theme) => [theme.key, theme.comments])).toEqual(
      together.themes.map((theme) => [theme.key, theme.comments]),
    );
    expect(together.themes.filter((theme) => theme.comments.length > 0).length).toBeGreaterThan(3);
  });

  it('shows nothing but the count of a theme mentioned by fewer than the minimum', async () => {
    // a North store over the last quarter: a handful of comments, most themes rare
    const got = await summary(`org,all,${storePath(storeBelow(survey, 'north'))};ftime=rdays:-90:0`);
    const few = got.themes.filter((theme) => theme.count < got.minAnswers);
    expect(few.length).toBeGreaterThan(0);
    for (const theme of few) {
      expect(theme.impact, theme.key).toBeNull();
      expect(theme.sentiment, theme.key).toBeNull();
      expect(theme.comments, theme.key).toEqual([]);
    }
  });

  it('measures the impact on a mean indicator when asked, and names a bad indicator', async () => {
    const got = await summary('org,all', '?indicator=speed');
    expect(got.indicator).toMatchObject({ extName: 'speed', kind: 'mean' });
    const answered = raw.filter((r) => r.values.sat_speed !== undefined);
    expect(got.indicator!.value).toBeCloseTo(meanOf(answered.map((r) => r.values.sat_speed)), 9);
    const queue = got.themes.find((theme) => theme.key === 'checkout-queues')!;
    const mentioning = answered.filter(
      (r) => r.texts.comment && topicsOf(r.texts.comment).includes(queue.key),
    );
    expect(queue.impact!.mentioningValue!).toBeCloseTo(meanOf(mentioning.map((r) => r.values.sat_speed)), 9);

    const bad = await get('org,all', '?indicator=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { field: 'indicator', code: 'unknown_value' } });
  });

  it("puts the themes beside the key drivers with the summary's impacts, those that drag most first", async () => {
    const got = await summary('org,all,south');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/drivers/cx/${path('org,all,south')}?target=nps`,
      headers: { cookie: cookies.admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const drivers = response.json() as TDriversResponse;
    const expected = got.themes.filter((theme) => theme.impact !== null);
    expect(drivers.themes.map((theme) => theme.key).sort()).toEqual(
      expected.map((theme) => theme.key).sort(),
    );
    for (const theme of drivers.themes)
      expect(theme.impact).toEqual(expected.find((e) => e.key === theme.key)!.impact);
    const values = drivers.themes.map((theme) => theme.impact.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(drivers.themes[0].key).toBe('checkout-queues');
  });

  it('answers 404 outside the caller’s scope and for another universe’s survey', async () => {
    expect((await get('org,all,south', '', 'regional')).statusCode).toBe(404);
    expect((await get('org,all,north', '', 'regional')).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/comment-summary/guest/${path('org,all')}`,
      headers: { cookie: cookies.admin },
    });
    expect(other.statusCode).toBe(404);
  });

  /** A dashboard context of the whole organisation's scope at `drillPath`. */
  async function dashboardContext(drillPath: string) {
    const scope = resolveScope(survey, null)!;
    return {
      survey,
      scope,
      drill: resolveDrillPath(survey, drillPath, scope),
      filters: applyFilters(survey, '', t.services.today(), scope),
    };
  }

  /** The store's place below the region in a drill path ("south,s004"). */
  function storePath(unit: UnitNode): string {
    const chain: string[] = [];
    for (let u: UnitNode | null = unit; u && u.extName !== 'all'; u = u.parent) chain.unshift(u.extName);
    return chain.join(',');
  }
});
