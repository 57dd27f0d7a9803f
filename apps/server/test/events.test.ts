import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PER_IP } from '#routes/events/events.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp, universeIdOf } from './harness.ts';

const linkableHit = {
  name: 'linkable_hit',
  path: '/page/overview/cx/org%2Call?linkable=abc',
  survey: 'cx',
  linkable: 'abc',
};

describe.each(DATABASE_KINDS)('analytics events (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(kind, 100);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/vuejs/events',
      headers: { ...CSRF_HEADER, ...headers },
      payload: payload as Record<string, unknown>,
      remoteAddress,
    });
  const events = () => t.database.db.selectFrom('events').selectAll().orderBy('id').execute();

  it('a signed-out linkable_hit is stored with its path, survey and linkable, without a universe', async () => {
    const response = await post(linkableHit);
    expect(response.statusCode).toBe(204);
    const [row] = await events();
    expect(row.name).toBe('linkable_hit');
    expect(row.universe_id).toBeNull();
    expect(row.properties).toEqual({ path: linkableHit.path, survey: 'cx', linkable: 'abc' });
  });

  it("a signed-in caller's event gets the universe of the session", async () => {
    const cookie = await signIn(t.app, 'regional');
    expect((await post({ ...linkableHit, survey: null }, { cookie })).statusCode).toBe(204);
    const row = (await events()).at(-1)!;
    const demo = { id: await universeIdOf(t.database.db, 'demo') };
    expect(row.universe_id).toBe(demo.id);
  });

  it('bad input answers 400 and nothing is written', async () => {
    const before = (await events()).length;
    for (const [payload, error] of [
      [{ ...linkableHit, name: 'page_view' }, { code: 'invalid_value' }],
      [
        { ...linkableHit, path: '' },
        { code: 'required', field: 'path' },
      ],
      [{ name: 'linkable_hit', survey: 'cx' }, { code: 'required' }],
      [
        { ...linkableHit, linkable: 'x'.repeat(501) },
        { code: 'too_long', params: { max: 500 }, field: 'linkable' },
      ],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error, JSON.stringify(payload)).toMatchObject(error);
    }
    expect((await events()).length).toBe(before);
  });

  it('needs the CSRF header', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/vuejs/events', payload: linkableHit });
    expect(response.statusCode).toBe(403);
  });

  it(`answers 429 after ${EVENTS_PER_IP.max} events a minute from one address`, async () => {
    for (let i = 0; i < EVENTS_PER_IP.max; i++) {
      expect((await post(linkableHit, {}, '10.9.9.9')).statusCode).toBe(204);
    }
    expect((await post(linkableHit, {}, '10.9.9.9')).statusCode).toBe(429);
    expect((await post(linkableHit, {}, '10.9.9.10')).statusCode).toBe(204);
  });
});
