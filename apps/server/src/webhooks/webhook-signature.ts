import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a delivery (docs/webhooks.md#verifying-a-delivery), in the scheme
 * Stripe and others use: `Opinio-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" keyed with the endpoint's secret>`. The timestamp inside the signed
 * text lets a receiver refuse an old delivery replayed.
 */
export const SIGNATURE_HEADER = 'opinio-signature';

/** A new endpoint secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The `Opinio-Signature` header's value for `body` sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does: whether `header` signs `body` with `secret`, sent within
 * `toleranceSeconds` of `now` (unix seconds). Documented for receivers (docs/webhooks.md). @internal
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1');
  if (!Number.isInteger(timestamp) || !signature || Math.abs(now - timestamp) > toleranceSeconds)
    return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
