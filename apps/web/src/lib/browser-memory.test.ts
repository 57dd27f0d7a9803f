// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSignedInUser, userKey } from './browser-memory.ts';

const anna = { universe: 'demo', userId: 12, impersonatedBy: null };
const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('what the browser keeps for a signed-in user', () => {
  it("is each user's own: by universe and user, and apart for a root user acting as them", () => {
    expect(userKey(anna, 'changesSeen.cx')).toBe('opinio.changesSeen.cx.demo.12');
    const seen = new Set([
      userKey(anna, 'changesSeen.cx'),
      userKey({ ...anna, userId: 13 }, 'changesSeen.cx'),
      userKey({ ...anna, universe: 'acme' }, 'changesSeen.cx'),
      userKey({ ...anna, impersonatedBy: { username: 'root', displayName: 'Rolf Root' } }, 'changesSeen.cx'),
    ]);
    expect(seen.size).toBe(4);
  });

  it('is forgotten at sign-out, with the language picked in the tab; unsent answers and other sites’ keys stay', () => {
    localStorage.setItem(userKey(anna, 'changesSeen.cx'), '2026-11-28T08:00:00Z');
    localStorage.setItem('opinio.changesSeen.cx', '2026-11-01T08:00:00Z');
    localStorage.setItem('opinio.responsive.tok123', '{"unsaved":true}');
    localStorage.setItem('another-app.setting', 'x');
    sessionStorage.setItem('opinio.locale', 'fi');
    sessionStorage.setItem('another-app.tab', 'y');
    forgetSignedInUser();
    expect(keys(localStorage)).toEqual(['another-app.setting', 'opinio.responsive.tok123']);
    expect(keys(sessionStorage)).toEqual(['another-app.tab']);
  });
});
