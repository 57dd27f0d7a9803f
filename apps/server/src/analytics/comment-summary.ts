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
import type { IndicatorModel, SurveyModel } from '#surveys/survey-model.ts';
import type { Analytics } from './analytics.ts';
import { type DashboardContext, findIndicator, nodeConditions } from './dashboard.ts';
import { countMeasures, countsFrom, isSuppressed } from './indicator-statistics.ts';
import type { Condition } from './query-spec.ts';
import { commentText } from './text/comment-tagger.ts';
import { topicFigures } from './topics.ts';

/** The newest comments of a theme its representative comments are chosen from. */
const SAMPLE = 200;
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

/** Up to three comments that show what a theme's newest comments typically say. */
async function themeComments(
  analytics: Analytics,
  ctx: DashboardContext,
  key: string,
): Promise<TSummaryComment[]> {
  const { survey } = ctx;
  const texts = survey.questions.filter((q) => q.type === 'text').map((q) => q.id);
  if (texts.length === 0) return [];
  const page = await analytics.page(survey, {
    where: [
      ...nodeConditions(ctx),
      ...ctx.filters.conditions,
      { kind: 'topic', keys: [key] },
      { kind: 'hasText', questionIds: texts },
    ],
    order: { by: 'time', direction: 'desc' },
    limit: SAMPLE,
    content: { texts, score: null, language: true },
  });
  const byId = new Map<string, TSummaryComment>();
  const candidates: Array<{ id: string; text: string }> = [];
  for (const row of page.rows) {
    const text = commentText(texts.map((id) => row.texts.get(id) ?? null));
    if (text === null) continue;
    const id = String(row.id);
    candidates.push({ id, text });
    byId.set(id, {
      interviewId: row.id,
      date: new Date(row.ts * 1000).toISOString(),
      unitTitle: (row.unitId !== null && survey.organisation.unitsById.get(row.unitId)?.title) || '',
      text,
    });
  }
  const locale = mostCommonLanguage(page.rows.map((row) => row.lang));
  return representativeComments(candidates, locale, { k: REPRESENTATIVE }).map((c) => byId.get(c.id)!);
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
): Promise<TCommentSummaryResponse> {
  const { survey } = ctx;
  const indicator = impactIndicator(survey, indicatorExtName);
  const [figures, impacts] = await Promise.all([
    topicFigures(analytics, ctx),
    indicator ? themeImpacts(analytics, ctx, indicator) : Promise.resolve(null),
  ]);
  const { minAnswers } = survey;
  const mentioned = figures.topics.filter((topic) => topic.count > 0);
  const comments = await Promise.all(
    mentioned.map((topic) =>
      topic.count >= minAnswers ? themeComments(analytics, ctx, topic.key) : Promise.resolve([]),
    ),
  );
  const themes: TSummaryTheme[] = mentioned.map((topic, i) => ({
    key: topic.key,
    name: topic.name,
    count: topic.count,
    share: topic.share,
    sentiment: topic.sentiment,
    change: topic.change,
    changeSignificant: topic.changeSignificant,
    impact: impacts?.impacts.get(topic.key) ?? null,
    comments: comments[i],
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
