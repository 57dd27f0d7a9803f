import { describe, expect, it } from 'vitest';
import { signShare, verifyShare } from './share-link.ts';

const secret = 'k'.repeat(40);
const ref = { universeId: 1, surveyId: 7, interviewId: 42, expiresAt: 2_000_000_000 };
const now = 1_900_000_000;

describe('sharing links', () => {
  it('a signed link verifies until it expires', () => {
    const b = signShare(secret, ref);
    expect(verifyShare(secret, 42, b, now)).toEqual(ref);
    expect(verifyShare(secret, 42, b, 2_000_000_000)).toBeNull();
  });

  it('another interview, universe, survey, expiry, signature or secret does not verify', () => {
    const b = signShare(secret, ref);
    const [u, s, e, sig] = b.split('.');
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const [interviewId, tampered] of [
      [43, b],
      [42, `2.${s}.${e}.${sig}`],
      [42, `${u}.8.${e}.${sig}`],
      [42, `${u}.${s}.${Number(e) + 1}.${sig}`],
      [42, `${u}.${s}.${e}.${flipped}`],
      [42, 'garbage'],
    ] as const) {
      expect(verifyShare(secret, interviewId, tampered, now), tampered).toBeNull();
    }
    expect(verifyShare('x'.repeat(40), 42, b, now)).toBeNull();
  });
});
