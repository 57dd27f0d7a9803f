import { themeImpact } from '@opinio/domain/changes/theme-impact';
import type {
  TCommentSummaryResponse,
  TSummaryComment,
  TSummaryTheme,
  TThemeImpact,
} from '@opinio/domain/schemas/comment-summary';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { indicatorValue } from '@opinio/domain/statistics/indicator-counts';
import { representativeComments } from '@opinio/domain/text-analytics/representative';
import { commentQuestionIds, type IndicatorModel, type SurveyModel } from '#surveys/survey-model.ts';
import type { Analytics } from './analytics.ts';
import { type DashboardContext, findIndicator, nodeConditions } from './dashboard.ts';
import { countMeasures, countsFrom, isSuppressed } from './indicator-statistics.ts';
import type { Condition } from './query-spec.ts';
import { commentText } from './text/comment-tagger.ts';
import { topicFigures } from './topics.ts';

/** The newest comments of a theme its representative comments are chosen from. */
const SAMPLE = 200;
/** The node's newest comments read once for every theme's (a theme rare among them reads its own). */
const SHARED = 3000;
/** Rows per read of the read model: the shared sample in one scan. */
const PAGE = SHARED;
/** Representative comments per theme. */
const REPRESENTATIVE = 3;

/** The indicator impacts are measured on: the one asked for, else the survey's NPS, else its first. */
function impactIndicator(survey: SurveyModel, extName: string | undefined): IndicatorModel | null {
  if (extName !== undefined) return findIndicator(survey, extName);
  return survey.indicators.find((i) => i.kind === 'nps') ?? survey.indicators[0] ?? null;
}

/**
 * Each theme's impact on `indicator` over the node and filters: the counts of every answer
 * and of those whose comment mentions each theme, in two scans (docs/comment-summaries.md).
 * A theme mentioned by fewer than the survey's minimum, or whose other answers are fewer,
 * has none; the whole node under the minimum has none at all.
 */
export async function themeImpacts(
  analytics: Analytics,
  ctx: DashboardContext,
  indicator: IndicatorModel,
): Promise<{ value: number | null; n: number; impacts: Map<string, TThemeImpact> }> {
  const { survey } = ctx;
  const where: Condition[] = [...nodeConditions(ctx), ...ctx.filters.conditions];
  const measures = countMeasures(indicator, 'i');
  const topics = survey.topics?.topics ?? [];
  const [totals, byTopic] = await Promise.all([
    analytics.query(survey, { where, measures }),
    topics.length > 0
      ? analytics.query(survey, { where, measures, groupBy: { kind: 'topic' } })
      : Promise.resolve([]),
  ]);
  const all = countsFrom(indicator, totals[0]?.values, 'i');
  const { minAnswers } = survey;
  const impacts = new Map<string, TThemeImpact>();
  const shown = !isSuppressed(all.n, minAnswers) && all.n > 0;
  for (const row of shown ? byTopic : []) {
    if (!row.topic) continue;
    const mentioning = countsFrom(indicator, row.values, 'i');
    const others = all.n - mentioning.n;
    if (mentioning.n < minAnswers || others < minAnswers || mentioning.n === 0 || others === 0) continue;
    const impact = themeImpact(all, mentioning);
    if (!impact || impact.impact === null) continue;
    impacts.set(row.topic, {
      value: impact.impact,
      ciLow: impact.ciLow,
      ciHigh: impact.ciHigh,
      significant: impact.significant,
      mentioningValue: impact.mentioningValue,
      otherValue: impact.otherValue,
      mentioningN: impact.mentioningN,
      otherN: impact.otherN,
    });
  }
  return { value: shown ? indicatorValue(all) : null, n: all.n, impacts };
}

/** The language most of the comments are in (ties to the first seen), else null. */
function mostCommonLanguage(languages: ReadonlyArray<TLocale | null>): TLocale | null {
  const counts = new Map<TLocale, number>();
  let best: TLocale | null = null;
  for (const lang of languages) {
    if (lang === null) continue;
    const count = (counts.get(lang) ?? 0) + 1;
    counts.set(lang, count);
    if (best === null || count > (counts.get(best) ?? 0)) best = lang;
  }
  return best;
}

/** A comment read for the typical comments of its themes. */
interface SampledComment {
  id: number;
  text: string;
  lang: TLocale | null;
  topics: Set<string>;
  summary: TSummaryComment;
}

/**
 * The newest comments of the node and filters (at most `limit`, and only those mentioning
 * `topic` when given), with their themes: one read for every theme at once, a read of its own
 * for a theme too rare to have enough of them among the newest.
 */
