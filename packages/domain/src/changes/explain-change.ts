import { adjustedPValues } from '../statistics/false-discovery.ts';
import { type IndicatorCounts, indicatorValue } from '../statistics/indicator-counts.ts';
import { comparePooled } from '../statistics/pooled-comparison.ts';
import { compare } from '../statistics/significance.ts';
import type { ChangeDirection, IndicatorKind } from './detect-changes.ts';
import { differenceInterval } from './difference-interval.ts';

/** One part of a changed figure (a child unit, a channel, a visit type, a campaign): its answers in both periods. */
export interface PartCounts {
  key: string;
  recent: IndicatorCounts;
  history: IndicatorCounts;
}

/** How much of the parent's change one part carries, on the indicator's scale. */
export interface PartEffect {
  key: string;
  recentN: number;
  historyN: number;
  /** The part's share of the parent's answers in each period, in %. */
  recentShare: number;
  historyShare: number;
  /** The part's own value in each period; null without answers in that period. */
  recentValue: number | null;
  historyValue: number | null;
  /** The part's own change, recent − history; null without answers in either period. */
  difference: number | null;
  /** Its own value moved, weighted by its average share of the answers. */
  rateEffect: number;
  /** Its share of the answers moved, times how far its average value is from the parent's. */
  mixEffect: number;
  /** rateEffect + mixEffect: what the part adds to the parent's change. */
  total: number;
  /** The part's recent answers against its own history (comparePooled); null when it cannot be tested. */
  pValue: number | null;
  significant: boolean;
}

export interface PartsExplanation {
  /** The parent's value in each period: every answer of every part counted once. */
  recentValue: number;
  historyValue: number;
  /** recentValue − historyValue, which the parts' totals add up to. */
  difference: number;
  /** The parts that carry most of the change in its direction first. */
  parts: PartEffect[];
}

/**
 * Why a figure changed, by its parts. NPS, a mean and a topbox share are all averages over
 * answers, so a parent's value V = Σ sᵢvᵢ is the answer-weighted mean of its parts' values
 * vᵢ, with sᵢ the part's share of the answers. Its change splits exactly into the parts'
 * effects by the symmetric shift-share decomposition (Kitagawa 1955), with s̄ and v̄ the
 * averages of the two periods:
 *
 *   V₁ − V₀ = Σ s̄ᵢ(vᵢ₁ − vᵢ₀)          rate: the part's own value moved
 *           + Σ (sᵢ₁ − sᵢ₀)(v̄ᵢ − V̄)    mix: answers moved toward or away from the part
 *
 * Subtracting the parent's average V̄ changes no sum (the shares move by zero in all), but
 * makes each part's mix effect readable: more answers from a part that scores above the
 * parent raise it, more from one below lower it. A part without answers in one period has
 * no rate effect: all it adds is mix.
 *
 * The parts must divide the parent's answers between them, each answer in exactly one part:
 * child units of a unit, or the values of a segment (channel, visit type, campaign).
 * Parts are ordered by how much they carry the change in its direction (by total, largest
 * first for a rise and most negative first for a fall), then by key. Whether a part's own
 * change is significant is tested as the change detector tests a cell (comparePooled, recent
 * against the part's own history) at `alpha` (default 5%), each part on its own.
 *
 * null when the parent has no answers in either period. Throws a RangeError when a part's
 * counts are not of `kind` or two parts have the same key.
 */
