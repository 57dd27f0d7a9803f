import type { TAlertRule } from '@opinio/domain/schemas/alerts';
import type { TCommentsResponse, TKpiResponse, TTrendResponse } from '@opinio/domain/schemas/analytics';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { TConfigBlockSaved, TConfigBlocks } from '@opinio/domain/schemas/config-blocks';
import type { TIngestResult } from '@opinio/domain/schemas/ingestion';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TTopicTaxonomy } from '@opinio/domain/schemas/topic-taxonomy';
import type { TTopicSuggestionsResponse, TTopicsResponse } from '@opinio/domain/schemas/topics';
import { DEMO_TAXONOMY } from '@opinio/domain/text-analytics/demo-taxonomy';
import { evaluateSentiment } from '@opinio/domain/text-analytics/evaluate-sentiment';
import { sentimentScore } from '@opinio/domain/text-analytics/sentiment';
import { matchTopics, matchTopicsAnyLanguage } from '@opinio/domain/text-analytics/taxonomy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';
import { loadRawInterviews, type RawInterview } from './raw-interviews.ts';

/*
 * Comment topics and sentiment over the demo: every figure against the comments read
 * straight from PostgreSQL and matched here with the domain's matcher, the period
 * comparison against a two-proportion z test written out, and the sentiment model against
 * an evaluation of the same comments made here.
 */

const topicsOf = (text: string, taxonomy: TTopicTaxonomy = DEMO_TAXONOMY) =>
  matchTopicsAnyLanguage(text, taxonomy).map((m) => m.key);

/**
 * The standard normal distribution function, from erf by Abramowitz & Stegun (1964),
 * formula 7.1.26 (absolute error below 1.5e-7).
 */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** NPS of the answers: promoters' share minus detractors', in points. */
const npsOf = (values: number[]) =>
  ((values.filter((v) => v >= 9).length - values.filter((v) => v <= 6).length) * 100) / values.length;

/** The training size the documentation gives: 100, then each step a quarter larger, the largest reached. */
function documentedTrainingSize(labelled: number): number {
  let size = 100;
  while (Math.ceil(size * 1.25) <= labelled) size = Math.ceil(size * 1.25);
  return size;
}

/** Varied comments of promoters and detractors: the same words in ever new combinations. */
const SUBJECTS = ['The staff', 'The checkout', 'The store', 'The service', 'The selection', 'The cafe'];
const GOOD = ['great', 'friendly', 'quick', 'helpful', 'clean', 'excellent', 'pleasant', 'smooth'];
const BAD = ['rude', 'slow', 'dirty', 'awful', 'unhelpful', 'terrible', 'messy', 'chaotic'];
function variedComments(count: number): Array<{ nps: number; comment: string }> {
  // Park and Miller's minimal standard generator: exact in doubles
  let state = 12345;
  const pick = <T>(list: readonly T[]) => {
    state = (state * 48271) % 2_147_483_647;
    return list[state % list.length];
  };
  return Array.from({ length: count }, (_, i) => {
    const happy = i % 5 < 3;
    const words = happy ? GOOD : BAD;
    const second = pick(SUBJECTS).toLowerCase();
    return {
      nps: happy ? pick([9, 10]) : pick([0, 2, 4, 5, 6]),
      comment: `${pick(SUBJECTS)} was ${pick(words)} and ${second} was ${pick(words)}.`,
    };
  });
}

