import { createHash, randomBytes } from 'node:crypto';

/** A new API key token: a recognisable prefix and 256 random bits. */
export function newApiKeyToken(): string {
  return `opk_${randomBytes(32).toString('base64url')}`;
}

/** What the database keeps of a token. */
export function hashApiKeyToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