export function explainByParts(
  parts: readonly PartCounts[],
  kind: IndicatorKind,
  alpha = 0.05,
): PartsExplanation | null {
  const keys = new Set<string>();
  for (const part of parts) {
    if (part.recent.kind !== kind || part.history.kind !== kind) {
      throw new RangeError(`part ${part.key}: ${part.recent.kind}/${part.history.kind} counts, not ${kind}`);
    }
    if (keys.has(part.key)) throw new RangeError(`part ${part.key} is given twice`);
    keys.add(part.key);
  }
  const recentTotal = sumCounts(
    kind,
    parts.map((p) => p.recent),
  );
  const historyTotal = sumCounts(
    kind,
    parts.map((p) => p.history),
  );
  const recentValue = indicatorValue(recentTotal);
  const historyValue = indicatorValue(historyTotal);
  if (recentValue === null || historyValue === null) return null;
  const parentAverage = (recentValue + historyValue) / 2;
  const effects = parts.map((part): PartEffect => {
    const recentShare = part.recent.n / recentTotal.n;
    const historyShare = part.history.n / historyTotal.n;
    const ownRecent = indicatorValue(part.recent);
    const ownHistory = indicatorValue(part.history);
    // A period without answers weighs nothing, so any value does; the other period's keeps
    // the rate effect at zero. A part without answers in both periods adds nothing.
    const recent = ownRecent ?? ownHistory ?? 0;
    const history = ownHistory ?? recent;
    const rateEffect = ((recentShare + historyShare) / 2) * (recent - history);
    const mixEffect = (recentShare - historyShare) * ((recent + history) / 2 - parentAverage);
    const comparison = comparePooled(part.recent, part.history, alpha);
    return {
      key: part.key,
      recentN: part.recent.n,
      historyN: part.history.n,
      recentShare: 100 * recentShare,
      historyShare: 100 * historyShare,
      recentValue: ownRecent,
      historyValue: ownHistory,
      difference: ownRecent === null || ownHistory === null ? null : ownRecent - ownHistory,
      rateEffect,
      mixEffect,
      total: rateEffect + mixEffect,
      pValue: comparison?.pValue ?? null,
      significant: comparison?.significant ?? false,
    };
  });
  const difference = recentValue - historyValue;
  const sign = difference < 0 ? -1 : 1;
  effects.sort((a, b) => sign * (b.total - a.total) || compareText(a.key, b.key));
  return { recentValue, historyValue, difference, parts: effects };
}

/** How often a topic is mentioned in a group's comments (e.g. detractors'), in each period. */
export interface TopicMentions {
  topic: string;
  /** Comments that mention the topic, each counted once however often it names it. */
  recentMentions: number;
  historyMentions: number;
}

export interface TopicShift {
  topic: string;
  /** Share of the group's comments that mention the topic, in %. */
  recentShare: number;
  historyShare: number;
  /** recentShare − historyShare, in percentage points. */
  difference: number;
  /** Two-proportion z test (pooled, as `compare` tests topbox); null with fewer than 2 comments in a period. */
  pValue: number | null;
  /** Benjamini–Hochberg adjusted across all topics given, as many are looked at together. */
  qValue: number | null;
  /** pValue below alpha. */
  significant: boolean;
}

/**
 * Which topics grew among a group's comments (e.g. what detractors write about now more
 * than before): each topic's share of the comments in the recent period against the
 * history, the difference in percentage points and its two-proportion z test. Only
 * topics that moved in `direction` ('up' by default: grew) are returned, the largest
 * growth first, then the smaller p-value, then by name.
 *
 * With many topics, one in twenty moves "significantly" by chance; `qValue` adjusts for
 * all the topics given. Empty when either period has no comments. Throws a RangeError for
 * counts that are not whole numbers ≥ 0 or more mentions than comments.
 */
export function topicShifts(
  topics: readonly TopicMentions[],
  recentComments: number,
  historyComments: number,
  options: { direction?: ChangeDirection; alpha?: number } = {},
): TopicShift[] {
  const { direction = 'up', alpha = 0.05 } = options;
  for (const t of topics) {
    checkCount(t.recentMentions, recentComments, t.topic);
    checkCount(t.historyMentions, historyComments, t.topic);
  }
  if (recentComments === 0 || historyComments === 0) return [];
  const tested = topics.map((t) => {
    const recent: IndicatorCounts = { kind: 'topbox', n: recentComments, hits: t.recentMentions };
    const history: IndicatorCounts = { kind: 'topbox', n: historyComments, hits: t.historyMentions };
    return { topic: t.topic, recent, history, comparison: compare(recent, history, alpha) };
  });
  const qValues = withQValues(tested.map((t) => t.comparison?.pValue ?? null));
  const sign = direction === 'up' ? 1 : -1;
  return tested
    .map(({ topic, recent, history, comparison }, i): TopicShift => {
      const recentShare = indicatorValue(recent)!;
      const historyShare = indicatorValue(history)!;
      return {
        topic,
        recentShare,
        historyShare,
        difference: recentShare - historyShare,
        pValue: comparison?.pValue ?? null,
        qValue: qValues[i],
        significant: comparison?.significant ?? false,
      };
    })
    .filter((s) => sign * s.difference > 0)
    .sort(
      (a, b) =>
        sign * (b.difference - a.difference) ||
        (a.pValue ?? 1) - (b.pValue ?? 1) ||
        compareText(a.topic, b.topic),
    );
}

