import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (campaign mails). */
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** Extra headers (List-Unsubscribe of mailed reports). */
  headers?: Record<string, string>;
}

/**
 * Mail through SMTP (SMTP_URL) with nodemailer. Without SMTP_URL nothing is sent and a
 * warning is logged. Background sends are awaited when the app closes.
 */
export class Mailer {
  readonly #transport: Transporter | null;
  readonly #pending = new Set<Promise<void>>();

  constructor(
    smtpUrl: string | null,
    readonly from: string,
  ) {
    this.#transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(message: MailMessage, log: FastifyBaseLogger): Promise<void> {
    if (!this.#transport) {
      log.warn({ subject: message.subject }, 'SMTP_URL is not set: mail not sent');
      return;
    }
    await this.#transport.sendMail({ from: this.from, ...message });
  }

  /** Sends without making the caller wait (so answer times do not tell whether a mail went out). */
  sendInBackground(message: MailMessage, log: FastifyBaseLogger): void {
    const sending = this.send(message, log)
      .catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail not sent'))
      .finally(() => this.#pending.delete(sending));
    this.#pending.add(sending);
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.#pending]);
    this.#transport?.close();
  }
}
