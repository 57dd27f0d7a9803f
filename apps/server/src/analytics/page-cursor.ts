import { badRequest } from '#lib/http-error.ts';

/**
 * Opaque list cursors: base64url of the JSON array `[tag, ...key]`, where the tag names
 * the list and its order and the key is the last row's sort key (decision 015). Clients
 * only pass a cursor back; the server checks it as any input: a cursor that is not one
 * of ours, or belongs to another list or order, is a 400 naming `cursor`.
 */

/** How each part of a key is checked: an id (>= 0), a timestamp in seconds, an answer (or none). */
export type KeyPart = 'id' | 'ts' | 'value';

const MAX_LENGTH = 200;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function validPart(part: KeyPart, value: unknown): value is number | null {
  if (part === 'value')
    return value === null || (Number.isSafeInteger(value) && Math.abs(value as number) <= 2 ** 31);
  if (!Number.isSafeInteger(value) || (value as number) < 0) return false;
  return part === 'id' || (value as number) < 2 ** 32;
}

export function encodeCursor(tag: string, key: readonly (number | null)[]): string {
  return Buffer.from(JSON.stringify([tag, ...key])).toString('base64url');
}

/** The key of a cursor made by `encodeCursor(tag, ...)`, checked part by part. */
export function decodeCursor(text: string, tag: string, parts: readonly KeyPart[]): (number | null)[] {
  const invalid = () =>
    badRequest('Invalid cursor: pass back the nextCursor of the previous page', 'cursor', {
      code: 'invalid_cursor',
    });
  if (text.length > MAX_LENGTH || !BASE64URL.test(text)) throw invalid();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(decoded) || typeof decoded[0] !== 'string') throw invalid();
  if (decoded[0] !== tag) {
    throw badRequest(
      `The cursor belongs to another list or sort order (${decoded[0]}, not ${tag})`,
      'cursor',
      { code: 'invalid_cursor' },
    );
  }
  const key = decoded.slice(1);
  if (key.length !== parts.length || !parts.every((part, i) => validPart(part, key[i]))) throw invalid();
  return key as (number | null)[];
}
