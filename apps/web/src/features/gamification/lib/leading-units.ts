import type { TGamificationRow } from '@opinio/domain/schemas/gamification';
import type { TFunction } from 'i18next';
import type { ChartTableData } from '@/lib/chart-table-data.ts';
import { formatNumber } from '@/lib/number-format.ts';

/** How many units the points chart draws: more would not be read. */
const LEADING_UNITS = 10;

type LeadingUnit = Pick<TGamificationRow, 'extName' | 'title' | 'points' | 'byMonth'>;

/** The units with the most points, most first (equal points: by rank, then by name). */
export function leadingUnits<T extends LeadingUnit & { rank: number }>(
  rows: readonly T[],
  limit = LEADING_UNITS,
): T[] {
  return [...rows]
    .sort((a, b) => b.points - a.points || a.rank - b.rank || a.title.localeCompare(b.title))
    .slice(0, limit);
}

/** The chart's data as a table: a row per unit with its points in all and in each month. */
export function pointsTable(
  units: readonly LeadingUnit[],
  months: readonly string[],
  t: TFunction,
  locale: string,
): ChartTableData {
  return {
    columns: [t('gamification.unit'), t('gamification.points'), ...months],
    rows: units.map((unit) => [
      unit.title,
      formatNumber(unit.points, locale),
      ...months.map((_, i) => formatNumber(unit.byMonth[i] ?? 0, locale)),
    ]),
  };
}