async function newestComments(
  analytics: Analytics,
  ctx: DashboardContext,
  limit: number,
  topic: string | null,
): Promise<{ comments: SampledComment[]; complete: boolean }> {
  const { survey } = ctx;
  const texts = commentQuestionIds(survey);
  const comments: SampledComment[] = [];
  if (texts.length === 0) return { comments, complete: true };
  let cursor: string | null = null;
  do {
    const page = await analytics.page(survey, {
      where: [
        ...nodeConditions(ctx),
        ...ctx.filters.conditions,
        ...(topic ? [{ kind: 'topic', keys: [topic] } satisfies Condition] : []),
        { kind: 'hasText', questionIds: texts },
      ],
      order: { by: 'time', direction: 'desc' },
      limit: Math.min(PAGE, limit - comments.length),
      cursor,
      content: { texts, score: null, language: true, tags: true },
    });
    for (const row of page.rows) {
      const text = commentText(texts.map((id) => row.texts.get(id) ?? null));
      if (text === null) continue;
      const topics = new Set(texts.flatMap((id) => row.tags.get(id)?.topics.map((t) => t.key) ?? []));
      comments.push({
        id: row.id,
        text,
        lang: row.lang,
        topics,
        summary: {
          interviewId: row.id,
          date: new Date(row.ts * 1000).toISOString(),
          unitTitle: (row.unitId !== null && survey.organisation.unitsById.get(row.unitId)?.title) || '',
          text,
        },
      });
    }
    cursor = page.nextCursor;
  } while (cursor !== null && comments.length < limit);
  return { comments, complete: cursor === null };
}

/** Up to three comments that show what a theme's comments typically say (representativeComments). */
function typical(comments: readonly SampledComment[]): TSummaryComment[] {
  const byId = new Map(comments.map((c) => [String(c.id), c.summary]));
  const locale = mostCommonLanguage(comments.map((c) => c.lang));
  return representativeComments(
    comments.map((c) => ({ id: String(c.id), text: c.text })),
    locale,
    { k: REPRESENTATIVE },
  ).map((c) => byId.get(c.id)!);
}

/**
 * Every shown theme's typical comments, chosen from its newest SAMPLE comments: those among
 * the node's newest SHARED comments (one read), or, for a theme with fewer of them there than
 * it has (and than SAMPLE), a read of its own.
 */
async function typicalComments(
  analytics: Analytics,
  ctx: DashboardContext,
  themes: ReadonlyArray<{ key: string; count: number }>,
  sharedLimit: number,
): Promise<Map<string, TSummaryComment[]>> {
  const result = new Map<string, TSummaryComment[]>();
  if (themes.length === 0) return result;
  const shared = await newestComments(analytics, ctx, sharedLimit, null);
  await Promise.all(
    themes.map(async (theme) => {
      let mentioning = shared.comments.filter((c) => c.topics.has(theme.key)).slice(0, SAMPLE);
      if (!shared.complete && mentioning.length < Math.min(theme.count, SAMPLE))
        mentioning = (await newestComments(analytics, ctx, SAMPLE, theme.key)).comments;
      result.set(theme.key, typical(mentioning));
    }),
  );
  return result;
}

/** Themes that drag the score first (significant, most negative impact first), then the rest by count. */
function byWhatDrags(a: TSummaryTheme, b: TSummaryTheme): number {
  const drags = (t: TSummaryTheme) => (t.impact?.significant && t.impact.value < 0 ? t.impact.value : null);
  const da = drags(a);
  const db = drags(b);
  if (da !== null && db !== null) return da - db || b.count - a.count;
  if (da !== null) return -1;
  if (db !== null) return 1;
  return b.count - a.count;
}

/**
 * What a drill node's comments say, theme by theme (docs/comment-summaries.md): the topic
 * figures (share, sentiment, change against the previous period), each theme's impact on
 * the indicator and its representative comments. Nothing of a theme mentioned by fewer than
 * the survey's minimum of answers is shown but its count.
 */
export async function commentSummary(
  analytics: Analytics,
  ctx: DashboardContext,
  indicatorExtName: string | undefined,
  /** The node's newest comments read once for all themes (a test reads fewer to make themes rare). */
  { shared = SHARED }: { shared?: number } = {},
): Promise<TCommentSummaryResponse> {
  const { survey } = ctx;
  const indicator = impactIndicator(survey, indicatorExtName);
  const [figures, impacts] = await Promise.all([
    topicFigures(analytics, ctx),
    indicator ? themeImpacts(analytics, ctx, indicator) : Promise.resolve(null),
  ]);
  const { minAnswers } = survey;
  const mentioned = figures.topics.filter((topic) => topic.count > 0);
  const comments = await typicalComments(
    analytics,
    ctx,
    mentioned.filter((topic) => topic.count >= minAnswers),
    shared,
  );
  const themes: TSummaryTheme[] = mentioned.map((topic) => ({
    key: topic.key,
    name: topic.name,
    count: topic.count,
    share: topic.share,
    sentiment: topic.sentiment,
    change: topic.change,
    changeSignificant: topic.changeSignificant,
    impact: impacts?.impacts.get(topic.key) ?? null,
    comments: comments.get(topic.key) ?? [],
  }));
  themes.sort(byWhatDrags);
  return {
    comments: figures.comments,
    untagged: figures.untagged,
    taxonomy: figures.topics.length,
    period: figures.period,
    previousPeriod: figures.previousPeriod,
    minAnswers,
    indicator:
      indicator && impacts
        ? {
            extName: indicator.extName,
            name: indicator.title,
            kind: indicator.kind,
            value: impacts.value,
            n: impacts.n,
          }
        : null,
    themes,
  };
}
