import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsRenewal, type RenewableSession, startTokenRenewal } from './token-renewal.ts';

function fakeSession(expiresIn: number, renew: () => Promise<void>) {
  const session = {
    user: { expires_in: expiresIn } as { expires_in: number } | null,
    renew: vi.fn(renew),
    clear: vi.fn(async () => {
      session.user = null;
    }),
  };
  return session satisfies RenewableSession;
}

describe('token renewal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renews only when less than 60 s of validity is left', () => {
    expect(needsRenewal(59)).toBe(true);
    expect(needsRenewal(60)).toBe(false);
    expect(needsRenewal(undefined)).toBe(false);
  });

  it('checks every 10 s and renews a token about to expire', async () => {
    const session = fakeSession(300, async () => {});
    const stop = startTokenRenewal(session, () => {});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(session.renew).not.toHaveBeenCalled();
    session.user = { expires_in: 55 };
    await vi.advanceTimersByTimeAsync(9_999);
    expect(session.renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(session.renew).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(session.renew).toHaveBeenCalledTimes(1);
  });

  it('a failed renewal clears the token, logs and signs out once', async () => {
    const onFailure = vi.fn();
    const session = fakeSession(30, async () => {
      throw new Error('login_required');
    });
    const stop = startTokenRenewal(session, onFailure);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalled();
    stop();
  });
});
