import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '#services.ts';
import { WebhookSender, type WebhookSenderOptions } from '#webhooks/webhook-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbound webhooks' deliveries in this process (docs/webhooks.md). */
    webhookSender: WebhookSender;
  }
}

/** The webhook sender: started when the app is ready, stopped on close after the deliveries in hand are recorded. */
export const webhookSenderPlugin = fp(
  async (app: FastifyInstance, options: { services: Services; sender?: Partial<WebhookSenderOptions> }) => {
    const { services } = options;
    const { config } = services;
    const sender = new WebhookSender(services.database.db, app.log, {
      retryMs: config.webhookRetryMs,
      maxAttempts: config.webhookMaxAttempts,
      attemptMs: config.webhookAttemptMs,
      allowPrivate: config.webhookAllowPrivate,
      metrics: services.metrics,
      ...options.sender,
    });
    app.decorate('webhookSender', sender);
    services.webhooks.onQueued = () => sender.wake();
    app.addHook('onReady', async () => sender.start());
    app.addHook('preClose', async () => sender.stop());
  },
  { name: 'webhook-sender' },
);
