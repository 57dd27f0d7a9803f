import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '#config.ts';

/**
 * The one SMTP transport of the process: a pool of at most MAIL_MAX_CONNECTIONS
 * connections, each reused for MAIL_MAX_MESSAGES mails, at most MAIL_RATE_LIMIT mails per
 * MAIL_RATE_DELTA_MS. Campaigns, the outbox and test sends share it, so no burst of mail
 * can open a connection per mail (an import's alerts once opened 38,000 and ran the
 * server out of file descriptors). Null without SMTP_URL.
 */
export function createMailTransport(
  config: Pick<
    AppConfig,
    'smtpUrl' | 'mailMaxConnections' | 'mailMaxMessages' | 'mailRateLimit' | 'mailRateDeltaMs'
  >,
): Transporter | null {
  if (!config.smtpUrl) return null;
  return nodemailer.createTransport({
    pool: true,
    url: config.smtpUrl,
    maxConnections: config.mailMaxConnections,
    maxMessages: config.mailMaxMessages,
    // 0 is nodemailer's "no limit"
    rateLimit: config.mailRateLimit,
    rateDelta: config.mailRateDeltaMs,
    // A dropped connection fails the mail at once: the outbox retries it durably (a pool's
    // in-memory retries would hold it, and its sender, for half a minute and then lose it
    // on a restart), and campaigns record the failure as before.
    maxRequeues: 0,
  });
}