/** A driver question's answers (e.g. "friendliness of the staff") in both periods. */
export interface DriverCounts {
  questionId: string;
  recent: IndicatorCounts;
  history: IndicatorCounts;
}

export interface DriverDrop {
  questionId: string;
  kind: IndicatorKind;
  recentValue: number;
  historyValue: number;
  /** recent − history on the question's scale; below 0. */
  difference: number;
  /** The 95% interval of the difference (see differenceInterval). */
  ciLow: number;
  ciHigh: number;
  /** The difference in standard errors (z or t of comparePooled). */
  statistic: number;
  pValue: number;
  /** Benjamini–Hochberg adjusted across all drivers that could be tested. */
  qValue: number;
  /** pValue below alpha. */
  significant: boolean;
}

/**
 * The driver scores that fell between the history and the recent period, with the
 * difference, its interval (differenceInterval) and its test, recent answers against the
 * question's own history as the change detector tests a cell (comparePooled). Drivers can be on different scales
 * (1-5, 0-10, %), so they are ordered by how many standard errors they fell, the surest
 * and largest drop first, then by question. Drivers with fewer than 2 answers in a period
 * (or, for means, no spread at all) cannot be tested and are left out.
 */
export function driverDrops(
  drivers: readonly DriverCounts[],
  options: { alpha?: number } = {},
): DriverDrop[] {
  const { alpha = 0.05 } = options;
  const tested = drivers.flatMap((driver) => {
    const comparison = comparePooled(driver.recent, driver.history, alpha);
    const interval = differenceInterval(driver.recent, driver.history);
    if (comparison === null || interval === null) return [];
    return [{ driver, comparison, interval }];
  });
  const qValues = adjustedPValues(tested.map((t) => t.comparison.pValue));
  return tested
    .map(({ driver, comparison, interval }, i) => ({
      questionId: driver.questionId,
      kind: driver.recent.kind,
      recentValue: indicatorValue(driver.recent)!,
      historyValue: indicatorValue(driver.history)!,
      difference: comparison.difference,
      ciLow: interval.ciLow,
      ciHigh: interval.ciHigh,
      statistic: comparison.statistic,
      pValue: comparison.pValue,
      qValue: qValues[i],
      significant: comparison.significant,
    }))
    .filter((d) => d.difference < 0)
    .sort((a, b) => a.statistic - b.statistic || compareText(a.questionId, b.questionId));
}

/** The counts of all answers of the parts together. */
function sumCounts(kind: IndicatorKind, counts: readonly IndicatorCounts[]): IndicatorCounts {
  const n = counts.reduce((sum, c) => sum + c.n, 0);
  if (kind === 'nps') {
    const promoters = counts.reduce((sum, c) => sum + (c.kind === 'nps' ? c.promoters : 0), 0);
    const detractors = counts.reduce((sum, c) => sum + (c.kind === 'nps' ? c.detractors : 0), 0);
    return { kind, n, promoters, detractors };
  }
  if (kind === 'topbox')
    return { kind, n, hits: counts.reduce((sum, c) => sum + (c.kind === 'topbox' ? c.hits : 0), 0) };
  const sum = counts.reduce((total, c) => total + (c.kind === 'mean' ? c.sum : 0), 0);
  const sumSquares = counts.reduce((total, c) => total + (c.kind === 'mean' ? c.sumSquares : 0), 0);
  return { kind, n, sum, sumSquares };
}

/** q-values for the p-values there are; null where there is none. */
function withQValues(pValues: ReadonlyArray<number | null>): Array<number | null> {
  const present = pValues.filter((p): p is number => p !== null);
  const adjusted = adjustedPValues(present);
  let next = 0;
  return pValues.map((p) => (p === null ? null : adjusted[next++]));
}

function checkCount(mentions: number, comments: number, topic: string): void {
  if (!Number.isInteger(comments) || comments < 0)
    throw new RangeError(`${comments} is not a number of comments`);
  if (!Number.isInteger(mentions) || mentions < 0 || mentions > comments) {
    throw new RangeError(`topic ${topic}: ${mentions} mentions in ${comments} comments`);
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
