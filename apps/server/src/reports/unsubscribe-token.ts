import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a mailed report's unsubscribe link: the subscription and the recipient,
 * signed with the server's sharing secret, so that nobody can unsubscribe someone else.
 */
export function signUnsubscribe(secret: string, subscriptionId: number, userId: number): string {
  const body = `${subscriptionId}.${userId}`;
  return `${body}.${mac(secret, body)}`;
}

export function verifyUnsubscribe(
  secret: string,
  token: string,
): { subscriptionId: number; userId: number } | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(mac(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { subscriptionId: Number(match[1]), userId: Number(match[2]) };
}

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`report-unsubscribe:${body}`).digest('base64url');