describe.each(DATABASE_KINDS)('comment topics and sentiment (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let ingestKey: string;
  let raw: RawInterview[];
  let seq = 0;

  beforeAll(async () => {
    t = await seededApp(kind, 1000);
    for (const user of ['admin', 'regional']) cookies[user] = await signIn(t.app, user);
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx?purpose=ingest',
      headers: { cookie: cookies.admin, ...CSRF_HEADER },
    });
    ingestKey = (created.json() as TApiKeyCreated).token;
    raw = await loadRawInterviews(t);
  });
  afterAll(() => t.close());

  const get = (url: string, user = 'admin') =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
  const getJson = async <T>(url: string, user = 'admin'): Promise<T> => {
    const response = await get(url, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const topics = (drill = 'org,all', survey = 'cx') =>
    getJson<TTopicsResponse>(`/api/vuejs/analytics/topics/${survey}/${path(drill)}`);
  const ingest = async (rows: Array<{ nps: number; comment: string; date?: string }>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${ingestKey}` },
      payload: {
        interviews: rows.map((r) => ({
          externalId: `topics-${++seq}`,
          unit: 's001',
          date: r.date ?? '2026-06-14T09:30:00Z',
          answers: { nps: r.nps, sat_overall: 3, comment: r.comment },
        })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TIngestResult).ids;
  };
  const commented = () => raw.filter((r) => r.texts.comment !== undefined);
  /** The languages of the interviews whose contact has one. */
  const contactLocales = async () => {
    const rows = await t.database.db
      .selectFrom('contacts')
      .select(['interview_id', 'locale'])
      .where('locale', 'is not', null)
      .where('interview_id', 'is not', null)
      .execute();
    return new Map(rows.map((r) => [Number(r.interview_id), r.locale as TLocale]));
  };

  it('counts each topic as a count of the comments read from PostgreSQL and matched here', async () => {
    const got = await topics();
    const comments = commented();
    expect(got.comments).toBe(comments.length);
    expect(got.untagged).toBe(comments.filter((r) => topicsOf(r.texts.comment).length === 0).length);
    expect(got.topics.map((x) => x.key).sort()).toEqual(DEMO_TAXONOMY.topics.map((x) => x.key).sort());
    for (const topic of got.topics) {
      const mentioning = comments.filter((r) => topicsOf(r.texts.comment).includes(topic.key));
      expect(topic.count, topic.key).toBe(mentioning.length);
      expect(topic.share, topic.key).toBeCloseTo((mentioning.length * 100) / comments.length, 9);
      const scores = mentioning.flatMap((r) => (r.values.nps === undefined ? [] : [r.values.nps]));
      expect(topic.nps, topic.key).toBeCloseTo(npsOf(scores), 9);
      expect(topic.previousCount).toBeNull();
      expect(topic.change).toBeNull();
    }
    // most mentioned first, names in the caller's language
    const counts = got.topics.map((x) => x.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(got.topics.find((x) => x.key === 'checkout-queues')?.name).toBe('Checkout and queues');
  });

  it('compares each share with the previous period by a two-proportion z test written out here', async () => {
    const got = await topics('org,all;ftime=rdays:-90:0');
    expect(got.period).not.toBeNull();
    const { from, to } = got.period!;
    const before = got.previousPeriod!;
    const inPeriod = (p: { from: string; to: string }) =>
      commented().filter((r) => r.day >= p.from && r.day < p.to);
    const now = inPeriod({ from, to });
    const then = inPeriod(before);
    expect(got.comments).toBe(now.length);
    expect(got.previousComments).toBe(then.length);
    let significant = 0;
    for (const topic of got.topics) {
      const a = now.filter((r) => topicsOf(r.texts.comment).includes(topic.key)).length;
      const b = then.filter((r) => topicsOf(r.texts.comment).includes(topic.key)).length;
      expect(topic.count, topic.key).toBe(a);
      expect(topic.previousCount, topic.key).toBe(b);
      const [pa, pb] = [a / now.length, b / then.length];
      expect(topic.change, topic.key).toBeCloseTo((pa - pb) * 100, 9);
      const pooled = (a + b) / (now.length + then.length);
      const se = Math.sqrt(pooled * (1 - pooled) * (1 / now.length + 1 / then.length));
      const p = se === 0 ? 1 : 2 * normalCdf(-Math.abs((pa - pb) / se));
      expect(topic.changeSignificant, topic.key).toBe(p < 0.05);
      if (topic.changeSignificant) significant++;
    }
    expect(significant).toBeLessThan(got.topics.length);
  });

  it('a topic filter restricts the KPI tiles and the trend to the interviews that mention it', async () => {
    const staff = raw.filter((r) => r.texts.comment && topicsOf(r.texts.comment).includes('staff-service'));
    const kpis = await getJson<TKpiResponse>(
      `/api/vuejs/analytics/kpis/cx/${path('org,all;topic=staff-service')}`,
    );
    expect(kpis.nInterviews).toBe(staff.length);
    const scores = staff.flatMap((r) => (r.values.nps === undefined ? [] : [r.values.nps]));
    expect(kpis.tiles.find((tile) => tile.indicator === 'nps')?.value).toBeCloseTo(npsOf(scores), 9);
    // two topics: interviews that mention either
    const either = raw.filter(
      (r) => r.texts.comment && topicsOf(r.texts.comment).some((k) => k === 'parking' || k === 'prices'),
    );
    const two = await getJson<TKpiResponse>(
      `/api/vuejs/analytics/kpis/cx/${path('org,all;topic=parking*prices')}`,
    );
    expect(two.nInterviews).toBe(either.length);
    const trend = await getJson<TTrendResponse>(
      `/api/vuejs/analytics/trend/cx/${path('org,all;topic=staff-service')}?indicator=nps&bucket=month`,
    );
    expect(trend.points.reduce((sum, point) => sum + point.count, 0)).toBe(scores.length);
  });

  it('an unknown topic is a 400 naming the filter, in the filter token and in the comment list', async () => {
    const response = await get(`/api/vuejs/analytics/kpis/cx/${path('org,all;topic=no-such-topic')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('topic');
    const comments = await get(`/api/vuejs/comments/cx/${path('org,all')}?topic=no-such-topic`);
    expect(comments.statusCode).toBe(400);
    expect(comments.json().error.field).toBe('topic');
  });

  it('lists the topic filter with the taxonomy’s topics as its options', async () => {
    const sets = await getJson<{
      filterGroups: Array<{ filters: Array<{ extName: string; options: unknown[] }> }>;
    }>('/api/vuejs/filters/list/cx/standard');
    const filter = sets.filterGroups.flatMap((g) => g.filters).find((f) => f.extName === 'topic');
    expect(filter?.options).toEqual(
      DEMO_TAXONOMY.topics.map((x) => ({ extName: x.key, title: (x.name as { en: string }).en })),
    );
  });

  it('answers comments with their topics, the matching words and a sentiment; topic= lists a topic’s', async () => {
    const page = await getJson<TCommentsResponse>(
      `/api/vuejs/comments/cx/${path('org,all')}?topic=parking&limit=50`,
    );
    const parking = commented().filter((r) => topicsOf(r.texts.comment).includes('parking'));
    expect(page.items.length).toBe(Math.min(50, parking.length));
    for (const item of page.items) {
      expect(item.topics.map((x) => x.key)).toEqual(topicsOf(item.text));
      // the words that matched, where the comment has them
      const spans = item.topics.find((x) => x.key === 'parking')!.spans;
      const want = matchTopicsAnyLanguage(item.text, DEMO_TAXONOMY).find((m) => m.key === 'parking')!.spans;
      expect(spans).toEqual(want);
      expect(spans.length).toBeGreaterThan(0);
      expect(item.sentiment).not.toBeNull();
      expect(Math.abs(item.sentiment!)).toBeLessThanOrEqual(1);
    }
  });

  it('suggests phrases of untagged comments to administrators only', async () => {
    const url = `/api/vuejs/analytics/topic-suggestions/cx/${path('org,all')}`;
    expect((await get(url, 'regional')).statusCode).toBe(403);
    // read (and kept) before the new comments: what is kept never outlives new data
    expect(
      (await getJson<TTopicSuggestionsResponse>(url)).suggestions.some((s) => s.phrase === 'ordinary visit'),
    ).toBe(false);
    // every demo comment is about a topic: three that are not arrive
    const ordinary = [
      'An ordinary visit, nothing special.',
      'Just an ordinary visit.',
      'An ordinary visit again.',
    ];
    await ingest(ordinary.map((comment) => ({ nps: 7, comment, date: '2026-06-14T10:00:00Z' })));
    raw = await loadRawInterviews(t);
    const got = await getJson<TTopicSuggestionsResponse>(url);
    expect(got.comments).toBe(Math.min(got.limit, commented().length));
    expect(got.suggestions.find((s) => s.phrase === 'ordinary visit')?.count).toBe(ordinary.length);
    // only comments no topic covers: no suggestion is a phrase of a tagged comment alone
    for (const s of got.suggestions) expect(topicsOf(s.comment)).toEqual([]);
  });

  it("another universe's survey is a 404", async () => {
    expect((await get(`/api/vuejs/analytics/topics/guest/${path('org,all')}`)).statusCode).toBe(404);
    expect((await get(`/api/vuejs/analytics/topic-suggestions/guest/${path('org,all')}`)).statusCode).toBe(
      404,
    );
  });

  it('reports the sentiment model of the first comments of promoters and detractors, as evaluated here', async () => {
    const labelled = commented()
      .filter((r) => r.values.nps !== undefined && (r.values.nps >= 9 || r.values.nps <= 6))
      .sort((a, b) => a.id - b.id);
    const size = documentedTrainingSize(labelled.length);
    const expected = evaluateSentiment(
      labelled.slice(0, size).map((r) => ({
        text: r.texts.comment,
        locale: null,
        label: r.values.nps >= 9 ? ('positive' as const) : ('negative' as const),
      })),
    );
    const { model } = await topics();
    expect(model).toEqual({
      accuracy: expected.accuracy,
      baseline: expected.baseline,
      trained: expected.trained,
      heldOut: expected.heldOut,
    });
  });

  it('tags a new interview’s comment as it arrives', async () => {
    const before = await topics();
    const [id] = await ingest([{ nps: 3, comment: 'Parking was a nightmare, no car park nearby.' }]);
    const after = await topics();
    const count = (r: TTopicsResponse, key: string) => r.topics.find((x) => x.key === key)?.count;
    expect(after.comments).toBe(before.comments + 1);
    expect(count(after, 'parking')).toBe(count(before, 'parking')! + 1);
    const page = await getJson<TCommentsResponse>(`/api/vuejs/comments/cx/${path('org,all')}?topic=parking`);
    const item = page.items.find((x) => x.interviewId === id)!;
    const spans = item.topics[0].spans.map((s) => item.text.slice(s.start, s.end));
    expect(spans).toEqual(['Parking', 'car park']);
  });

  it('reads a comment in its contact’s language when it has one, else in every language', async () => {
    const finnish = 'Jonottaminen kassalle kesti liian kauan.';
    const ids = await ingest([
      { nps: 5, comment: finnish },
      { nps: 5, comment: finnish },
    ]);
    // a campaign's invitee answered in English: the Finnish words are no English keywords
    const sample = await t.database.db
      .selectFrom('samples')
      .innerJoin('universes', 'universes.id', 'samples.universe_id')
      .where('universes.name', '=', 'demo')
      .select(['samples.id', 'samples.universe_id'])
      .executeTakeFirstOrThrow();
    const unit = await t.database.db
      .selectFrom('interviews')
      .select('unit_id')
      .where('id', '=', ids[0])
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('contacts')
      .values({
        universe_id: sample.universe_id,
        sample_id: sample.id,
        unit_id: unit.unit_id,
        interview_id: ids[0],
        locale: 'en',
        state: 'completed',
      })
      .execute();
    const page = await getJson<TCommentsResponse>(`/api/vuejs/comments/cx/${path('org,all')}?limit=100`);
    const topicsById = new Map(page.items.map((item) => [item.interviewId, item.topics.map((x) => x.key)]));
    expect(topicsById.get(ids[0])).toEqual([]);
    expect(topicsById.get(ids[1])).toEqual(topicsOf(finnish));
    expect(topicsOf(finnish)).toEqual(['checkout-queues']);
  });

  it('trains again when many new comments came, beats its baseline, and scores every comment again', async () => {
    const before = (await topics()).model!;
    await ingest(variedComments(800));
    const got = await topics();
    const model = got.model!;
    expect(model.trained + model.heldOut).toBeGreaterThan(before.trained + before.heldOut);
    expect(model.accuracy!).toBeGreaterThan(model.baseline!);
    // the same model trained here on the comments read back from PostgreSQL
    const comments = (await loadRawInterviews(t)).filter((r) => r.texts.comment !== undefined);
    const labelled = comments
      .filter((r) => r.values.nps !== undefined && (r.values.nps >= 9 || r.values.nps <= 6))
      .sort((a, b) => a.id - b.id);
    const expected = evaluateSentiment(
      labelled.slice(0, documentedTrainingSize(labelled.length)).map((r) => ({
        text: r.texts.comment,
        locale: null,
        label: r.values.nps >= 9 ? ('positive' as const) : ('negative' as const),
      })),
    );
    expect(model).toEqual({
      accuracy: expected.accuracy,
      baseline: expected.baseline,
      trained: expected.trained,
      heldOut: expected.heldOut,
    });
    // old comments too are scored with the new model: the average over a topic's comments
    const staff = comments.filter((r) => topicsOf(r.texts.comment).includes('staff-service'));
    const scores = staff.map((r) => sentimentScore(expected.model, r.texts.comment, null));
    const average = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(got.topics.find((x) => x.key === 'staff-service')?.sentiment).toBeCloseTo(average, 9);
  });

  it('the taxonomy is a configuration block: a new version tags every comment again, a bad one names its field', async () => {
    const blocksUrl = async () => {
      const surveyId = (
        await t.database.db
          .selectFrom('surveys')
          .select('id')
          .where('ext_name', '=', 'cx')
          .executeTakeFirstOrThrow()
      ).id;
      return `/api/vuejs/surveys/configblocks/cx/${surveyId}`;
    };
    const url = await blocksUrl();
    const listed = async (query = '') =>
      (await getJson<TCommentsResponse>(`/api/vuejs/comments/cx/${path('org,all')}?limit=100${query}`)).items;
    const listedBefore = await listed();
    const call = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: cookies.root, ...CSRF_HEADER },
        payload: payload as object,
      });
    const current = ((await (await get(url, 'root')).json()) as TConfigBlocks).blocks.find(
      (b) => b.name === 'topics',
    )!;
    expect(current.content).toEqual(DEMO_TAXONOMY);
    const bad = await call({
      name: 'topics',
      content: { topics: [{ key: 'Bad key', name: 'Bad', keywords: {} }] },
      baseVersion: current.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('content.topics[0].key');
    const queues: TTopicTaxonomy = {
      topics: [
        {
          key: 'queues',
          name: 'Queues',
          keywords: { en: ['queue', 'wait'], fi: ['jono*'], sv: ['kö', 'kön'] },
        },
      ],
    };
    const saved = await call({
      name: 'topics',
      content: queues,
      baseVersion: current.version,
      comment: 'only queues',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const now = await loadRawInterviews(t);
    const locales = await contactLocales();
    const got = await topics();
    expect(got.topics.map((x) => x.key)).toEqual(['queues']);
    const withComment = now.filter((r) => r.texts.comment !== undefined);
    const mentioning = withComment.filter((r) => {
      const locale = locales.get(r.id);
      const found = locale
        ? matchTopics(r.texts.comment, locale, queues)
        : matchTopicsAnyLanguage(r.texts.comment, queues);
      return found.length > 0;
    });
    expect(mentioning.length).toBeLessThan(withComment.length);
    expect(got.topics[0].count).toBe(mentioning.length);
    // the comment list shows the new taxonomy's topics and words, the scores as they were
    const listedAfter = await listed();
    expect(listedAfter.map((x) => x.interviewId)).toEqual(listedBefore.map((x) => x.interviewId));
    const queued = await listed('&topic=queues');
    expect(queued.length).toBeGreaterThan(0);
    for (const item of [...listedAfter, ...queued]) {
      const locale = locales.get(item.interviewId);
      const want = locale
        ? matchTopics(item.text, locale, queues)
        : matchTopicsAnyLanguage(item.text, queues);
      expect(item.topics).toEqual(want);
    }
    expect(queued.every((x) => x.topics.length === 1)).toBe(true);
    expect(listedAfter.map((x) => x.sentiment)).toEqual(listedBefore.map((x) => x.sentiment));
    const rollback = await t.app.inject({
      method: 'POST',
      url: url.replace('/configblocks/', '/configblocks/rollback/'),
      headers: { cookie: cookies.root, ...CSRF_HEADER },
      payload: {
        name: 'topics',
        version: current.version,
        baseVersion: (saved.json() as TConfigBlockSaved).version,
      },
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect((await topics()).topics).toHaveLength(DEMO_TAXONOMY.topics.length);
  });

  it('an alert rule on a detractor mentioning the staff fires for those only', async () => {
    const save = (condition: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vuejs/surveys/effectblocks/cx',
        headers: { cookie: cookies.admin, ...CSRF_HEADER },
        payload: { name: 'Staff complaint', condition, dueHours: 24, notify: false, enabled: true },
      });
    const unknown = await save({ question: 'nps', op: '<=', value: 6, topics: ['no-such-topic'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.field).toBe('condition.topics');
    const created = await save({ question: 'nps', op: '<=', value: 6, topics: ['staff-service'] });
    expect(created.statusCode, created.body).toBe(200);
    const rule = created.json() as TAlertRule;
    const ids = await ingest([
      { nps: 2, comment: 'The staff did not seem interested in helping me.' },
      { nps: 2, comment: 'Parking was full again.' },
      { nps: 10, comment: 'Friendly staff who helped me find the right size.' },
    ]);
    const alerts = await t.database.db
      .selectFrom('alerts')
      .select(['interview_id'])
      .where('rule_id', '=', rule.id)
      .execute();
    expect(alerts.map((a) => Number(a.interview_id))).toEqual([ids[0]]);
  });
});
