import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { BackgroundLoop } from '#db/background-loop.ts';
import type { DB } from '#db/schema.ts';
import type { Metrics } from '#lib/metrics.ts';
import type { Mailer } from './mailer.ts';
import {
  type ClaimedMail,
  claimOutboxMails,
  deleteSentMails,
  markMailFailed,
  markMailSent,
  retryMailLater,
} from './outbox-repository.ts';

export interface OutboxSenderOptions {
  /** How often the outbox is looked at without a wake-up (other processes' mails, back-offs). */
  pollMs?: number;
  /** How long a claim holds; a dead sender's mails are claimed again after it. */
  leaseMs?: number;
  /** The first back-off after a failed attempt, doubled each time up to MAX_BACKOFF_MS. */
  retryMs: number;
  /** Mails claimed at once: enough to keep the transport's connections busy. */
  batch: number;
  /** Work done before each look at the outbox (held digests whose import stopped are released). */
  beforeDrain?: () => Promise<void>;
  /** Counts the attempts and their failures (`opinio_mail_attempts_total`, `opinio_mail_failures_total`). */
  metrics?: Metrics;
}

const MAX_BACKOFF_MS = 15 * 60_000;
const SENT_KEPT_MS = 7 * 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;

/** A refusal that another attempt will not change: every recipient refused, or a 5xx to the mail. */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500
  );
}

/**
 * Delivers the outbox (docs/decisions/032-mail-outbox.md): claims a few due mails, hands
 * them to the pooled transport side by side, and marks each: sent (once), retried later
 * with back-off (SMTP down: the mail stays queued, never lost), or failed when the SMTP
 * server refuses it for good. A crash between the SMTP server taking a mail and its mark
 * sends it again after the lease, with the same Message-ID. On close it lets the mails in
 * hand finish and be marked.
 */
export class OutboxSender {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #leaseMs: number;
  readonly #loop: BackgroundLoop;
  #sweptAt = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxSenderOptions,
  ) {
    this.#leaseMs = options.leaseMs ?? 5 * 60_000;
    this.#loop = new BackgroundLoop('outbox', log, options.pollMs ?? 5000, () => this.#drain());
  }

  start(): void {
    this.#loop.start();
  }

  /** Looks at the outbox now (this process queued a mail). */
  wake(): void {
    this.#loop.wake();
  }

  /** Lets the mails in hand finish and be marked. */
  stop(): Promise<void> {
    return this.#loop.stop();
  }

  async #drain(): Promise<void> {
    if (Date.now() - this.#sweptAt > SWEEP_EVERY_MS) {
      this.#sweptAt = Date.now();
      await deleteSentMails(this.db, new Date(Date.now() - SENT_KEPT_MS));
    }
    await this.options.beforeDrain?.();
    await this.#loop.drain(
      () => claimOutboxMails(this.db, this.id, this.options.batch, this.#leaseMs),
      (mail) => this.#deliver(mail),
    );
  }

  async #deliver(mail: ClaimedMail): Promise<void> {
    const { metrics } = this.options;
    metrics?.mailAttempts.inc();
    try {
      await this.mailer.deliver({ ...mail.message, messageId: mail.messageId });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      metrics?.mailFailures.inc({ outcome: isPermanent(error) ? 'refused' : 'retry' });
      if (isPermanent(error)) {
        this.log.error({ err: error, mail: mail.id }, 'outbox: mail refused for good');
        await markMailFailed(this.db, mail.id, this.id, reason);
        return;
      }
      const delay = Math.min(this.options.retryMs * 2 ** (mail.attempts - 1), MAX_BACKOFF_MS);
      this.log.warn(
        { err: error, mail: mail.id, retryInMs: delay },
        'outbox: mail not sent, kept for a retry',
      );
      await retryMailLater(this.db, mail.id, this.id, delay, reason);
      this.#loop.retryIn(delay);
      return;
    }
    if (!(await markMailSent(this.db, mail.id, this.id)))
      this.log.warn(
        { mail: mail.id },
        'outbox: sent after its claim ran out (another sender may send it too)',
      );
  }
}
