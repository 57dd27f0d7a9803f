import { driverQuadrants, performanceScore } from '@opinio/domain/key-drivers/quadrants';
import { MAX_DRIVER_QUESTIONS, shapleyImportance } from '@opinio/domain/key-drivers/shapley-r2';
import type { TDriver, TDriversResponse } from '@opinio/domain/schemas/insights';
import { badRequest } from '#lib/http-error.ts';
import {
  type IndicatorModel,
  type QuestionModel,
  type SurveyModel,
  surveyText,
} from '#surveys/survey-model.ts';
import type { Analytics } from './analytics.ts';
import { themeImpacts } from './comment-summary.ts';
import { type DashboardContext, nodeConditions, parentContext } from './dashboard.ts';
import { intervalOf } from './indicator-statistics.ts';
import type { Condition, Measure } from './query-spec.ts';

/**
 * Fewer complete interviews than this and the shares are noise: over n interviews a question
 * unrelated to the target still adds about 1/n to R² by chance (docs/key-drivers.md). A survey
 * whose own minimum for a figure is higher keeps that.
 */
const MIN_DRIVER_INTERVIEWS = 30;

/** A question with a scale: its ends are known, so its mean has a performance on 0..100. */
type ScaleQuestion = QuestionModel & { min: number; max: number };

/**
 * The questions that can drive a target: number questions with a scale, in survey order,
 * the target's own question left out. Choice values are not ordered and text is not a number.
 */
export function scaleQuestions(survey: SurveyModel, target: QuestionModel): ScaleQuestion[] {
  return survey.questions.filter(
    (q): q is ScaleQuestion =>
      q.type === 'number' && q.min !== null && q.max !== null && q.max > q.min && q.id !== target.id,
  );
}

function targetIndicator(survey: SurveyModel, extName: string | undefined): IndicatorModel {
  const indicator = extName ? survey.indicators.find((i) => i.extName === extName) : survey.indicators[0];
  if (!indicator)
    throw badRequest(`Survey ${survey.extName} has no indicator "${extName}"`, 'target', {
      code: 'unknown_value',
      params: { value: extName },
    });
  return indicator;
}

const correlationAlias = (i: number, j: number) => `r${i}_${j}`;

/** The comment themes' impacts on the target, those that drag it most first (themeImpacts). */
async function driverThemes(
  analytics: Analytics,
  ctx: DashboardContext,
  indicator: IndicatorModel,
): Promise<TDriversResponse['themes']> {
  const topics = ctx.survey.topics?.topics ?? [];
  if (topics.length === 0) return [];
  const { impacts } = await themeImpacts(analytics, ctx, indicator);
  return topics
    .flatMap((topic) => {
      const impact = impacts.get(topic.key);
      return impact ? [{ key: topic.key, name: surveyText(ctx.survey, topic.name), impact }] : [];
    })
    .sort((a, b) => a.impact.value - b.impact.value);
}

/**
 * Everything the analysis needs of one node in one scan: the complete interviews, each
 * driver's mean and moments (for its interval), and the correlation of every pair among the
 * drivers and the target (the target is index k).
 */
function nodeMeasures(drivers: readonly QuestionModel[], target: QuestionModel): Measure[] {
  const measures: Measure[] = [{ kind: 'count', as: 'n' }];
  drivers.forEach((q, i) => {
    measures.push({ kind: 'mean', questionId: q.id, as: `m${i}` });
    measures.push({ kind: 'sum', questionId: q.id, as: `s${i}` });
    measures.push({ kind: 'sumSquares', questionId: q.id, as: `ss${i}` });
  });
  const all = [...drivers, target];
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++)
      measures.push({ kind: 'corr', questionA: all[i].id, questionB: all[j].id, as: correlationAlias(i, j) });
  return measures;
}

/** The parent's complete interviews and the drivers' means there. */
function parentMeasures(drivers: readonly QuestionModel[]): Measure[] {
  return [
    { kind: 'count', as: 'n' },
    ...drivers.map((q, i): Measure => ({ kind: 'mean', questionId: q.id, as: `m${i}` })),
  ];
}

