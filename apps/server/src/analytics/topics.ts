import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TTopicTaxonomy } from '@opinio/domain/schemas/topic-taxonomy';
import type {
  TTopicFigures,
  TTopicSuggestionsResponse,
  TTopicsResponse,
} from '@opinio/domain/schemas/topics';
import { compare } from '@opinio/domain/statistics/significance';
import { suggestTopics } from '@opinio/domain/text-analytics/suggest';
import { commentQuestionIds, type SurveyModel, surveyText } from '#surveys/survey-model.ts';
import type { Analytics } from './analytics.ts';
import { type DashboardContext, nodeConditions, withoutPeriod } from './dashboard.ts';
import { type Period, previousPeriod } from './filters.ts';
import { isSuppressed } from './indicator-statistics.ts';
import type { Condition, Measure, QueryRow } from './query-spec.ts';
import { commentText } from './text/comment-tagger.ts';
import { labelQuestion } from './text/sentiment-training.ts';

type Alias = 'n' | 's' | 'v' | 'a';

/** The interviews of the node and filters that have a comment, over the period and the one before. */
function commentConditions(
  ctx: DashboardContext,
  period: Period | null,
  previous: Period | null,
): Condition[] {
  const texts = commentQuestionIds(ctx.survey);
  const base: Condition[] = [...nodeConditions(ctx), { kind: 'hasText', questionIds: texts }];
  if (!period || !previous) return [...base, ...ctx.filters.conditions];
  return [
    ...base,
    ...withoutPeriod(ctx.filters.conditions, period),
    { kind: 'dateRange', from: previous.from, to: period.to },
  ];
}

/** Counts of one side of the period split (the whole node without a time filter). */
interface Side {
  comments: number;
  tagged: number;
  topics: Map<string, Record<Alias, number | null>>;
}

function sides(
  totals: QueryRow<Alias>[],
  tagged: QueryRow<Alias>[],
  byTopic: QueryRow<Alias>[],
  current: boolean | null,
): Side {
  const on = (r: QueryRow<Alias>) => current === null || r.current === current;
  return {
    comments: totals.find(on)?.values.n ?? 0,
    tagged: tagged.find(on)?.values.n ?? 0,
    topics: new Map(byTopic.filter(on).map((r) => [r.topic ?? '', r.values])),
  };
}

/**
 * How often each topic of the survey's taxonomy comes up in the comments of a drill node,
 * with the average sentiment and the NPS of the interviews that mention it; with a time
 * filter, each topic's share against the previous period of equal length, as the KPI
 * tiles compare (a two-proportion z test on comments mentioning it among all comments).
 */
export async function topicFigures(analytics: Analytics, ctx: DashboardContext): Promise<TTopicsResponse> {
  const { survey } = ctx;
  const topics = survey.topics?.topics ?? [];
  const period = ctx.filters.period;
  const previous = period ? previousPeriod(period) : null;
  const where = commentConditions(ctx, period, previous);
  const split = period && previous ? { splitSince: period.from } : {};
  const npsQuestion = labelQuestion(survey);
  const measures: Measure<Alias>[] = [
    { kind: 'count', as: 'n' },
    { kind: 'sentiment', as: 's' },
    ...(npsQuestion
      ? [
          { kind: 'nps', questionId: npsQuestion.id, as: 'v' } as const,
          { kind: 'answered', questionId: npsQuestion.id, as: 'a' } as const,
        ]
      : []),
  ];
  const count: Measure<Alias>[] = [{ kind: 'count', as: 'n' }];
  const keys = topics.map((t) => t.key);
  const [totals, tagged, byTopic] = await Promise.all([
    analytics.query(survey, { where, measures: count, ...split }),
    keys.length > 0
      ? analytics.query(survey, { where: [...where, { kind: 'topic', keys }], measures: count, ...split })
      : Promise.resolve([]),
    keys.length > 0
      ? analytics.query(survey, { where, measures, groupBy: { kind: 'topic' }, ...split })
      : Promise.resolve([]),
  ]);
  const now = sides(totals, tagged, byTopic, period ? true : null);
  const before = period ? sides(totals, tagged, byTopic, false) : null;
  const { minAnswers } = survey;
  const shown = (n: number) => n > 0 && !isSuppressed(n, minAnswers);
  const share = (n: number, of: number) => (of > 0 ? (n * 100) / of : 0);
  const figures: TTopicFigures[] = topics.map((topic) => {
    const values = now.topics.get(topic.key);
    const n = values?.n ?? 0;
    const answered = values?.a ?? 0;
    const previousCount = before ? (before.topics.get(topic.key)?.n ?? 0) : null;
    const comparable = before !== null && previousCount !== null && now.comments > 0 && before.comments > 0;
    const test = comparable
      ? compare(
          { kind: 'topbox', n: now.comments, hits: n },
          { kind: 'topbox', n: before.comments, hits: previousCount },
        )
      : null;
    return {
      key: topic.key,
      name: surveyText(survey, topic.name),
      count: n,
      share: share(n, now.comments),
      sentiment: shown(n) ? (values?.s ?? null) : null,
      nps: shown(answered) ? (values?.v ?? null) : null,
      previousCount,
      change: comparable ? share(n, now.comments) - share(previousCount, before.comments) : null,
      changeSignificant: test?.significant ?? null,
    };
  });
  const order = new Map(keys.map((key, i) => [key, i]));
  figures.sort((a, b) => b.count - a.count || order.get(a.key)! - order.get(b.key)!);
  return {
    comments: now.comments,
    untagged: now.comments - now.tagged,
    previousComments: before ? before.comments : null,
    period,
    previousPeriod: previous,
    minAnswers,
    topics: figures,
    // read after the queries: they brought the read model, and its model, up to date
    model: npsQuestion ? analytics.comments.summary(survey.id) : null,
  };
}

