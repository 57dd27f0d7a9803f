import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseStaleDigests } from '#alerts/alert-digest-release.ts';
import { OutboxSender, type OutboxSenderOptions } from '#mail/outbox-sender.ts';
import type { Services } from '#services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail outbox in this process (docs/decisions/032-mail-outbox.md). */
    outboxSender: OutboxSender;
  }
}

/**
 * The outbox sender: started when the app is ready, stopped on close after the mails in
 * hand are marked (the pooled transport closes after it, in app.ts). Without SMTP_URL
 * nothing is queued, so nothing runs.
 */
export const outboxSenderPlugin = fp(
  async (app: FastifyInstance, options: { services: Services; sender?: Partial<OutboxSenderOptions> }) => {
    const { services } = options;
    const { config } = services;
    const sender = new OutboxSender(services.database.db, services.mailer, app.log, {
      retryMs: config.mailRetryMs,
      batch: config.mailMaxConnections * 4,
      beforeDrain: () => releaseStaleDigests(services, app.log),
      metrics: services.metrics,
      ...options.sender,
    });
    app.decorate('outboxSender', sender);
    services.mailer.onQueued = () => sender.wake();
    if (!services.mailer.configured) return;
    app.addHook('onReady', async () => sender.start());
    app.addHook('preClose', async () => sender.stop());
  },
  { name: 'outbox-sender' },
);
