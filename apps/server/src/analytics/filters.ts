import { decodeFilterToken, FilterTokenError } from '@opinio/domain/filter-token';
import {
  parseCampaignFilter,
  parseRange,
  parseRelativeDate,
  parseSubstring,
  relativeDateDay,
} from '@opinio/domain/filter-values';
import type { Parsed } from '@opinio/domain/parsed';
import { isSafeText, UNSAFE_TEXT_MESSAGE, visibleText } from '@opinio/domain/safe-text';
import { intervalRange, readInterval } from '@opinio/domain/time-interval';
import type { Scope } from '#access/scope.ts';
import type { FilterDefinition } from '#db/filter-definition.ts';
import { badRequest } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { campaignCondition } from './campaign-condition.ts';
import { filterOptions } from './filter-options.ts';
import type { Condition } from './query-spec.ts';

export interface Period {
  /** ISO date, inclusive */
  from: string;
  /** ISO date, exclusive */
  to: string;
}

export interface AppliedFilters {
  conditions: Condition[];
  /** The period of the time filter (ftime), when one is set: KPI changes compare with the one before. */
  period: Period | null;
}

/** A filter the survey does not have, or a value it does not take. */
const invalidFilter = (filter: string, value?: string) =>
  ({ code: 'invalid_filter', params: value === undefined ? { filter } : { filter, value } }) as const;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

function value<T>(filter: FilterDefinition, parsed: Parsed<T>, text: string): T {
  if (!parsed.ok)
    throw badRequest(
      `Filter "${filter.extName}": ${parsed.reason}`,
      filter.extName,
      invalidFilter(filter.extName, text),
    );
  return parsed.value;
}

function single(filter: FilterDefinition, values: string[]): string {
  if (values.length !== 1)
    throw badRequest(
      `Filter "${filter.extName}" takes one value`,
      filter.extName,
      invalidFilter(filter.extName),
    );
  return values[0];
}

function dateCondition(
  filter: FilterDefinition,
  values: string[],
  today: Date,
): { condition: Condition | null; period?: Period } {
  const text = single(filter, values);
  const { flags } = filter;
  if (flags.dateInterval) {
    const interval = value(filter, readInterval(text), text);
    const range = intervalRange(interval, today);
    const period = { from: iso(range.start), to: iso(range.end) };
    return { condition: { kind: 'dateRange', ...period }, period };
  }
  if (flags.dateRef) {
    const rel = value(filter, parseRelativeDate(text), text);
    const op = rel.direction === 'e' ? '=' : rel.direction === 'b' ? '<' : '>';
    return { condition: { kind: 'dateCompare', op, date: iso(relativeDateDay(rel, today)) } };
  }
  if (flags.today && (text === 'today_ymd' || text === 'today_md')) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
    return text === 'today_ymd'
      ? { condition: { kind: 'dateRange', from: iso(day), to: iso(addDays(day, 1)) } }
      : { condition: { kind: 'monthDay', month: day.getUTCMonth() + 1, day: day.getUTCDate() } };
  }
  if (flags.tableDate && (text === 'none' || text === 'first' || text === 'last')) {
    return { condition: text === 'none' ? null : { kind: 'tableDate', mode: text } };
  }
  throw badRequest(
    `Filter "${filter.extName}" has no value "${text}"`,
    filter.extName,
    invalidFilter(filter.extName, text),
  );
}

function questionCondition(survey: SurveyModel, filter: FilterDefinition, values: string[]): Condition {
  const question = survey.questionsByExtName.get(filter.question ?? '');
  if (!question)
    throw badRequest(
      `Filter "${filter.extName}" has no question`,
      filter.extName,
      invalidFilter(filter.extName),
    );
  if (filter.flags.range) {
    const text = single(filter, values);
    const range = value(filter, parseRange(text), text);
    return { kind: 'range', questionId: question.id, ...range };
  }
  if (filter.flags.submatch) {
    const parts = values.map((v) => value(filter, parseSubstring(v), v));
    return {
      kind: 'text',
      questionId: question.id,
      include: parts.filter((p) => p.mode === 'include').map((p) => p.text),
      exclude: parts.filter((p) => p.mode === 'exclude').map((p) => p.text),
    };
  }
  if (!filter.flags.multipleSelections && values.length > 1) {
    throw badRequest(
      `Filter "${filter.extName}" takes one value`,
      filter.extName,
      invalidFilter(filter.extName),
    );
  }
  const excluded = filter.flags.exclude && values.every((v) => v.startsWith('_'));
  const names = excluded ? values.map((v) => v.slice(1)) : values;
  const options = filterOptions(survey, filter);
  const optionValues = names.map((name) => {
    const option = options.find((o) => o.extName === name);
    if (!option)
      throw badRequest(
        `Filter "${filter.extName}" has no option "${name}"`,
        filter.extName,
        invalidFilter(filter.extName, name),
      );
    return option.value;
  });
  return { kind: 'values', questionId: question.id, values: optionValues, exclude: excluded };
}