const finiteOrNull = (x: number | null | undefined) =>
  x !== null && x !== undefined && Number.isFinite(x) ? x : null;

/**
 * Key drivers of a target indicator for the drill node and its filters: each scale question's
 * Shapley share of the R² of the target's question regressed on them all, over the interviews
 * that answered all of them (listwise), with its mean against the parent unit's. Below
 * `minAnswers` complete interviews the answer says `tooFew` and gives no drivers.
 */
export async function keyDrivers(
  analytics: Analytics,
  ctx: DashboardContext,
  targetName: string | undefined,
): Promise<TDriversResponse> {
  const { survey } = ctx;
  const indicator = targetIndicator(survey, targetName);
  const target = indicator.question;
  const candidates = scaleQuestions(survey, target);
  const drivers = candidates.slice(0, MAX_DRIVER_QUESTIONS);
  const complete: Condition = { kind: 'answeredAll', questionIds: [...drivers, target].map((q) => q.id) };
  const parentCtx = parentContext(ctx);
  const [[node], parentRows, themes] = await Promise.all([
    analytics.query(survey, {
      where: [...nodeConditions(ctx), ...ctx.filters.conditions, complete],
      measures: nodeMeasures(drivers, target),
    }),
    parentCtx
      ? analytics.query(survey, {
          where: [...nodeConditions(parentCtx), ...ctx.filters.conditions, complete],
          measures: parentMeasures(drivers),
        })
      : Promise.resolve(null),
    driverThemes(analytics, ctx, indicator),
  ]);
  const minAnswers = Math.max(MIN_DRIVER_INTERVIEWS, survey.minAnswers);
  const n = node?.values.n ?? 0;
  const parentValues = parentRows?.[0]?.values ?? null;
  const parentN = parentValues?.n ?? 0;
  const base = {
    target: indicator.extName,
    n,
    omitted: candidates.length - drivers.length,
    parent: parentCtx ? { title: parentCtx.drill.node.title, n: parentN } : null,
    minAnswers,
    themes,
  };
  if (!node || n < minAnswers) return { ...base, rSquared: null, drivers: [], tooFew: true };

  const values = node.values;
  const k = drivers.length;
  const correlation = (i: number, j: number) => {
    if (i === j) return 1;
    return values[correlationAlias(Math.min(i, j), Math.max(i, j))] ?? Number.NaN;
  };
  const { rSquared, importance } = shapleyImportance({
    predictors: drivers.map((_, i) => drivers.map((_, j) => correlation(i, j))),
    target: drivers.map((_, i) => correlation(i, k)),
  });
  const parentShown = parentValues !== null && parentN >= minAnswers;
  const figures = drivers.map((q, i) => {
    const mean = values[`m${i}`] ?? 0;
    const parentMean = parentShown ? finiteOrNull(parentValues[`m${i}`]) : null;
    const interval = intervalOf({
      kind: 'mean',
      n,
      sum: values[`s${i}`] ?? 0,
      sumSquares: values[`ss${i}`] ?? 0,
    });
    return {
      question: q.extName,
      title: q.title,
      scaleMin: q.min,
      scaleMax: q.max,
      importance: importance[i],
      mean,
      ...interval,
      performance: performanceScore(mean, q.min, q.max),
      correlation: finiteOrNull(correlation(i, k)),
      parentMean,
      parentPerformance: parentMean === null ? null : performanceScore(parentMean, q.min, q.max),
    };
  });
  const quadrants = driverQuadrants(figures);
  const result: TDriver[] = figures.map((f, i) => ({ ...f, quadrant: quadrants[i] }));
  // Most important first; equal shares keep the survey's order (the sort is stable).
  result.sort((a, b) => b.importance - a.importance);
  return { ...base, rSquared, drivers: result, tooFew: false };
}
