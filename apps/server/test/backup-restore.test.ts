import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '#db/database.ts';
import { seedDemo } from '#demo/seed-demo.ts';
import { createDatabase } from '../../../scripts/pg-cluster.ts';
import { appOn, CSRF_HEADER, DATABASE_KINDS, path, signIn, TEST_NOW } from './harness.ts';

/**
 * Backup and restore as an operator runs them (docs/operating.md): `npm run backup` of a
 * seeded instance, `npm run restore` into an empty database or data folder, and the restored
 * instance answers every call of a set of dashboard, list and administration calls exactly
 * as the original did, a session signed in before the backup included. Restoring over data,
 * or a file of the other kind, is refused and changes nothing.
 */

/** The calls compared: figures at every level, lists, and what administrators see. */
const CALLS = [
  `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
  `/api/vuejs/analytics/trend/cx/${path('org,all')}?indicator=nps&bucket=month`,
  `/api/vuejs/analytics/ranking/cx/${path('org,all')}?level=4`,
  `/api/vuejs/analytics/breakdown/cx/${path('org,all')}`,
  `/api/vuejs/analytics/distribution/cx/${path('org,all')}?question=channel`,
  `/api/vuejs/alerts/cx/${path('org,all')}?limit=100`,
  `/api/vuejs/interviews/cx/${path('org,all')}?limit=100`,
  `/api/vuejs/comments/cx/${path('org,all')}`,
  '/api/vuejs/users/list/cx',
  '/api/vuejs/roles/list/cx',
];

async function figures(app: FastifyInstance, cookie: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const url of CALLS) {
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    answers[url] = response.json();
  }
  return answers;
}

/** `npm run backup` / `npm run restore` as a shell runs them; their output, or their failure. */
async function command(args: string[], env: Record<string, string>): Promise<{ ok: boolean; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/backup.ts', ...args],
      { cwd: join(import.meta.dirname, '..'), env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
    );
    return { ok: true, out: stdout };
  } catch (error) {
    return { ok: false, out: String((error as { stderr?: string }).stderr) };
  }
}

describe.each(DATABASE_KINDS)('backup and restore (%s)', (kind) => {
  let folder: string;
  const envOf = (where: { url?: string; dataDir: string }): Record<string, string> =>
    where.url
      ? { DATABASE_URL: where.url, OPINIO_MODE: 'production', DATA_DIR: where.dataDir }
      : { DATA_DIR: where.dataDir };
  let original: { url?: string; dataDir: string };
  let copy: { url?: string; dataDir: string };
  const open = (where: { url?: string; dataDir: string }): Promise<Database> =>
    openDatabase(where.url ? { databaseUrl: where.url, dataDir: null } : { dataDir: where.dataDir });
  const newPostgres = () => createDatabase(inject('pgUrl'), `b_${randomBytes(6).toString('hex')}`);

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'opinio-backup-'));
    original = {
      url: kind === 'postgres' ? await newPostgres() : undefined,
      dataDir: join(folder, 'original'),
    };
    copy = { url: kind === 'postgres' ? await newPostgres() : undefined, dataDir: join(folder, 'copy') };
    const database = await open(original);
    await seedDemo(database.db, { interviews: 400, now: TEST_NOW });
    await database.close();
  }, 120_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('a restored backup answers every call as the original, and a session goes on', async () => {
    // the original, used: a session, and an alert taken in hand
    let database = await open(original);
    let { app } = await appOn(database);
    const cookie = await signIn(app, 'admin');
    const before = await figures(app, cookie);
    expect((before[CALLS[0]] as { nInterviews: number }).nInterviews).toBe(400);
    await app.close();
    await database.close();

    const file = join(folder, 'instance.backup');
    const backup = await command(['backup', file], envOf(original));
    expect(backup.out).toContain(`Backed up to ${file}`);
    expect(backup.ok).toBe(true);
    const restored = await command(['restore', file], envOf(copy));
    expect(restored.out).toContain(`Restored ${file}`);
    expect(restored.ok).toBe(true);

    database = await open(copy);
    ({ app } = await appOn(database));
    try {
      const session = await app.inject({
        method: 'POST',
        url: '/api/vuejs/auth/validatecookie',
        payload: {},
        headers: { cookie, ...CSRF_HEADER },
      });
      expect(session.statusCode, session.body).toBe(200);
      expect(session.json().isUserAdmin).toBe(true);
      expect(await figures(app, cookie)).toEqual(before);
    } finally {
      await app.close();
      await database.close();
    }
  }, 240_000);

  it('a restore over data, or of the other kind of backup, is refused and changes nothing', async () => {
    const file = join(folder, 'instance.backup');
    const over = await command(['restore', file], envOf(copy));
    expect(over.ok).toBe(false);
    expect(over.out).toMatch(kind === 'postgres' ? /already has \d+ tables/ : /already holds a database/);

    const other = join(folder, 'other.backup');
    await writeFile(other, kind === 'postgres' ? Buffer.from([0x1f, 0x8b, 8, 0]) : 'PGDMP\u0001');
    const empty = {
      url: kind === 'postgres' ? await newPostgres() : undefined,
      dataDir: join(folder, 'empty'),
    };
    const wrong = await command(['restore', other], envOf(empty));
    expect(wrong.ok).toBe(false);
    expect(wrong.out).toContain(
      kind === 'postgres' ? 'backup of the embedded database' : 'backup of a PostgreSQL',
    );
    if (kind === 'pglite') expect(existsSync(join(empty.dataDir, 'pgdata'))).toBe(false);

    const none = await command(['restore', join(folder, 'missing.backup')], envOf(empty));
    expect(none.ok).toBe(false);
    expect(none.out).toContain('cannot be read');
  }, 240_000);
});

describe('a backup of the embedded database', () => {
  it('is refused while a server holds its data folder, and no file is left', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'opinio-backup-held-'));
    const database = await openDatabase({ dataDir: join(folder, 'data') });
    try {
      const held = await command(['backup', join(folder, 'held.backup')], { DATA_DIR: join(folder, 'data') });
      expect(held.ok).toBe(false);
      expect(held.out).toContain('in use by another Opinio process');
      expect(existsSync(join(folder, 'held.backup'))).toBe(false);
      expect(existsSync(join(folder, 'held.backup.partial'))).toBe(false);
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
