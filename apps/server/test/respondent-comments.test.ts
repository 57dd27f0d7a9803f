import type { TAlertList, TAlertRule } from '@opinio/domain/schemas/alerts';
import type { TCommentsResponse } from '@opinio/domain/schemas/analytics';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import type { TCommentSummaryResponse } from '@opinio/domain/schemas/comment-summary';
import type { TIngestResult } from '@opinio/domain/schemas/ingestion';
import type { TInterviewList } from '@opinio/domain/schemas/interviews';
import type { TTopicSuggestionsResponse, TTopicsResponse } from '@opinio/domain/schemas/topics';
import { DEMO_TAXONOMY } from '@opinio/domain/text-analytics/demo-taxonomy';
import { matchTopicsAnyLanguage } from '@opinio/domain/text-analytics/taxonomy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCells } from '#changes/change-cells.ts';
import { ancestors, type SurveyModel, type UnitNode } from '#surveys/survey-model.ts';
import { storeBelow } from './change-fixture.ts';
import { seededAppOnClickHouse } from './clickhouse-app.ts';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, TEST_NOW, type TestApp } from './harness.ts';
import { loadRawInterviews, type RawInterview } from './raw-interviews.ts';

/*
 * Only what a respondent wrote is a comment. The demo survey gets a background text variable
 * (sent with each interview) and a computed one (set by a script), both full of words about
 * queues, parking and prices, on interviews of one store; every comment figure is then
 * recomputed here from the respondents' answers to the comment question alone, read straight
 * from PostgreSQL: the comment list, topics and their sentiment, the comment summary's themes,
 * impacts and typical comments, suggestions, the shares of comments in what changed, the big
 * screen, the interview and alert lists, and an alert rule on the comment's topics; on both
 * databases, and with the wide table on ClickHouse.
 */

const topicsOf = (text: string) => matchTopicsAnyLanguage(text, DEMO_TAXONOMY).map((m) => m.key);
const npsOf = (values: number[]) =>
  ((values.filter((v) => v >= 9).length - values.filter((v) => v <= 6).length) * 100) / values.length;
const meanOf = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The training size the documentation gives: 100, then each step a quarter larger, the largest reached. */
function documentedTrainingSize(labelled: number): number {
  let size = 100;
  while (Math.ceil(size * 1.25) <= labelled) size = Math.ceil(size * 1.25);
  return size;
}

/** What the store's own respondents wrote (every fourth interview). */
const WRITTEN = [
  'The staff were friendly and helpful.',
  'Parking was full again.',
  'Great selection of fresh bread.',
  'The staff did not seem interested in helping me.',
];
/** The background variable, sent with every interview: never a comment. */
const NOTES = [
  'Long queue at the checkout and the prices were too high',
  'Loyalty card holder, gold tier member since spring',
];
/** The computed variable: its script's text, or the one sent with the interview (the script then sets nothing). */
const DIGEST_LOW = 'Parking was full and the queue at the checkout was long';
const DIGEST_HIGH = 'Visited on a weekday morning with the whole family';
const DIGEST_SENT = 'Rude staff, dirty floors and long queues at every till';
const SCRIPT = `function compute(interview) {
  if ('visit_digest' in interview.answers) return null;
  return interview.answers.nps <= 6 ? ${JSON.stringify(DIGEST_LOW)} : ${JSON.stringify(DIGEST_HIGH)};
}`;
const OWN = 120;

/** Both databases with the read model in the process, and the ClickHouse engine with its copy of the wide table. */
const SETUPS = [
  ...DATABASE_KINDS.map((kind) => ({ kind, engine: 'duckdb' as const })),
  { kind: 'pglite' as const, engine: 'clickhouse' as const },
];

