import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How a delivery is signed (docs/webhooks.md#verifying-a-delivery): the Standard Webhooks
 * specification (standardwebhooks.com), which receivers verify with its libraries, plus the
 * earlier `Opinio-Signature` header, kept for one release so that receivers written for it
 * go on working while they move (deprecated).
 */

const SECRET_PREFIX = 'whsec_';

/**
 * A new endpoint secret as Standard Webhooks writes one: `whsec_` and 32 random bytes in
 * base64 (RFC 4648 §4, with padding), which the specification's libraries decode as they are.
 */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The HMAC key of a secret: the bytes its text after `whsec_` encodes. Secrets made before
 * the move to Standard Webhooks wrote the same 32 random bytes in base64url (`-` and `_` for
 * `+` and `/`, no padding); Node's decoder reads both alphabets, so such a secret keys the
 * same bytes, and a receiver's library takes it once `-` and `_` are written `+` and `/`
 * (docs/webhooks.md).
 */
function webhookKey(secret: string): Buffer {
  const text = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  return Buffer.from(text, 'base64');
}

/**
 * The `webhook-signature` header's value: `v1,` and the base64 HMAC-SHA256, keyed with the
 * secret's bytes, of `"<id>.<timestamp>.<body>"` (`id` the `webhook-id`, `timestamp` the
 * `webhook-timestamp` in unix seconds).
 */
function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', webhookKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

function legacyHmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The deprecated `Opinio-Signature` header's value for `body` sent at `timestamp` (unix
 * seconds): `t=<timestamp>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the secret's
 * text as it is written (UTF-8), as before the move to Standard Webhooks.
 */
function legacySignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${legacyHmac(secret, timestamp, body)}`;
}

/** What one attempt at a delivery is sent with. */
export interface SignedDelivery {
  /** The event id: the `webhook-id`, the same on every attempt. */
  eventId: string;
  event: string;
  body: string;
  secret: string;
}

/**
 * The headers of one attempt at a delivery, signed at `timestamp` (unix seconds, this
 * attempt's): Standard Webhooks' `webhook-id`, `webhook-timestamp` and `webhook-signature`,
 * `Opinio-Event`, and the deprecated `Opinio-Delivery` and `Opinio-Signature`.
 */
export function deliveryHeaders(delivery: SignedDelivery, timestamp: number): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Opinio-Webhooks/1',
    'webhook-id': delivery.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardSignature(delivery.secret, delivery.eventId, timestamp, delivery.body),
    'opinio-event': delivery.event,
    'opinio-delivery': delivery.eventId,
    'opinio-signature': legacySignature(delivery.secret, timestamp, delivery.body),
  };
}

/**
 * What a receiver of the deprecated header does: whether `header` signs `body` with
 * `secret`, sent within `toleranceSeconds` of `now` (unix seconds). @internal
 */
export function verifyLegacySignature(
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
  const expected = Buffer.from(legacyHmac(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
