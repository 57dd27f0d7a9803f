import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '#db/tenant-context.ts';
import { DATABASE_KINDS, seededApp, type TestApp } from './harness.ts';

interface TableStatistics {
  relname: string;
  n_mod_since_analyze: number;
  last_analyze: Date | null;
  /** The rows the planner counts on: -1 before the table's first analysis. */
  reltuples: number;
}

describe.each(DATABASE_KINDS)('the planner statistics (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp(kind, 400);
    // a server listening: its periodic work has started
    await t.app.ready();
  });
  afterAll(() => t.close());

  const tables = async () =>
    new Map(
      (
        await sql<TableStatistics>`SELECT s.relname, s.n_mod_since_analyze::int, s.last_analyze, c.reltuples::int FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname IN ('interviews', 'answers', 'alerts')`.execute(
          t.database.db,
        )
      ).rows.map((r) => [r.relname, r]),
    );
  /**
   * The alerts' statistics after `keepStatistics` analyzed them, calling it until then: the
   * counts of changes reach the view within a second or so.
   */
  const alertsAnalyzedAfter = async (before: Date) => {
    for (let i = 0; i < 50; i++) {
      await t.database.keepStatistics();
      const alerts = (await tables()).get('alerts')!;
      if (alerts.last_analyze!.getTime() > before.getTime()) return alerts;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the alerts were not analyzed again');
  };

  if (kind === 'pglite') {
    it('the server analyzes the tables of a database it opens on its own, as autovacuum would', async () => {
      // the seeded database is a copy of an image, its counts of changes lost (as after a
      // crash): the tables are analyzed as never analyzed before
      await expect
        .poll(async () => [...(await tables()).values()].filter((r) => r.last_analyze !== null).length, {
          timeout: 20_000,
        })
        .toBe(3);
      // what the planner counts on is what the tables hold
      for (const [table, statistics] of await tables()) {
        expect(statistics.n_mod_since_analyze, table).toBe(0);
        const { rows } = await runAsTenant('all', () =>
          sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.database.db),
        );
        expect(statistics.reltuples, table).toBe(rows[0].n);
        expect(rows[0].n, table).toBeGreaterThan(0);
      }
      // and once every table is done (the server goes on with the others), nothing is left
      await expect.poll(() => t.database.keepStatistics(), { timeout: 20_000 }).toBe(0);
    });

    it('a table much changed since is analyzed again; one barely changed is not', async () => {
      const before = (await tables()).get('alerts')!.last_analyze!;
      // every alert changed: more than 50 rows and a tenth of the table
      const changed = await runAsTenant('all', () =>
        t.database.db.updateTable('alerts').set({ updated_at: new Date() }).executeTakeFirst(),
      );
      expect(Number(changed.numUpdatedRows)).toBeGreaterThan(50);
      const alerts = await alertsAnalyzedAfter(before);
      expect(alerts.n_mod_since_analyze).toBe(0);
      // a few changed rows: below autovacuum's threshold of 50 and a tenth
      await runAsTenant('all', () =>
        t.database.db
          .updateTable('alerts')
          .set({ updated_at: new Date() })
          .where('id', 'in', (eb) => eb.selectFrom('alerts').select('id').orderBy('id').limit(3))
          .execute(),
      );
      await new Promise((r) => setTimeout(r, 1200));
      expect(await t.database.keepStatistics()).toBe(0);
      expect((await tables()).get('alerts')!.last_analyze).toEqual(alerts.last_analyze);
    });
  } else {
    it('leaves the statistics to autovacuum', async () => {
      await runAsTenant('all', () =>
        t.database.db.updateTable('alerts').set({ updated_at: new Date() }).executeTakeFirst(),
      );
      expect(await t.database.keepStatistics()).toBe(0);
    });
  }
});
