import { webhooksApi } from '@opinio/domain/api/webhooks';
import type { FastifyRequest } from 'fastify';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { forbidden } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin, RouteServices } from '#routes/route-plugin.ts';
import {
  createWebhook,
  deleteWebhook,
  retryDelivery,
  rotateWebhookSecret,
  saveWebhook,
  testWebhook,
  type WebhookAdmin,
  webhookDeliveries,
  webhookList,
} from '#webhooks/webhook-admin.ts';

type Needed = 'catalog' | 'database' | 'config' | 'webhooks';

/**
 * The caller as administrator of the universe's webhooks: an endpoint is told of the whole
 * universe, so an administrator scoped to a unit may not manage them (403).
 */
async function webhookAdmin(
  services: RouteServices<Needed>,
  request: FastifyRequest,
  surveyExtName: string,
): Promise<WebhookAdmin> {
  const { principal, scope } = await surveyForRequest(services, request, surveyExtName);
  if (scope.unit)
    throw forbidden(
      'Webhooks are told of the whole universe: only administrators of the whole organisation manage them',
    );
  return {
    db: services.database.db,
    universeId: principal.universe.id,
    userId: principal.user.id,
    httpAllowed: services.config.webhookAllowPrivate,
  };
}

/** Outbound webhooks: endpoints, their secrets, test deliveries and the delivery log (docs/webhooks.md). */
const webhookRoutes: RoutePlugin<Needed> = async (app, { services }) => {
  const admin = (request: FastifyRequest<{ Params: { survey: string } }>) =>
    webhookAdmin(services, request, request.params.survey);

  app.route({
    ...routeOptions(webhooksApi.list),
    handler: async (request) => webhookList(await admin(request)),
  });
  app.route({
    ...routeOptions(webhooksApi.create),
    handler: async (request) => createWebhook(await admin(request), request.body),
  });
  app.route({
    ...routeOptions(webhooksApi.save),
    handler: async (request) => saveWebhook(await admin(request), request.params.webhookId, request.body),
  });
  app.route({
    ...routeOptions(webhooksApi.delete),
    handler: async (request) => {
      await deleteWebhook(await admin(request), request.params.webhookId);
      return { deleted: true as const };
    },
  });
  app.route({
    ...routeOptions(webhooksApi.rotateSecret),
    handler: async (request) => rotateWebhookSecret(await admin(request), request.params.webhookId),
  });
  app.route({
    ...routeOptions(webhooksApi.test),
    handler: async (request) => {
      const delivery = await testWebhook(
        await admin(request),
        request.params.webhookId,
        services.config.publicUrl,
      );
      services.webhooks.wake();
      return delivery;
    },
  });
  app.route({
    ...routeOptions(webhooksApi.deliveries),
    handler: async (request) => webhookDeliveries(await admin(request), request.params.webhookId),
  });
  app.route({
    ...routeOptions(webhooksApi.retry),
    handler: async (request) => {
      const delivery = await retryDelivery(
        await admin(request),
        request.params.webhookId,
        request.params.deliveryId,
      );
      services.webhooks.wake();
      return delivery;
    },
  });
};

export default webhookRoutes;