describe.each(SETUPS)('comments are what respondents wrote ($kind, $engine)', ({ kind, engine }) => {
  let t: TestApp;
  let survey: SurveyModel;
  let store: UnitNode;
  let storePath: string;
  let raw: RawInterview[];
  let own: RawInterview[];
  let parkingRule: number;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = engine === 'clickhouse' ? await seededAppOnClickHouse(kind, 1000) : await seededApp(kind, 1000);
    expect(t.services.analytics.engineName).toBe(engine);
    cookies.admin = await signIn(t.app, 'admin');
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    const post = (url: string, payload: object, user = 'root') =>
      t.app.inject({ method: 'POST', url, headers: { cookie: cookies[user], ...CSRF_HEADER }, payload });
    const surveyId = (await t.services.catalog.survey(1, 'cx'))!.id;
    // as an administrator adds them: a background and a computed text variable, and the script
    for (const variable of [
      {
        extName: 'crm_note',
        source: 'background',
        title: { en: 'CRM note', fi: 'CRM-merkintä', sv: 'CRM-anteckning' },
      },
      {
        extName: 'visit_digest',
        source: 'computed',
        title: { en: 'Visit digest', fi: 'Käynnin kooste', sv: 'Besökssammanfattning' },
      },
    ]) {
      const saved = await post(`/api/vuejs/surveys/metaproperty/cx/${surveyId}`, {
        ...variable,
        type: 'text',
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const script = await post(`/api/vuejs/surveys/scripts/cx/${surveyId}`, {
      scope: 'survey',
      name: 'digest',
      purpose: 'variable',
      target: 'visit_digest',
      enabled: true,
      source: SCRIPT,
      baseVersion: 0,
    });
    expect(script.statusCode, script.body).toBe(200);
    // an alert rule on a detractor whose comment mentions parking
    const rule = await post(
      '/api/vuejs/surveys/effectblocks/cx',
      {
        name: 'Parking complaint',
        condition: { question: 'nps', op: '<=', value: 6, topics: ['parking'] },
        dueHours: 24,
        notify: false,
        enabled: true,
      },
      'admin',
    );
    expect(rule.statusCode, rule.body).toBe(200);
    parkingRule = (rule.json() as TAlertRule).id;
    survey = (await t.services.catalog.survey(1, 'cx'))!;
    store = storeBelow(survey, 'north');
    storePath = ['org', ...ancestors(store).map((u) => u.extName)].join(',');
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx?purpose=ingest',
      headers: { cookie: cookies.admin, ...CSRF_HEADER },
    });
    const ingested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${(key.json() as TApiKeyCreated).token}` },
      payload: {
        interviews: Array.from({ length: OWN }, (_, i) => ({
          externalId: `variables-${i}`,
          unit: store.extName,
          // the store's newest interviews, this morning
          date: new Date(TEST_NOW.getTime() - (i + 1) * 60_000).toISOString(),
          answers: {
            nps: i % 11,
            sat_overall: 1 + (i % 5),
            crm_note: NOTES[i % NOTES.length],
            ...(i % 4 === 0 ? { comment: WRITTEN[(i / 4) % WRITTEN.length] } : {}),
            ...(i % 10 === 1 ? { visit_digest: DIGEST_SENT } : {}),
          },
        })),
      },
    });
    expect(ingested.statusCode, ingested.body).toBe(200);
    raw = await loadRawInterviews(t);
    const interviews = byId();
    // in the order sent: the newest first
    own = (ingested.json() as TIngestResult).ids.map((id) => interviews.get(id)!);
  });
  afterAll(() => t?.close());

  const getJson = async <T>(url: string, user = 'admin'): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  /** The interviews at or below a unit. */
  const under = (unit: UnitNode) => raw.filter((r) => r.ancestors.includes(unit.id));
  /** Those with a comment: an answer to the comment question, the survey's only question respondents write in. */
  const commented = (rows: readonly RawInterview[]) => rows.filter((r) => r.texts.comment !== undefined);
  const mentioning = (rows: readonly RawInterview[], topic: string) =>
    commented(rows).filter((r) => topicsOf(r.texts.comment).includes(topic));
  const byId = () => new Map(raw.map((r) => [r.id, r]));
  const allComments = async (drill: string) => {
    const items: TCommentsResponse['items'] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: TCommentsResponse = await getJson(
        `/api/vuejs/comments/cx/${path(drill)}?limit=100${query}`,
      );
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  };

  it('holds text in both variables: sent with each interview, set by the script, or sent for the computed one', () => {
    expect(own).toHaveLength(OWN);
    for (const [n, r] of own.entries()) {
      expect(r.texts.crm_note).toBe(NOTES[n % NOTES.length]);
      // a value sent for a computed variable stays when its script sets none
      expect(r.texts.visit_digest).toBe(
        n % 10 === 1 ? DIGEST_SENT : r.values.nps <= 6 ? DIGEST_LOW : DIGEST_HIGH,
      );
      expect(r.texts.comment).toBe(n % 4 === 0 ? WRITTEN[(n / 4) % WRITTEN.length] : undefined);
    }
  });

  it('lists the respondents’ comments only, each with its own topics and a sentiment', async () => {
    const items = await allComments(storePath);
    const expected = commented(under(store));
    expect(items.map((c) => `${c.interviewId}: ${c.text}`).sort()).toEqual(
      expected.map((r) => `${r.id}: ${r.texts.comment}`).sort(),
    );
    const title = survey.questionsByExtName.get('comment')!.title;
    for (const item of items) {
      expect(item.question).toBe(title);
      expect(item.topics.map((topic) => topic.key)).toEqual(topicsOf(item.text));
      expect(item.sentiment).not.toBeNull();
    }
  });

  it('counts topics in the respondents’ comments only, at the whole organisation and at the store', async () => {
    for (const [drill, rows] of [
      ['org,all', raw],
      [storePath, under(store)],
    ] as const) {
      const got = await getJson<TTopicsResponse>(`/api/vuejs/analytics/topics/cx/${path(drill)}`);
      const comments = commented(rows);
      expect(got.comments, drill).toBe(comments.length);
      expect(got.untagged, drill).toBe(comments.filter((r) => topicsOf(r.texts.comment).length === 0).length);
      for (const topic of got.topics) {
        const those = mentioning(rows, topic.key);
        expect(topic.count, `${drill} ${topic.key}`).toBe(those.length);
        const scores = those.flatMap((r) => (r.values.nps === undefined ? [] : [r.values.nps]));
        if (topic.nps !== null) expect(topic.nps, `${drill} ${topic.key}`).toBeCloseTo(npsOf(scores), 9);
      }
    }
  });

  it('learns sentiment from the respondents’ comments and scores each comment by its own words', async () => {
    const got = await getJson<TTopicsResponse>(`/api/vuejs/analytics/topics/cx/${path(storePath)}`);
    // trained on the comments of promoters and detractors: no variable makes one
    const labelled = commented(raw).filter((r) => r.values.nps >= 9 || r.values.nps <= 6).length;
    expect(got.model).not.toBeNull();
    expect(got.model!.trained + got.model!.heldOut).toBe(documentedTrainingSize(labelled));
    // a theme's sentiment is the mean of its comments' own, as the comment list shows them
    const items = await allComments(storePath);
    let compared = 0;
    for (const topic of got.topics) {
      if (topic.sentiment === null) continue;
      const scores = items.filter((c) => c.topics.some((x) => x.key === topic.key)).map((c) => c.sentiment!);
      expect(scores.length, topic.key).toBe(topic.count);
      expect(topic.sentiment, topic.key).toBeCloseTo(meanOf(scores), 9);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('summarises themes, their impact and typical comments from the respondents’ comments only', async () => {
    const interviews = byId();
    for (const [drill, rows] of [
      ['org,all', raw],
      [storePath, under(store)],
    ] as const) {
      const got = await getJson<TCommentSummaryResponse>(
        `/api/vuejs/analytics/comment-summary/cx/${path(drill)}`,
      );
      expect(got.comments, drill).toBe(commented(rows).length);
      const answered = rows.filter((r) => r.values.nps !== undefined);
      const themes = new Set(commented(rows).flatMap((r) => topicsOf(r.texts.comment)));
      expect(got.themes.map((theme) => theme.key).sort(), drill).toEqual([...themes].sort());
      for (const theme of got.themes) {
        const those = mentioning(rows, theme.key);
        expect(theme.count, `${drill} ${theme.key}`).toBe(those.length);
        if (theme.impact) {
          const scored = answered.filter((r) => those.includes(r));
          expect(theme.impact.mentioningN, `${drill} ${theme.key}`).toBe(scored.length);
          expect(theme.impact.otherN, `${drill} ${theme.key}`).toBe(answered.length - scored.length);
          expect(theme.impact.mentioningValue!).toBeCloseTo(npsOf(scored.map((r) => r.values.nps)), 9);
        }
        // a typical comment is one respondent's answer, as written
        for (const comment of theme.comments)
          expect(comment.text, theme.key).toBe(interviews.get(comment.interviewId)!.texts.comment);
      }
    }
  });

  it('suggests phrases from the respondents’ comments only', async () => {
    const got = await getJson<TTopicSuggestionsResponse>(
      `/api/vuejs/analytics/topic-suggestions/cx/${path(storePath)}`,
    );
    const comments = commented(under(store));
    expect(got.comments).toBe(Math.min(got.limit, comments.length));
    const written = new Set(comments.map((r) => r.texts.comment));
    for (const suggestion of got.suggestions) expect(written).toContain(suggestion.comment);
  });

  it('compares the shares of comments about each topic in what changed from the respondents’ comments only', async () => {
    const asOf = TEST_NOW.toISOString().slice(0, 10);
    const { cells, periods } = await changeCells(t.services.analytics, survey, asOf);
    const p = periods.get(28)!;
    const topicCells = cells.filter((cell) => cell.indicator.startsWith('topic:'));
    expect(topicCells.some((cell) => cell.unitId === String(store.id))).toBe(true);
    const within = (from: string, to: string) => (r: RawInterview) => r.day >= from && r.day <= to;
    const recent = within(p.recentFrom, p.recentTo);
    const history = within(p.historyFrom, p.historyTo);
    for (const cell of topicCells) {
      const rows = commented(raw.filter((r) => r.ancestors.includes(Number(cell.unitId))));
      const topic = cell.indicator.slice('topic:'.length);
      const hits = (side: (r: RawInterview) => boolean) =>
        rows.filter((r) => side(r) && topicsOf(r.texts.comment).includes(topic)).length;
      expect(cell.recent, cell.indicator).toEqual({
        kind: 'topbox',
        n: rows.filter(recent).length,
        hits: hits(recent),
      });
      expect(cell.history, cell.indicator).toEqual({
        kind: 'topbox',
        n: rows.filter(history).length,
        hits: hits(history),
      });
    }
  });

  it('shows the respondents’ comments on the big screen, the interview list and the alert list', async () => {
    const interviews = byId();
    const created = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/surveys/apikey/create/cx?scopeUnit=${store.extName}&purpose=bigscreen`,
      headers: { cookie: cookies.admin, ...CSRF_HEADER },
    });
    const screen = await t.app.inject({
      method: 'GET',
      url: '/api/bigscreen/summary',
      headers: { authorization: `Bearer ${(created.json() as TApiKeyCreated).token}` },
    });
    expect(screen.statusCode, screen.body).toBe(200);
    const shown = (screen.json() as TBigScreenSummary).comments;
    expect(shown).toHaveLength(Math.min(12, commented(under(store)).length));
    for (const comment of shown)
      expect(comment.text, String(comment.interviewId)).toBe(
        interviews.get(comment.interviewId)!.texts.comment,
      );

    const list = await getJson<TInterviewList>(`/api/vuejs/interviews/cx/${path(storePath)}?limit=100`);
    expect(list.items.length).toBeGreaterThan(OWN / 2);
    for (const item of list.items)
      expect(item.comment, String(item.id)).toBe(interviews.get(item.id)!.texts.comment ?? null);

    const alerts = await getJson<TAlertList>(`/api/vuejs/alerts/cx/${path(storePath)}?limit=100`);
    const ownAlerts = alerts.items.filter((a) => own.some((r) => r.id === a.interviewId));
    expect(ownAlerts.length).toBeGreaterThan(0);
    for (const alert of ownAlerts)
      expect(alert.excerpt, String(alert.interviewId)).toBe(
        interviews.get(alert.interviewId)!.texts.comment ?? null,
      );
  });

  it('opens an alert on the comment’s topics from what the respondent wrote', async () => {
    const opened = await t.database.db
      .selectFrom('alerts')
      .select('interview_id')
      .where('rule_id', '=', parkingRule)
      .execute();
    const expected = own.filter((r) => r.values.nps <= 6 && mentioning([r], 'parking').length > 0);
    expect(expected.length).toBeGreaterThan(0);
    expect(opened.map((a) => Number(a.interview_id)).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
  });
});
