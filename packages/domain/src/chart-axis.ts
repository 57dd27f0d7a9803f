import type { IndicatorKind } from './indicators.ts';
import type { TIndicator, TQuestion } from './schemas/survey.ts';

/** The value axis of a chart of indicator values; `interval` is left to the chart when absent. */
export interface AxisRange {
  min: number;
  max: number;
  interval?: number;
}

/** The answers' scale of a question, as the survey payload states it (null: not stated). */
interface QuestionScale {
  min: number | null;
  max: number | null;
}

const NPS_BOUND = 100;
/** An NPS axis spans at least this many points, so that a change of 2 points stays small. */
const NPS_MIN_SPAN = 40;

/** The scale of the question an indicator is computed from: its min and max, else its options' values. */
export function indicatorScale(
  indicator: Pick<TIndicator, 'questionExtName'>,
  questions: readonly Pick<TQuestion, 'extName' | 'min' | 'max' | 'options'>[],
): QuestionScale | null {
  const question = questions.find((q) => q.extName === indicator.questionExtName);
  if (!question) return null;
  const values = question.options.map((o) => o.value);
  return {
    min: question.min ?? (values.length > 0 ? Math.min(...values) : null),
    max: question.max ?? (values.length > 0 ? Math.max(...values) : null),
  };
}

/** NPS: the data, padded to NPS_MIN_SPAN around its middle, rounded out to tens, within ±100. */
function npsRange(values: readonly number[]): AxisRange {
  let low = values.length > 0 ? Math.min(...values) : 0;
  let high = values.length > 0 ? Math.max(...values) : 0;
  if (high - low < NPS_MIN_SPAN) {
    const middle = (low + high) / 2;
    low = middle - NPS_MIN_SPAN / 2;
    high = middle + NPS_MIN_SPAN / 2;
    // padding past a bound goes to the other side instead
    if (high > NPS_BOUND) [low, high] = [low - (high - NPS_BOUND), NPS_BOUND];
    if (low < -NPS_BOUND) [low, high] = [-NPS_BOUND, high + (-NPS_BOUND - low)];
  }
  const span = high - low;
  const interval = span <= 60 ? 10 : span <= 120 ? 20 : 50;
  return {
    min: Math.max(-NPS_BOUND, Math.floor(low / interval) * interval),
    max: Math.min(NPS_BOUND, Math.ceil(high / interval) * interval),
    interval,
  };
}

/** A mean: the question's scale (1-5, 0-10); without one, from 0 (or below the data) to the data's ceiling. */
function meanRange(values: readonly number[], scale: QuestionScale | null): AxisRange {
  const dataLow = values.length > 0 ? Math.floor(Math.min(...values)) : 0;
  const dataHigh = values.length > 0 ? Math.ceil(Math.max(...values)) : 1;
  const min = Math.min(scale?.min ?? 0, dataLow);
  const max = Math.max(scale?.max ?? dataHigh, dataHigh);
  return { min, max: Math.max(max, min + 1) };
}

/**
 * The value axis for an indicator's values, decided by what the indicator is rather than by
 * the data alone, so that a small change does not fill the chart's height: a mean spans its
 * question's scale, a top-box share 0-100, an NPS at least 40 points.
 */
export function indicatorAxisRange(
  kind: IndicatorKind,
  values: readonly (number | null)[],
  scale: QuestionScale | null = null,
): AxisRange {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (kind === 'topbox') return { min: 0, max: 100, interval: 20 };
  if (kind === 'nps') return npsRange(known);
  return meanRange(known, scale);
}

/**
 * The value axis of a chart that counts answers, as ECharts takes it: from 0, in whole steps
 * only (`minInterval`), so that a store's two answers never read as 0, 0.5, 1, 1.5, 2.
 */
export const ANSWER_COUNT_AXIS = { min: 0, minInterval: 1 } as const;

/** The smallest of 1, 2, 5, 10, 20, 50 … at least `x`. */
function roundStep(x: number): number {
  if (x <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(x));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= x - 1e-9);
  return step ?? 10 * power;
}

/**
 * The axis of answer counts drawn as bars beside an indicator's line: its own axis, from 0
 * (a count is never negative, nor read on the indicator's scale), in round steps. It has as
 * many steps as the indicator's axis (`steps`), so that their grid lines meet, and room above
 * the highest bar (`headroom` 2: the bars keep to the lower half, under the line).
 */
export function countAxisRange(counts: readonly number[], steps = 5, headroom = 2): Required<AxisRange> {
  const parts = Math.max(1, Math.round(steps));
  const highest = Math.max(0, ...counts.filter((c) => Number.isFinite(c)));
  const interval = roundStep((highest * headroom) / parts);
  return { min: 0, max: interval * parts, interval };
}

/** How many steps an indicator's axis has (5 when the chart decides its interval). */
export function axisSteps(axis: AxisRange): number {
  return axis.interval ? Math.round((axis.max - axis.min) / axis.interval) : 5;
}