/** The most comments a suggestion call reads: the newest of the node. */
const SUGGESTION_COMMENTS = 5000;
/** Rows per page of the read. */
const SUGGESTION_PAGE = 1000;
/** What the comments read for suggestions are matched against: none has a topic. */
const NO_TOPICS: TTopicTaxonomy = { topics: [] };

/** Suggestions kept per survey model (a changed taxonomy is a new model), data version and node. */
const suggestionCache = new WeakMap<SurveyModel, Map<string, Promise<TTopicSuggestionsResponse>>>();
const CACHED_SUGGESTIONS = 50;

/**
 * Phrases that the newest comments of a drill node keep using where no topic of the
 * taxonomy matches: candidates for a new topic or keyword (`suggestTopics`). The same node,
 * filters and data version give the same phrases: they are kept (with the analytics cache).
 */
export async function topicSuggestions(
  analytics: Analytics,
  ctx: DashboardContext,
  limit = SUGGESTION_COMMENTS,
): Promise<TTopicSuggestionsResponse> {
  if (!analytics.cacheEnabled) return readSuggestions(analytics, ctx, limit);
  const loadCount = await analytics.loadCount(ctx.survey);
  const where = [...nodeConditions(ctx), ...ctx.filters.conditions];
  const key = `${loadCount}:${limit}:${ctx.scope.unit?.id ?? 'all'}:${JSON.stringify(where)}`;
  let cache = suggestionCache.get(ctx.survey);
  if (!cache) {
    cache = new Map();
    suggestionCache.set(ctx.survey, cache);
  }
  let result = cache.get(key);
  if (!result) {
    result = readSuggestions(analytics, ctx, limit);
    result.catch(() => cache.delete(key));
    cache.set(key, result);
    if (cache.size > CACHED_SUGGESTIONS) cache.delete(cache.keys().next().value!);
  }
  return result;
}

async function readSuggestions(
  analytics: Analytics,
  ctx: DashboardContext,
  limit: number,
): Promise<TTopicSuggestionsResponse> {
  const { survey } = ctx;
  const texts = commentQuestionIds(survey);
  // The read model tagged every comment with the taxonomy as it was read in: only those
  // without a topic are matched for phrases, and not against the taxonomy again.
  const untagged: Array<{ text: string; locale: TLocale | null }> = [];
  let comments = 0;
  let cursor: string | null = null;
  while (texts.length > 0 && comments < limit) {
    const page = await analytics.page(survey, {
      where: [...nodeConditions(ctx), ...ctx.filters.conditions, { kind: 'hasText', questionIds: texts }],
      order: { by: 'time', direction: 'desc' },
      limit: Math.min(SUGGESTION_PAGE, limit - comments),
      cursor,
      content: { texts, score: null, language: true, tagged: true },
    });
    for (const row of page.rows) {
      const text = commentText(texts.map((id) => row.texts.get(id) ?? null));
      if (text === null) continue;
      comments++;
      if (!row.tagged) untagged.push({ text, locale: row.lang });
    }
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  return {
    comments,
    limit,
    suggestions: suggestTopics(untagged, NO_TOPICS).map((s) => ({
      phrase: s.phrase,
      count: s.count,
      comment: s.example,
    })),
  };
}
