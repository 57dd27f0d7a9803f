import { apiKeysApi } from '@opinio/domain/api/api-keys';
import { apiKeys, createApiKey, revokeKey, saveApiKey } from '#api-keys/api-key-admin.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * API keys: list, create (POST), save (POST), revoke (DELETE), and the GET forms of create and
 * revoke that the product's API contract names (docs/product.md#big-screen-and-api-keys).
 */
const apiKeyRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(apiKeysApi.list),
    handler: async (request) => ({
      keys: await apiKeys(services, await surveyForRequest(services, request, request.params.survey)),
    }),
  });

  app.route({
    ...routeOptions(apiKeysApi.createKey),
    handler: async (request) =>
      createApiKey(
        services,
        await surveyForRequest(services, request, request.params.survey),
        request.body ?? {},
      ),
  });
  // The GET form the product's API contract names (deprecated): the same, from the query.
  app.route({
    ...routeOptions(apiKeysApi.create),
    handler: async (request) =>
      createApiKey(services, await surveyForRequest(services, request, request.params.survey), request.query),
  });

  app.route({
    ...routeOptions(apiKeysApi.save),
    handler: async (request) =>
      saveApiKey(services, await surveyForRequest(services, request, request.params.survey), request.body),
  });

  app.route({
    ...routeOptions(apiKeysApi.revokeKey),
    handler: async (request) =>
      revokeKey(
        services,
        await surveyForRequest(services, request, request.params.survey),
        request.params.id,
      ),
  });
  // The GET form the product's API contract names (deprecated).
  app.route({
    ...routeOptions(apiKeysApi.revoke),
    handler: async (request) =>
      revokeKey(
        services,
        await surveyForRequest(services, request, request.params.survey),
        request.params.id,
      ),
  });
};

export default apiKeyRoutes;
