import type { StoredMail } from '../smtp-mailbox.ts';
import { receivedSince } from './received-files.ts';

/** The folder the e2e SMTP server writes mails to (global-setup.ts); unset against an outside server. */
export const MAILBOX_DIR = process.env.E2E_MAILBOX_DIR;

/** The newest mail to `address` received at or after `since` (ms), waiting up to `timeoutMs`. */
export async function mailTo(address: string, since: number, timeoutMs = 15_000): Promise<StoredMail> {
  if (!MAILBOX_DIR) throw new Error('E2E_MAILBOX_DIR is not set: the e2e SMTP server is not running');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = receivedSince<StoredMail>(MAILBOX_DIR, since).filter((mail) => mail.to === address);
    const newest = mails.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} arrived within ${timeoutMs / 1000} s`);
}

/** Every mail received at or after `since` (ms), oldest first, without waiting. */
export function mailsSince(since: number): StoredMail[] {
  if (!MAILBOX_DIR) throw new Error('E2E_MAILBOX_DIR is not set: the e2e SMTP server is not running');
  return receivedSince<StoredMail>(MAILBOX_DIR, since);
}
