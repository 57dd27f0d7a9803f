import type { StoredSms } from '../sms-receiver.ts';
import { receivedSince } from './received-files.ts';

/** The folder the e2e SMS gateway receiver writes messages to (global-setup.ts); unset against an outside server. */
export const SMS_DIR = process.env.E2E_SMS_DIR;

/** Every SMS the gateway received at or after `since` (ms), oldest first, without waiting. */
export function smsSince(since: number): StoredSms[] {
  if (!SMS_DIR) throw new Error('E2E_SMS_DIR is not set: the e2e SMS gateway receiver is not running');
  return receivedSince<StoredSms>(SMS_DIR, since);
}
