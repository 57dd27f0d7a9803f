/** One mail as the product writes it, before the outbox sends it. */
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
