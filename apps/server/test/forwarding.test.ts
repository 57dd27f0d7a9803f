import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('forwarding pages from universe settings (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(kind, 100);
  });
  afterAll(() => t.close());

  const signInto = async (universe: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: CSRF_HEADER,
      payload: { username: 'multi', password: 'demo', universe },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const configure = (settings: Record<string, unknown>) =>
    t.database.db
      .updateTable('universes')
      .set({ settings: JSON.stringify(settings) })
      .where('name', '=', 'acme')
      .execute();

  it('a universe configured for the finland page answers the page and its https address', async () => {
    await configure({ forwarding: 'finland', forwardingUrl: 'https://hotels.example.fi/cx' });
    const identity = await signInto('acme');
    expect(identity.forwarding).toBe('finland');
    expect(identity.forwardingUrl).toBe('https://hotels.example.fi/cx');
    const other = await signInto('demo');
    expect(other.forwarding).toBeNull();
    expect(other.forwardingUrl).toBeNull();
  });

  it('an address that is not https is not offered', async () => {
    await configure({ forwarding: 'vgs', forwardingUrl: 'javascript:alert(1)' });
    const identity = await signInto('acme');
    expect(identity.forwarding).toBe('vgs');
    expect(identity.forwardingUrl).toBeNull();
  });
});
