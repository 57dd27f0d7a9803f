import { TIME_FILTER_NAME } from '@opinio/domain/constants';
import { decodeFilterToken } from '@opinio/domain/filter-token';
import { filterOptions } from '#analytics/filter-options.ts';
import type { Period } from '#analytics/filters.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

const lastDay = (isoExclusive: string) =>
  new Date(Date.parse(`${isoExclusive}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The filters of a filter token as a person reads them: "Channel: Web, Store; Period: …".
 * The token has already been validated by applyFilters, so every name is known.
 */
export function describeFilters(survey: SurveyModel, filterToken: string, period: Period | null): string[] {
  if (filterToken === '') return [];
  return [...decodeFilterToken(filterToken)].map(([name, values]) => {
    const filter = survey.filters.get(name);
    if (!filter) return `${name}: ${values.join(', ')}`;
    // the time filter as the dates it resolved to (the period's end is exclusive)
    if (name === TIME_FILTER_NAME && period) return `${filter.title}: ${period.from} – ${lastDay(period.to)}`;
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
