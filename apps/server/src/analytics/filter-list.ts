import type { TFilterQueryResponse, TFilterSet } from '@opinio/domain/schemas/filters';
import type { Scope } from '#access/scope.ts';
import type { FilterDefinition } from '#db/filter-definition.ts';
import { badRequest, notFound } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { filterOptions } from './filter-options.ts';

const TYPEAHEAD_LIMIT = 50;

function publicFilter(filter: FilterDefinition, options: Array<{ extName: string; title: string }>) {
  const flag = (name: keyof FilterDefinition['flags']) => filter.flags[name] === true;
  return {
    extName: filter.extName,
    title: filter.title,
    // server-side filters answer their options through the typeahead call
    options: filter.flags.serverSide ? [] : options.map((o) => ({ extName: o.extName, title: o.title })),
    range: flag('range'),
    today: flag('today'),
    dateRef: flag('dateRef'),
    dateInterval: flag('dateInterval'),
    tableDate: flag('tableDate'),
    multipleSelections: flag('multipleSelections'),
    serverSide: flag('serverSide'),
    dropdown: flag('dropdown'),
    exclude: flag('exclude'),
    submatch: flag('submatch'),
    campaign: flag('campaign'),
  };
}

/** The filter sidebar's groups of one type (standard or time), each filter with its fixed options. */
export function filterSet(survey: SurveyModel, type: TFilterSet['type']): TFilterSet {
  return {
    type,
    filterGroups: survey.filterSets[type].map((group) => ({
      title: group.title,
      expanded: group.expanded,
      ungrouped: group.ungrouped,
      flatten: group.flatten,
      filters: group.filters.map((f) => publicFilter(f, filterOptions(survey, f))),
    })),
  };
}

/**
 * The typeahead of a filter with many options: the options whose title or extName contain
 * `query`, the first 50 with whether there are more. A unit filter offers only the units of
 * the caller's scope and below.
 */
export function searchFilterOptions(
  survey: SurveyModel,
  scope: Scope,
  filterExtName: string,
  query: string,
): TFilterQueryResponse {
  const filter = survey.filters.get(filterExtName);
  if (!filter) throw notFound(`Survey ${survey.extName} has no filter ${filterExtName}`);
  const needle = query.trim().toLocaleLowerCase();
  const matches = (o: { extName: string; title: string }) =>
    needle === '' ||
    o.title.toLocaleLowerCase().includes(needle) ||
    o.extName.toLocaleLowerCase().includes(needle);
  let options: Array<{ extName: string; title: string }>;
  if (filter.target === 'units') {
    // only the units the user may see: their scope and below
    options = [...survey.organisation.unitsById.values()]
      .filter((u) => u.level > 1 && scope.allows(u))
      .filter(matches)
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((u) => ({ extName: u.extName, title: u.title }));
  } else {
    options = filterOptions(survey, filter).filter(matches);
    if (options.length === 0 && filterOptions(survey, filter).length === 0) {
      throw badRequest(`Filter "${filter.extName}" has no options to search`, 'filter', {
        code: 'not_applicable',
      });
    }
  }
  return { options: options.slice(0, TYPEAHEAD_LIMIT), more: options.length > TYPEAHEAD_LIMIT };
}
