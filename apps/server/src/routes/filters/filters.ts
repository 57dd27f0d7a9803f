import { filtersApi } from '@opinio/domain/api/filters';
import { filterSet, searchFilterOptions } from '#analytics/filter-list.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** The filter sidebar's definitions and the typeahead for large option lists. */
const filterRoutes: RoutePlugin<'catalog'> = async (app, { services }) => {
  app.route({
    ...routeOptions(filtersApi.list),
    handler: async (request) => {
      const { survey } = await surveyForRequest(services, request, request.params.survey);
      return filterSet(survey, request.params.type);
    },
  });

  app.route({
    ...routeOptions(filtersApi.query),
    handler: async (request) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      return searchFilterOptions(survey, scope, request.params.filter, request.query.query);
    },
  });
};

export default filterRoutes;
