import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SharedRef {
  universeId: number;
  surveyId: number;
  interviewId: number;
  /** Unix seconds. */
  expiresAt: number;
}

const mac = (secret: string, ref: SharedRef) =>
  createHmac('sha256', secret)
    .update(`interview:${ref.universeId}:${ref.surveyId}:${ref.interviewId}:${ref.expiresAt}`)
    .digest('base64url');

/** The b segment of a sharing link: "universe.survey.expiry.signature". */
export function signShare(secret: string, ref: SharedRef): string {
  return `${ref.universeId}.${ref.surveyId}.${ref.expiresAt}.${mac(secret, ref)}`;
}

/**
 * What a b segment grants for the interview: valid only when unexpired and signed by the
 * secret. Checked before anything is looked up, so forged links cost no database work.
 */
export function verifyShare(
  secret: string,
  interviewId: number,
  b: string,
  nowSeconds: number,
): SharedRef | null {
  const match = /^(\d{1,9})\.(\d{1,9})\.(\d{1,12})\.([\w-]{43})$/.exec(b);
  if (!match) return null;
  const ref = {
    universeId: Number(match[1]),
    surveyId: Number(match[2]),
    interviewId,
    expiresAt: Number(match[3]),
  };
  if (ref.expiresAt <= nowSeconds) return null;
  const expected = Buffer.from(mac(secret, ref));
  const given = Buffer.from(match[4]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? ref : null;
}
