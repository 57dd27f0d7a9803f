import { filtersApi } from '@opinio/domain/api/filters';
import { filterOptions } from '#analytics/filter-options.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import type { FilterDefinition } from '#db/filter-definition.ts';
import { badRequest, notFound } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

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

/** The filter sidebar's definitions and the typeahead for large option lists. */
const filterRoutes: RoutePlugin<'catalog'> = async (app, { services }) => {
  app.route({
    ...routeOptions(filtersApi.list),
    handler: async (request) => {
      const { survey } = await surveyForRequest(services, request, request.params.survey);
      const groups = survey.filterSets[request.params.type];
      return {
        type: request.params.type,
        filterGroups: groups.map((group) => ({
          title: group.title,
          expanded: group.expanded,
          ungrouped: group.ungrouped,
          flatten: group.flatten,
          filters: group.filters.map((f) => publicFilter(f, filterOptions(survey, f))),
        })),
      };
    },
  });

  app.route({
    ...routeOptions(filtersApi.query),
    handler: async (request) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      const filter = survey.filters.get(request.params.filter);
      if (!filter) throw notFound(`Survey ${survey.extName} has no filter ${request.params.filter}`);
      const needle = request.query.query.trim().toLocaleLowerCase();
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
    },
  });
};

export default filterRoutes;
