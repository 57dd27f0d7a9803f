import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { type Database, openDatabase } from '#db/database.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { CSRF_HEADER, DATABASE_KINDS, openTestDatabase, path, signIn, testConfig } from './harness.ts';

const TOKEN = 'setup-token-of-this-test-0123456789';

const setup = (overrides: Record<string, unknown> = {}) => ({
  token: TOKEN,
  universe: { name: 'acme-retail', title: 'Acme Retail', defaultLocale: 'fi' },
  administrator: {
    username: 'ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    password: 'a long enough password',
    locale: 'en',
  },
  survey: { template: 'cx', extName: 'cx', title: 'Customer experience' },
  ...overrides,
});

/**
 * The first start of a production install on an empty database: the setup screen's calls
 * create the first universe and its administrator (only with the token the server printed,
 * only once, audited), who signs in, sees the survey made from a template and ingests
 * through an API key; the command does the same from a shell.
 */
describe.each(DATABASE_KINDS)('the first setup (%s)', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app } = await buildApp({ config: testConfig({ mode: 'production', setupToken: TOKEN }), database }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/setup', headers: CSRF_HEADER, payload });
  const needed = async () => (await app.inject({ method: 'GET', url: '/api/setup' })).json().needed;
  const universes = () =>
    runAsTenant('all', () => database.db.selectFrom('universes').select('name').execute());

  it('is refused with a wrong token or a bad field, naming it, and nothing is written', async () => {
    expect(await needed()).toBe(true);
    const wrong = await post(setup({ token: 'not-the-token-of-this-server' }));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('setup_token_wrong');
    const bad = await post(setup({ universe: { name: 'Acme Retail', title: 'Acme' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('universe.name');
    const short = await post(setup({ administrator: { ...setup().administrator, password: 'short' } }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.field).toBe('administrator.password');
    expect(await universes()).toEqual([]);
    expect(await needed()).toBe(true);
  });

  it('creates the universe and its administrator once; the administrator signs in and ingests through a key', async () => {
    const [first, second] = await Promise.all([post(setup()), post(setup())]);
    const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 409]);
    expect(answers[0].json()).toEqual({ universe: 'acme-retail', username: 'ada', survey: 'cx' });
    expect(answers[1].json().error.code).toBe('setup_done');
    expect(await universes()).toEqual([{ name: 'acme-retail' }]);
    expect(await needed()).toBe(false);
    expect((await post(setup({ token: 'not-the-token-of-this-server' }))).json().error.code).toBe(
      'setup_done',
    );

    const audit = await runAsTenant('all', () =>
      database.db.selectFrom('audit_log').select(['action', 'details']).execute(),
    );
    expect(audit).toEqual([
      {
        action: 'setup.first',
        details: expect.objectContaining({ via: 'screen', universe: 'acme-retail', username: 'ada' }),
      },
    ]);

    const cookie = await signIn(app, 'ada', { password: 'a long enough password' });
    const key = await app.inject({
      method: 'POST',
      url: '/api/vuejs/surveys/apikey/create/cx',
      headers: { cookie, ...CSRF_HEADER },
      payload: { name: 'Shop integration' },
    });
    expect(key.statusCode, key.body).toBe(200);
    const ingested = await app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${key.json().token}` },
      payload: {
        interviews: [{ externalId: 'first', unit: 'all', date: '2026-06-01', answers: { nps: 10 } }],
      },
    });
    expect(ingested.statusCode, ingested.body).toBe(200);
    const kpis = await app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
      headers: { cookie },
    });
    expect(kpis.statusCode, kpis.body).toBe(200);
    expect((kpis.json() as TKpiResponse).nInterviews).toBe(1);
  });
});

describe('the first setup from the command line', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'opinio-setup-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const command = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/setup.ts', ...args], {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, DATA_DIR: dataDir, OPINIO_ADMIN_PASSWORD: 'a long enough password' },
    }).then(
      (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        out: failed.stdout,
        err: failed.stderr,
      }),
    );
  const args = [
    '--universe',
    'acme',
    '--title',
    'Acme',
    '--username',
    'ada',
    '--survey',
    'nps',
    '--template',
    'nps',
  ];

  it('sets up an empty embedded database once, naming a bad option', async () => {
    const bad = await command(['--universe', 'Acme!', '--title', 'Acme', '--username', 'ada']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/universe\.name: Use 2-40 characters/);
    const done = await command(args);
    expect(done.err).toBe('');
    expect(done.out).toMatch(
      /Universe acme is set up: ada signs in with the password given, survey nps is ready/,
    );
    const again = await command(args);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/setup_done/);

    const database = await openDatabase({ dataDir });
    try {
      const rows = await runAsTenant('all', () =>
        database.db
          .selectFrom('users')
          .innerJoin('memberships', 'memberships.user_id', 'users.id')
          .innerJoin('roles', 'roles.id', 'memberships.role_id')
          .select(['users.username', 'users.is_root', 'roles.built_in'])
          .execute(),
      );
      expect(rows).toEqual([{ username: 'ada', is_root: true, built_in: 'administrator' }]);
    } finally {
      await database.close();
    }
    // three starts of the command, two of them migrating a new embedded database
  }, 240_000);
});
