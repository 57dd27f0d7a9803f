import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '#config.ts';
import type { Database } from '#db/database.ts';
import type { DB } from '#db/schema.ts';
import { currentUniverse } from '#db/tenant-context.ts';
import type { MailMessage } from './mail-message.ts';
import { createMailTransport } from './mail-transport.ts';
import { insertOutboxMail } from './outbox-repository.ts';

export interface QueueOptions {
  /** The transaction of the write that causes the mail: both are kept, or neither. */
  db?: Kysely<DB>;
  /** The universe the mail belongs to; by default the work's own (none outside one). */
  universeId?: number | null;
}

/**
 * Mail through SMTP (SMTP_URL) over one pooled, rate-limited transport (mail-transport.ts).
 * `send` hands a mail to SMTP now and answers when it is taken (campaigns, test sends,
 * subscriptions, which keep their own bookkeeping). `queue` writes it to the outbox, which
 * the outbox sender delivers with retries (outbox-sender.ts): what the background sends.
 * Without SMTP_URL nothing is sent or queued and a warning is logged.
 */
export class Mailer {
  readonly #transport: Transporter | null;
  readonly #pending = new Set<Promise<unknown>>();
  readonly #domain: string;
  /** Called after a mail is queued: the outbox sender looks at once. */
  onQueued: () => void = () => {};

  constructor(
    config: AppConfig,
    private readonly database: Database,
  ) {
    this.#transport = createMailTransport(config);
    this.from = config.mailFrom;
    this.#domain = new URL(config.publicUrl).hostname || 'localhost';
  }

  readonly from: string;

  get configured(): boolean {
    return this.#transport !== null;
  }

  async send(message: MailMessage, log: FastifyBaseLogger): Promise<void> {
    if (!this.#transport) {
      log.warn({ subject: message.subject }, 'SMTP_URL is not set: mail not sent');
      return;
    }
    await this.#transport.sendMail(this.#envelope(message));
  }

  /** The outbox sender's hand-over: the same Message-ID on every attempt. */
  async deliver(message: MailMessage & { messageId: string }): Promise<void> {
    if (!this.#transport) throw new Error('SMTP_URL is not set');
    await this.#transport.sendMail(this.#envelope(message));
  }

  /**
   * A mail as SMTP takes it, from the one sender. Every mail the product sends is written by
   * the product, not by a person, so each says so with `Auto-Submitted: auto-generated`
   * (RFC 3834): out-of-office and other automatic replies are then not sent back to it.
   */
  #envelope<M extends MailMessage>(message: M) {
    return {
      from: this.from,
      ...message,
      headers: { ...message.headers, 'Auto-Submitted': 'auto-generated' },
    };
  }

  /** A Message-ID for a mail of this server (the outbox keeps it with the mail). */
  newMessageId(): string {
    return `<${randomUUID()}@${this.#domain}>`;
  }

  /** Writes the mail to the outbox; false when SMTP_URL is not set (logged, not kept). */
  async queue(message: MailMessage, log: FastifyBaseLogger, options: QueueOptions = {}): Promise<boolean> {
    if (!this.#transport) {
      log.warn({ subject: message.subject }, 'SMTP_URL is not set: mail not sent');
      return false;
    }
    await insertOutboxMail(options.db ?? this.database.db, {
      universeId: options.universeId === undefined ? currentUniverse() : options.universeId,
      messageId: this.newMessageId(),
      message,
    });
    // Inside a transaction the row is seen once it commits: the sender's poll finds it then.
    if (!options.db) this.onQueued();
    return true;
  }

  /**
   * Queues without making the caller wait (so answer times do not tell whether a mail
   * went out). Queued rows are delivered by the outbox sender, with retries.
   */
  sendInBackground(message: MailMessage, log: FastifyBaseLogger): void {
    const queuing = this.queue(message, log)
      .catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail not queued'))
      .finally(() => this.#pending.delete(queuing));
    this.#pending.add(queuing);
  }

  /** Waits for mails being queued, then closes the pool (after the outbox sender stopped). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.#pending]);
    this.#transport?.close();
  }
}
