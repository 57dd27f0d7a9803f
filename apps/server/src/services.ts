import type { Analytics } from './analytics/analytics.ts';
import type { OidcVerifier } from './auth/oidc/oidc-verifier.ts';
import type { SmsGateway } from './campaigns/sms/sms-gateway.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { LiveEvents } from './live/live-events.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ScriptSandbox } from './scripts/sandbox/script-sandbox.ts';
import type { SurveyCatalog } from './surveys/survey-catalog.ts';

/** What routes work with, built once in app.ts. */
export interface Services {
  config: AppConfig;
  database: Database;
  catalog: SurveyCatalog;
  /** The analytics read model and every query on it (decision 038). */
  analytics: Analytics;
  /** Verifies single sign-on tokens; caches each provider's keys. */
  oidc: OidcVerifier;
  mailer: Mailer;
  /** Campaign SMS through the operator's HTTP gateway (SMS_GATEWAY_URL). */
  sms: SmsGateway;
  /** Data versions and alerts as they happen, for the SSE stream (across processes on PostgreSQL). */
  live: LiveEvents;
  /** Runs administrators' scripts in QuickJS, in worker threads (decision 027). */
  sandbox: ScriptSandbox;
  /** Today's date for relative time filters (UTC); tests pin it. */
  today(): Date;
}
