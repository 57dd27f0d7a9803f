import { TIME_FILTER_NAME } from '@opinio/domain/constants';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { parseInterval } from '@opinio/domain/time-interval';
import { useTranslation } from 'react-i18next';

/** Human-readable names of filters and their values, from the survey's questions. */
export function useFilterLabels(survey: TSurvey | null) {
  const { t } = useTranslation();

  function filterTitle(name: string): string {
    if (name === TIME_FILTER_NAME) return t('filter.time');
    return survey?.questions.find((q) => q.extName === name)?.title ?? name;
  }

  function valueLabel(name: string, value: string): string {
    if (name === TIME_FILTER_NAME) {
      const interval = parseInterval(value);
      if (!interval) return value;
      const { unit, from, to } = interval;
      if (to === 0 && from < 0) {
        if (unit === 'days') return t('filter.lastDays', { count: -from });
        if (unit === 'months') return t('filter.lastMonths', { count: -from });
        return t('filter.lastYears', { count: -from });
      }
      return t('filter.interval', { from, to, unit: t(`filter.unit.${unit}`) });
    }
    const question = survey?.questions.find((q) => q.extName === name);
    return question?.options.find((o) => o.extName === value)?.title ?? value;
  }

  return { filterTitle, valueLabel };
}
