import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#db/database.ts';
import { MIGRATIONS } from '#db/migrations.ts';
import { DEMO_USERS, isDatabaseEmpty, seedDemo } from '#demo/seed-demo.ts';
import { seedOnStart } from '#demo/seed-on-start.ts';
import { createDatabase } from '../../../scripts/pg-cluster.ts';
import { DATABASE_KINDS, openTestDatabase, TEST_NOW } from './harness.ts';

describe('embedded database folder', () => {
  it('a second process on the same data folder gets a clear error; after close it opens again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opinio-lock-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another Opinio process/);
      await first.close();
      const again = await openDatabase({ dataDir: dir });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migrations on a shared PostgreSQL server', () => {
  it('three processes starting together migrate once without errors', async () => {
    const url = await createDatabase(inject('pgUrl'), `m_${Date.now()}`);
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: null })),
    );
    try {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(
        databases[0].db,
      );
      expect(rows[0].n).toBe(MIGRATIONS.length);
    } finally {
      for (const database of databases) await database.close();
    }
  });
});

describe.each(DATABASE_KINDS)('migrations and demo seed (%s)', (kind) => {
  it('a query made while a transaction is open is not part of it', async () => {
    const database = await openTestDatabase(kind);
    try {
      const failing = database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('universes')
          .values({ name: 'inside', title: 'Inside', settings: '{}' })
          .execute();
        await new Promise((r) => setTimeout(r, 50));
        throw new Error('roll back');
      });
      const outside = database.db
        .insertInto('universes')
        .values({ name: 'outside', title: 'Outside', settings: '{}' })
        .execute();
      await expect(failing).rejects.toThrow('roll back');
      await outside;
      const names = await database.db.selectFrom('universes').select('name').execute();
      expect(names.map((n) => n.name)).toEqual(['outside']);
    } finally {
      await database.close();
    }
  });

  it('applies every numbered migration once and records it', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { rows } = await sql<{
        version: number;
      }>`SELECT version FROM schema_migrations ORDER BY version`.execute(database.db);
      expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      // every tenant table carries universe_id
      const tables = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.columns WHERE column_name = 'universe_id' AND table_schema = 'public'`.execute(
        database.db,
      );
      const names = tables.rows.map((r) => r.table_name);
      for (const table of [
        'surveys',
        'views',
        'units',
        'questions',
        'indicators',
        'pages',
        'page_components',
        'interviews',
        'answers',
        'interview_comments',
        'memberships',
        'sessions',
      ]) {
        expect(names, table).toContain(table);
      }
    } finally {
      await database.close();
    }
  });

  it('the demo is deterministic for a seed and seeds only an empty database', async () => {
    const a = await openTestDatabase(kind);
    const b = await openTestDatabase(kind);
    try {
      expect(await isDatabaseEmpty(a.db)).toBe(true);
      await seedDemo(a.db, { interviews: 300, now: TEST_NOW });
      await seedDemo(b.db, { interviews: 300, now: TEST_NOW });
      expect(await isDatabaseEmpty(a.db)).toBe(false);
      const fingerprint = (db: typeof a.db) =>
        sql<{
          f: string;
        }>`SELECT md5(string_agg(i.unit_id || ':' || i.interview_date || ':' || a.question_id || ':' || coalesce(a.value::text, a.text_value), ',' ORDER BY i.id, a.question_id)) AS f
          FROM interviews i JOIN answers a ON a.interview_id = i.id`.execute(db);
      expect((await fingerprint(a.db)).rows[0].f).toBe((await fingerprint(b.db)).rows[0].f);
      const future = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM interviews WHERE interview_date > ${TEST_NOW.toISOString()}::timestamptz`.execute(
        a.db,
      );
      expect(future.rows[0].n).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.each(DATABASE_KINDS)('start-up seeding (%s)', (kind) => {
  it('production mode seeds nothing: no universes, no users, no passwords', async () => {
    const database = await openTestDatabase(kind);
    try {
      expect(await seedOnStart(database.db, { mode: 'production', demoInterviews: 100 }, () => {})).toBe(
        false,
      );
      expect(await database.db.selectFrom('users').selectAll().execute()).toEqual([]);
      expect(await isDatabaseEmpty(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('demo mode seeds an empty database once', async () => {
    const database = await openTestDatabase(kind);
    try {
      const usernames = async () =>
        (await database.db.selectFrom('users').select('username').orderBy('username').execute()).map(
          (u) => u.username,
        );
      expect(await seedOnStart(database.db, { mode: 'demo', demoInterviews: 50 }, () => {})).toBe(true);
      const seeded = await usernames();
      // the sign-in users of the README, and the chain's staff beside them
      expect(seeded).toEqual(expect.arrayContaining(DEMO_USERS.map((u) => u.username)));
      expect(seeded.length).toBeGreaterThan(DEMO_USERS.length + 100);
      expect(await seedOnStart(database.db, { mode: 'demo', demoInterviews: 50 }, () => {})).toBe(false);
      expect(await usernames()).toEqual(seeded);
    } finally {
      await database.close();
    }
  });
});
