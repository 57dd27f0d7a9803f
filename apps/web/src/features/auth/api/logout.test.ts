// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKey } from '@/lib/browser-memory.ts';
import { logout } from './logout.ts';

const seenKey = userKey({ universe: 'demo', userId: 12, impersonatedBy: null }, 'changesSeen.cx');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** The bell's marker and the tab's language, as a signed-in user leaves them. */
function signedInState() {
  localStorage.setItem(seenKey, '2026-11-28T08:00:00Z');
  sessionStorage.setItem('opinio.locale', 'sv');
}

describe('logout', () => {
  it('forgets what the browser kept for the user once the session is revoked', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (input: URL | string) => {
      sent.push(new URL(String(input), window.location.origin).pathname);
      return new Response(null, { status: 204 });
    });
    signedInState();
    await logout();
    expect(sent).toEqual(['/api/vuejs/auth/logout']);
    expect(localStorage.getItem(seenKey)).toBeNull();
    expect(sessionStorage.getItem('opinio.locale')).toBeNull();
  });

  it('forgets it also when the call fails: the browser is left as it was found', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    signedInState();
    await expect(logout()).rejects.toThrow();
    expect(localStorage.getItem(seenKey)).toBeNull();
    expect(sessionStorage.getItem('opinio.locale')).toBeNull();
  });
});
