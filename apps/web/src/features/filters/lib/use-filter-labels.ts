import { TIME_FILTER_NAME } from '@opinio/domain/constants';
import type { TFilter } from '@opinio/domain/schemas/filters';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { listFilters } from '@/lib/filters.ts';
import { formatDay } from '@/lib/number-format.ts';
import { useFilterDefinitions } from '../api/get-filter-set.ts';
import { useSearchedTitles } from '../api/search-filter-options.ts';
import { editorKind } from './filter-kind.ts';
import { describeFilterValue, type ValueDescription } from './value-label.ts';

/**
 * An interval as its chip reads it. Days are counted as the period holds them: today counts
 * as 0, so `rdays:-90:0` is 91 days, as the key figures' period and the reports name it.
 * @internal exported for its test
 */
export function intervalText(t: TFunction, d: Extract<ValueDescription, { kind: 'interval' }>): string {
  const { unit, from, to } = d.interval;
  if (to === 0 && from < 0) {
    if (unit === 'days') return t('filter.lastDays', { count: 1 - from });
    if (unit === 'months') return t('filter.lastMonths', { count: -from });
    return t('filter.lastYears', { count: -from });
  }
  return t('filter.interval', { from, to, unit: t(`filter.unit.${unit}`) });
}

function relativeDateText(
  t: TFunction,
  locale: string,
  d: Extract<ValueDescription, { kind: 'relativeDate' }>,
): string {
  const { amount, unit, way, direction } = d.date;
  const when =
    amount === 0
      ? t('filter.when.today')
      : way === 'b'
        ? t(`filter.when.ago.${unit}`, { count: amount })
        : t(`filter.when.ahead.${unit}`, { count: amount });
  return t(`filter.value.relative.${direction}`, { day: formatDay(d.day, locale), when });
}

function campaignText(t: TFunction, d: Extract<ValueDescription, { kind: 'campaign' }>): string {
  const { value } = d;
  const parts = [d.name ?? t('filter.campaign.unknown', { id: value.campaignId })];
  if (value.days !== null) parts.push(t('filter.campaign.daysAfter', { count: value.days }));
  if (value.state !== 'any') parts.push(t(`filter.campaign.state.${value.state}`));
  if (value.opened !== 'any') parts.push(t(`filter.campaign.opened.${value.opened}`));
  if (value.clicked !== 'any') parts.push(t(`filter.campaign.clicked.${value.clicked}`));
  return parts.join(', ');
}

/** A filter value in words, e.g. "Web shop", "not Phone", "0–6", "Last 30 days". */
function valueText(t: TFunction, locale: string, d: ValueDescription, searchedTitle?: string): string {
  switch (d.kind) {
    case 'option':
      return d.exclude ? t('filter.value.not', { value: d.title }) : d.title;
    case 'searched':
      return searchedTitle ?? d.extName;
    case 'range':
      return t('filter.value.range', { from: d.from, to: d.to });
    case 'text':
      return t(d.exclude ? 'filter.value.withoutText' : 'filter.value.withText', { text: d.text });
    case 'interval':
      return intervalText(t, d);
    case 'relativeDate':
      return relativeDateText(t, locale, d);
    case 'today':
      return t(`filter.today.${d.mode}`);
    case 'tableDate':
      return t(`filter.tableDate.${d.mode}`);
    case 'campaign':
      return campaignText(t, d);
    case 'raw':
      return d.text;
  }
}

/** Names and values of the token's filters in words, from the survey's filter sets. */
export function useFilterLabels(survey: TSurvey, filterToken: string) {
  const { t, i18n } = useTranslation();
  const { definitions, ready } = useFilterDefinitions(survey);
  const searched = listFilters(filterToken).filters.flatMap(({ name, values }) => {
    const filter = definitions.get(name);
    return filter && editorKind(filter) === 'serverTypeahead'
      ? values.map((extName) => ({ filter: name, extName }))
      : [];
  });
  const titles = useSearchedTitles(survey.extName, searched);
  const context = { today: new Date(), campaigns: survey.campaigns };

  function filterTitle(name: string): string {
    if (name === TIME_FILTER_NAME) return t('filter.time');
    return definitions.get(name)?.title || name;
  }

  function valueLabel(name: string, value: string): string {
    const description = describeFilterValue(definitions.get(name), value, context);
    return valueText(t, i18n.language, description, titles.get(`${name}=${value}`));
  }

  function definition(name: string): TFilter | undefined {
    return definitions.get(name);
  }

  return { filterTitle, valueLabel, definition, ready };
}
