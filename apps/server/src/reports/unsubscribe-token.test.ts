import { describe, expect, it } from 'vitest';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token.ts';

describe('unsubscribe token', () => {
  it('names its subscription and recipient, and only with the right secret', () => {
    const token = signUnsubscribe('secret-a', 12, 345);
    expect(verifyUnsubscribe('secret-a', token)).toEqual({ subscriptionId: 12, userId: 345 });
    expect(verifyUnsubscribe('secret-b', token)).toBeNull();
  });

  it('refuses a token whose ids were changed or that is malformed', () => {
    const token = signUnsubscribe('s', 12, 345);
    expect(verifyUnsubscribe('s', token.replace(/^12\./, '13.'))).toBeNull();
    expect(verifyUnsubscribe('s', token.replace('.345.', '.346.'))).toBeNull();
    expect(verifyUnsubscribe('s', 'garbage')).toBeNull();
    expect(verifyUnsubscribe('s', `${token}x`)).toBeNull();
  });
});
