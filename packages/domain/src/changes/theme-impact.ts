import { type IndicatorCounts, indicatorValue, subtractCounts } from '../statistics/indicator-counts.ts';
import { comparePooled } from '../statistics/pooled-comparison.ts';
import { differenceInterval } from './difference-interval.ts';

/** How much a theme of the comments moves an indicator, on the indicator's scale. */
export interface ThemeImpact {
  /** Share of the answers whose comment mentions the theme, in %. */
  share: number;
  mentioningN: number;
  otherN: number;
  overallValue: number;
  /** The score of those who mention the theme; null when nobody does. */
  mentioningValue: number | null;
  /** The score of those who do not; null when everybody does. */
  otherValue: number | null;
  /**
   * overallValue − otherValue: what the theme adds to the overall score (negative: it drags
   * it down). null when everybody mentions it, as there is then no score without it.
   */
  impact: number | null;
  /** 95% interval of the impact, given the share (see themeImpact); null when it cannot be estimated. */
  ciLow: number | null;
  ciHigh: number | null;
  /** Those who mention the theme against those who do not (comparePooled). */
  pValue: number | null;
  significant: boolean;
}

/**
 * Fix what drags the score, not what is loud. A theme that many mention with a score like
 * everyone else's changes nothing; one that few mention with a much lower score pulls the
 * indicator down. The impact is the overall score minus the score of those who do not
 * mention the theme, which is
 *
 *   impact = share × (score of those mentioning − score of the others)
 *
 * since the overall score is the answer-weighted mean of the two groups. It answers "how
 * much higher would the score be if those who mention the theme scored like the others".
 *
 * The interval is share × the interval of the difference of the two groups
 * (differenceInterval, 95%), and the test is comparePooled of the two groups at `alpha`
 * ("those who mention it answer like the others", with the spread of all answers, as a
 * small group far out is where a group's own spread misleads): both take the share as it
 * was observed. Approximation: the share is itself estimated, which
 * adds (difference)²·share·(1 − share)/n to the impact's variance (delta method). For a
 * theme mentioned by few this is small next to the uncertainty of their score; for a
 * widely mentioned theme with a large difference the interval is somewhat too narrow.
 * Causality is not shown either: those who mention a theme may score low for other
 * reasons as well.
 *
 * `all` are the counts of every answer, `mentioning` those of the answers whose comment
 * mentions the theme (a part of `all`). null without any answer; throws a RangeError when
 * `mentioning` is not part of `all`.
 */
export function themeImpact(
  all: IndicatorCounts,
  mentioning: IndicatorCounts,
  alpha = 0.05,
): ThemeImpact | null {
  const others = subtractCounts(all, mentioning);
  const overallValue = indicatorValue(all);
  if (overallValue === null) return null;
  const share = mentioning.n / all.n;
  const otherValue = indicatorValue(others);
  const interval = differenceInterval(mentioning, others);
  const comparison = comparePooled(mentioning, others, alpha);
  return {
    share: 100 * share,
    mentioningN: mentioning.n,
    otherN: others.n,
    overallValue,
    mentioningValue: indicatorValue(mentioning),
    otherValue,
    impact: otherValue === null ? null : overallValue - otherValue,
    ciLow: interval === null ? null : share * interval.ciLow,
    ciHigh: interval === null ? null : share * interval.ciHigh,
    pValue: comparison?.pValue ?? null,
    significant: comparison?.significant ?? false,
  };
}
