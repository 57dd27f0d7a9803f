import { TIME_FILTER_NAME } from '@opinio/domain/constants';
import { decodeFilterToken, FilterTokenError } from '@opinio/domain/filter-token';
import { intervalRange, parseInterval } from '@opinio/domain/time-interval';
import { badRequest } from '../lib/http-error.ts';
import type { SurveyModel } from '../surveys/survey-model.ts';
import type { Condition } from './query-spec.ts';

export interface Period {
  /** ISO date, inclusive */
  from: string;
  /** ISO date, exclusive */
  to: string;
}

export interface AppliedFilters {
  conditions: Condition[];
  /** The time filter's period, when one is set. */
  period: Period | null;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Turns a filter token into query conditions. An unknown filter or a malformed value
 * is a 400 with the reason: never a silently wrong number.
 */
export function applyFilters(survey: SurveyModel, token: string, today: Date): AppliedFilters {
  let filters: Map<string, string[]>;
  try {
    filters = decodeFilterToken(token);
  } catch (error) {
    if (error instanceof FilterTokenError)
      throw badRequest(`Invalid filter token: ${error.message}`, 'filters');
    throw error;
  }
  const conditions: Condition[] = [];
  let period: Period | null = null;
  for (const [name, values] of filters) {
    if (name === TIME_FILTER_NAME) {
      const interval = values.length === 1 ? parseInterval(values[0]) : null;
      if (!interval) {
        throw badRequest(
          `Invalid time filter "${values.join('*')}": expected rdays, rmonths or ryears with two signed integers, from <= to (e.g. rdays:-30:0)`,
          name,
        );
      }
      const range = intervalRange(interval, today);
      period = { from: iso(range.start), to: iso(range.end) };
      conditions.push({ kind: 'dateRange', ...period });
      continue;
    }
    const question = survey.questionsByExtName.get(name);
    if (question?.type !== 'choice') throw badRequest(`Unknown filter "${name}"`, name);
    const optionValues = values.map((v) => {
      const option = question.options.find((o) => o.extName === v);
      if (!option) throw badRequest(`Filter "${name}" has no option "${v}"`, name);
      return option.value;
    });
    conditions.push({ kind: 'values', questionId: question.id, values: optionValues });
  }
  return { conditions, period };
}

export function previousPeriod(period: Period): Period {
  const from = new Date(`${period.from}T00:00:00Z`);
  const to = new Date(`${period.to}T00:00:00Z`);
  return { from: iso(new Date(from.getTime() - (to.getTime() - from.getTime()))), to: period.from };
}
