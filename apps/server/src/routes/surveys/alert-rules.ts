import { alertsApi } from '@opinio/domain/api/alerts';
import { alertRules, newAlertRule, removeAlertRule, saveAlertRule } from '#alerts/alert-rule-admin.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * A survey's alert rules ("effectblocks" in the API's paths): list, a new one to start from, save, delete
 * (docs/product.md#alert-rules). Rules are read from the database on each ingestion
 * (run-alert-rules.ts), so a change applies at once.
 */
const alertRuleRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(alertsApi.rules),
    handler: async (request) => {
      const caller = await surveyForRequest(services, request, request.params.survey);
      return { rules: await alertRules(services, caller) };
    },
  });

  app.route({
    ...routeOptions(alertsApi.newRule),
    handler: async (request) =>
      newAlertRule(await surveyForRequest(services, request, request.params.survey)),
  });

  app.route({
    ...routeOptions(alertsApi.saveRule),
    handler: async (request) =>
      saveAlertRule(services, await surveyForRequest(services, request, request.params.survey), request.body),
  });

  app.route({
    ...routeOptions(alertsApi.deleteRule),
    handler: async (request) => {
      const caller = await surveyForRequest(services, request, request.params.survey);
      await removeAlertRule(services, caller, request.params.id);
      return { deleted: request.params.id };
    },
  });
};

export default alertRuleRoutes;
