import type { Analytics } from './analytics/analytics.ts';
import type { AuthServices } from './auth/auth-services.ts';
import type { Metrics } from './lib/metrics.ts';
import type { LiveEvents } from './live/live-events.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ScriptSandbox } from './sandbox/script-sandbox.ts';
import type { SmsGateway } from './sms/sms-gateway.ts';
import type { WebhookQueue } from './webhooks/webhook-queue.ts';

/** What routes work with, built once in app.ts. */
export interface Services extends AuthServices {
  /** The analytics read model and every query on it (decision 038). */
  analytics: Analytics;
  mailer: Mailer;
  /** Campaign SMS through the operator's HTTP gateway (SMS_GATEWAY_URL). */
  sms: SmsGateway;
  /** Data versions and alerts as they happen, for the SSE stream (across processes on PostgreSQL). */
  live: LiveEvents;
  /** Runs administrators' scripts in QuickJS, in worker threads (decision 027). */
  sandbox: ScriptSandbox;
  /** Outbound webhooks: events queued for the universe's endpoints (docs/webhooks.md). */
  webhooks: WebhookQueue;
  /** The Prometheus metrics of this app (GET /metrics, plugins/metrics-plugin.ts). */
  metrics: Metrics;
}
