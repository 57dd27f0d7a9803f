import type { TRankingOrder } from '@opinio/domain/schemas/analytics';
import type {
  TGamificationBadge,
  TGamificationConfig,
  TGamificationRow,
} from '@opinio/domain/schemas/gamification';

/** What a unit did in one month, the input of the point rules. */
export interface UnitMonth {
  /** Interviews in the month. */
  interviews: number;
  /**
   * Per indicator rule (by rule index): the month's value, the lower bound of its 95%
   * interval, and the number of answers.
   */
  indicators: Map<number, { value: number | null; low: number | null; answered: number }>;
  /** Alerts solved by their due date, in the month they were solved. */
  alertsSolvedInTime: number;
}

/**
 * Points of each rule for one unit and month (plain rules, unit tested). An indicator rule
 * judges the value in the raw order; in the fair order, the lower bound of its interval, so
 * that a month of a few lucky answers earns nothing.
 */
export function rulePoints(config: TGamificationConfig, month: UnitMonth, order: TRankingOrder): number[] {
  return config.rules.map((rule, i) => {
    if (rule.kind === 'volume') return Math.floor(month.interviews / rule.per) * rule.points;
    if (rule.kind === 'alertsSolvedInTime') return month.alertsSolvedInTime * rule.points;
    const indicator = month.indicators.get(i);
    if (!indicator || indicator.answered < config.minCount) return 0;
    const judged = order === 'fair' ? indicator.low : indicator.value;
    return judged !== null && judged > rule.above ? rule.points : 0;
  });
}

export interface ScoredUnit {
  extName: string;
  title: string;
  path: string;
  byRule: number[];
  byMonth: number[];
  alertsSolvedInTime: number;
}

/** Ranks by points (equal points share a rank) and hands out the badges. */
export function leaderboard(units: ScoredUnit[]): TGamificationRow[] {
  const total = (u: ScoredUnit) => u.byMonth.reduce((a, b) => a + b, 0);
  const sorted = [...units].sort((a, b) => total(b) - total(a) || a.title.localeCompare(b.title));
  const rows: TGamificationRow[] = [];
  sorted.forEach((unit, i) => {
    const points = total(unit);
    const previous = rows[i - 1];
    const rank = previous && previous.points === points ? previous.rank : i + 1;
    rows.push({
      extName: unit.extName,
      title: unit.title,
      path: unit.path,
      rank,
      points,
      byRule: unit.byRule,
      byMonth: unit.byMonth,
      badges: [],
      peer: null,
    });
  });
  const medals: TGamificationBadge[] = ['gold', 'silver', 'bronze'];
  for (const row of rows) if (row.points > 0 && row.rank <= 3) row.badges.push(medals[row.rank - 1]);
  const improved = mostImproved(sorted);
  if (improved) rows.find((r) => r.extName === improved)?.badges.push('mostImproved');
  const hero = [...sorted].sort((a, b) => b.alertsSolvedInTime - a.alertsSolvedInTime)[0];
  if (hero && hero.alertsSolvedInTime > 0)
    rows.find((r) => r.extName === hero.extName)?.badges.push('alertHero');
  return rows;
}

/**
 * The unit whose points grew most between the last two complete months (the current
 * month is still running); none when nobody grew.
 */
function mostImproved(units: ScoredUnit[]): string | null {
  let best: { extName: string; gain: number } | null = null;
  for (const unit of units) {
    const n = unit.byMonth.length;
    if (n < 2) return null;
    const [before, after] = n >= 3 ? [n - 3, n - 2] : [n - 2, n - 1];
    const gain = unit.byMonth[after] - unit.byMonth[before];
    if (gain > 0 && (!best || gain > best.gain)) best = { extName: unit.extName, gain };
  }
  return best?.extName ?? null;
}
