import type { TSummaryTheme } from '@opinio/domain/schemas/comment-summary';
import { formatNumber, formatPercent, formatSignedNumber } from '@/lib/number-format.ts';

/** What a theme does to the score: drags it down, lifts it, or nothing beyond chance (or not measured). */
export type ThemeEffect = 'drags' | 'lifts' | 'unclear' | 'tooFew';

export function themeEffect(theme: TSummaryTheme): ThemeEffect {
  if (!theme.impact) return 'tooFew';
  if (!theme.impact.significant) return 'unclear';
  return theme.impact.value < 0 ? 'drags' : 'lifts';
}

/**
 * A theme's figures formatted for its sentences: the share and count of comments, the change
 * in percentage points, and on the indicator's scale (its decimals; the impact at least one
 * more, as it is a fraction of a difference) the scores of those who mention it and of the
 * others, the impact as a size (the sentence says which way) and its interval.
 */
export function themeFigures(theme: TSummaryTheme, decimals: number, locale: string) {
  const impactDecimals = Math.max(decimals, 1);
  const { impact } = theme;
  const low = impact?.ciLow ?? null;
  const high = impact?.ciHigh ?? null;
  // the interval of a fall, told as a size: "lowers it by 2.1 (1.3 to 2.9)"
  const down = impact !== null && impact.value < 0;
  const [from, to] = down && low !== null && high !== null ? [-high, -low] : [low, high];
  return {
    share: formatPercent(theme.share, locale),
    count: formatNumber(theme.count, locale),
    change: theme.change === null ? null : formatSignedNumber(theme.change, locale, 1),
    mentioning:
      impact?.mentioningValue != null ? formatNumber(impact.mentioningValue, locale, decimals) : null,
    others: impact?.otherValue != null ? formatNumber(impact.otherValue, locale, decimals) : null,
    mentioningN: impact ? formatNumber(impact.mentioningN, locale) : null,
    impact: impact ? formatNumber(Math.abs(impact.value), locale, impactDecimals) : null,
    low: from === null ? null : formatNumber(from, locale, impactDecimals),
    high: to === null ? null : formatNumber(to, locale, impactDecimals),
  };
}
