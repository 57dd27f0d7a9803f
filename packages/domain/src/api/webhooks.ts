import { z } from 'zod';
import {
  ZWebhook,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookList,
  ZWebhookSave,
} from '../schemas/webhooks.ts';
import type { ApiRoute } from './api-route.ts';
import { idParam, ZSurveyParam, ZSurveyParams } from './path-params.ts';

const ZWebhookParams = z.object({ survey: ZSurveyParam, webhookId: idParam("The endpoint's id") });
const ZDeliveryParams = ZWebhookParams.extend({
  deliveryId: idParam("The delivery's id", 'bigserial'),
});

const manage = {
  tag: 'webhooks',
  auth: 'session',
  permission: 'webhooks.manage',
} as const;

/**
 * The universe's outbound webhooks, for administrators of the whole organisation with
 * `webhooks.manage` (an administrator scoped to a unit gets 403: an endpoint is told of the
 * whole universe). Another universe's endpoint or delivery answers 404. The survey in the
 * path only names where the caller stands.
 */
export const webhooksApi = {
  list: {
    ...manage,
    method: 'GET',
    path: '/api/vuejs/webhooks/list/:survey',
    summary: "The universe's webhook endpoints, with their secrets and the last week's deliveries",
    params: ZSurveyParams,
    response: { 200: ZWebhookList },
  },
  create: {
    ...manage,
    method: 'POST',
    path: '/api/vuejs/webhooks/:survey',
    summary: 'Add an endpoint: it gets a new secret',
    params: ZSurveyParams,
    body: ZWebhookSave,
    response: { 200: ZWebhook },
  },
  save: {
    ...manage,
    method: 'PUT',
    path: '/api/vuejs/webhooks/:survey/:webhookId',
    summary: "Change an endpoint's name, address, events, or pause it",
    description: 'Deliveries already queued go to the address they were queued for.',
    params: ZWebhookParams,
    body: ZWebhookSave,
    response: { 200: ZWebhook },
  },
  delete: {
    ...manage,
    method: 'DELETE',
    path: '/api/vuejs/webhooks/:survey/:webhookId',
    summary: 'Remove an endpoint with its deliveries (those queued are not sent)',
    params: ZWebhookParams,
    response: { 200: z.object({ deleted: z.literal(true) }) },
  },
  rotateSecret: {
    ...manage,
    method: 'POST',
    path: '/api/vuejs/webhooks/:survey/:webhookId/secret',
    summary: 'Give an endpoint a new secret: deliveries from now on are signed with it',
    params: ZWebhookParams,
    response: { 200: ZWebhook },
  },
  test: {
    ...manage,
    method: 'POST',
    path: '/api/vuejs/webhooks/:survey/:webhookId/test',
    summary: 'Queue a `webhook.test` delivery to the endpoint (paused or not)',
    params: ZWebhookParams,
    response: { 200: ZWebhookDelivery },
  },
  deliveries: {
    ...manage,
    method: 'GET',
    path: '/api/vuejs/webhooks/:survey/:webhookId/deliveries',
    summary: "An endpoint's latest 50 deliveries with every attempt: the delivery log",
    params: ZWebhookParams,
    response: { 200: ZWebhookDeliveryList },
  },
  retry: {
    ...manage,
    method: 'POST',
    path: '/api/vuejs/webhooks/:survey/:webhookId/deliveries/:deliveryId/retry',
    summary: 'Send a delivery again now (a failed one, or one waiting for its retry)',
    description: '409 for a delivery that was delivered or is being sent.',
    params: ZDeliveryParams,
    response: { 200: ZWebhookDelivery },
    errors: [409],
  },
} as const satisfies Record<string, ApiRoute>;
