import { TIME_FILTER_NAME } from '@opinio/domain/constants';
import { decodeFilterToken } from '@opinio/domain/filter-token';
import { isoDayFormat } from '@opinio/domain/partial-periods';
import type { TReportLocale } from '@opinio/domain/schemas/reports';
import { type Interval, parseInterval } from '@opinio/domain/time-interval';
import { filterOptions } from '#analytics/filter-options.ts';
import type { Period } from '#analytics/filters.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { reportTexts } from './report-texts.ts';

const lastDay = (isoExclusive: string) =>
  new Date(Date.parse(`${isoExclusive}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** How a relative period reads after its dates: "last 90 days", "from 60 to 31 days ago". */
function relative(interval: Interval, locale: TReportLocale): string | null {
  const texts = reportTexts(locale);
  const unit = texts[`unit.${interval.unit}`];
  if (interval.to === 0 && interval.from < 0) return fillIn(texts.lastPeriod, { n: 1 - interval.from, unit });
  if (interval.to < 0) return fillIn(texts.periodAgo, { from: -interval.from, to: -interval.to, unit });
  return null;
}

const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** "Period: Aug 26, 2026 – Nov 24, 2026 (last 90 days)": each date in full, whatever the language. */
function describePeriod(period: Period, values: string[], locale: TReportLocale): string {
  const texts = reportTexts(locale);
  const format = isoDayFormat(locale);
  const dates = `${format(period.from)} – ${format(lastDay(period.to))}`;
  const interval = values.length === 1 ? parseInterval(values[0]) : null;
  const how = interval ? relative(interval, locale) : null;
  return `${texts.period}: ${how ? `${dates} (${how})` : dates}`;
}

/**
 * The filters of a filter token as a person reads them: "Channel: Web, Store", and the
 * time filter as "Period: Aug 26, 2026 – Nov 24, 2026 (last 90 days)" in the report's
 * language. The token has already been validated by applyFilters, so every name is known.
 */
export function describeFilters(
  survey: SurveyModel,
  filterToken: string,
  period: Period | null,
  locale: TReportLocale,
): string[] {
  if (filterToken === '') return [];
  return [...decodeFilterToken(filterToken)].map(([name, values]) => {
    // the time filter as the dates it resolved to (the period's end is exclusive)
    if (name === TIME_FILTER_NAME && period) return describePeriod(period, values, locale);
    const filter = survey.filters.get(name);
    if (!filter) return `${name}: ${values.join(', ')}`;
    const options = filterOptions(survey, filter);
    const titles = values.map((value) => {
      const excluded = value.startsWith('_');
      const bare = excluded ? value.slice(1) : value;
      const title = options.find((o) => o.extName === bare)?.title ?? bare;
      return excluded ? `≠ ${title}` : title;
    });
    return `${filter.title}: ${titles.join(', ')}`;
  });
}