/** Interviews whose comment mentions any of the chosen topics; a key the taxonomy lacks is a 400. */
function topicCondition(survey: SurveyModel, filter: FilterDefinition, values: string[]): Condition {
  if (!filter.flags.multipleSelections && values.length > 1)
    throw badRequest(
      `Filter "${filter.extName}" takes one value`,
      filter.extName,
      invalidFilter(filter.extName),
    );
  const keys = new Set((survey.topics?.topics ?? []).map((t) => t.key));
  for (const key of values) {
    if (!keys.has(key))
      throw badRequest(
        `Filter "${filter.extName}" has no topic "${visibleText(key)}"`,
        filter.extName,
        invalidFilter(filter.extName, visibleText(key)),
      );
  }
  return { kind: 'topic', keys: [...new Set(values)] };
}

function unitsCondition(
  survey: SurveyModel,
  filter: FilterDefinition,
  values: string[],
  scope: Scope,
): Condition {
  return {
    kind: 'units',
    units: values.map((name) => {
      const unit = survey.organisation.unitsByExtName.get(name);
      // A unit outside the user's scope is as unknown as one that does not exist.
      if (!unit || !scope.allows(unit)) {
        throw badRequest(
          `Filter "${filter.extName}" has no option "${name}"`,
          filter.extName,
          invalidFilter(filter.extName, name),
        );
      }
      return { level: unit.level, unitId: unit.id };
    }),
  };
}

/**
 * Turns a filter token into query conditions, checked against the survey's filter
 * definitions. An unknown filter or a malformed value is a 400 with the reason: never a
 * silently wrong number.
 */
export function applyFilters(survey: SurveyModel, token: string, today: Date, scope: Scope): AppliedFilters {
  let filters: Map<string, string[]>;
  try {
    filters = decodeFilterToken(token);
  } catch (error) {
    if (error instanceof FilterTokenError)
      throw badRequest(`Invalid filter token: ${error.message}`, 'filters', { code: 'invalid_format' });
    throw error;
  }
  const conditions: Condition[] = [];
  let period: Period | null = null;
  for (const [name, values] of filters) {
    const filter = survey.filters.get(name);
    if (!filter)
      throw badRequest(
        `Unknown filter "${visibleText(name)}"`,
        visibleText(name),
        invalidFilter(visibleText(name)),
      );
    // Values reach DuckDB and PostgreSQL (lists, searches): neither takes NUL.
    if (!values.every(isSafeText))
      throw badRequest(`Filter "${name}": values ${UNSAFE_TEXT_MESSAGE}`, name, { code: 'unsafe_text' });
    if (filter.target === 'date') {
      const applied = dateCondition(filter, values, today);
      if (applied.condition) conditions.push(applied.condition);
      if (applied.period && name === 'ftime') period = applied.period;
    } else if (filter.target === 'question') {
      conditions.push(questionCondition(survey, filter, values));
    } else if (filter.target === 'units') {
      conditions.push(unitsCondition(survey, filter, values, scope));
    } else if (filter.target === 'topic') {
      conditions.push(topicCondition(survey, filter, values));
    } else {
      const text = single(filter, values);
      const campaign = value(filter, parseCampaignFilter(text), text);
      conditions.push(campaignCondition(survey, name, campaign));
    }
  }
  return { conditions, period };
}

export function previousPeriod(period: Period): Period {
  const from = new Date(`${period.from}T00:00:00Z`);
  const to = new Date(`${period.to}T00:00:00Z`);
  return { from: iso(new Date(from.getTime() - (to.getTime() - from.getTime()))), to: period.from };
}
