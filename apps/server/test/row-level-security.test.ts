import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_TABLES } from '#db/migrations/013-row-level-security.ts';
import { REPORT_TENANT_TABLES } from '#db/migrations/016-reports.ts';
import { GLOBAL_ROW_TABLES, SURVEY_ADMIN_TENANT_TABLES } from '#db/migrations/017-survey-admin.ts';
import { CAMPAIGN_TENANT_TABLES } from '#db/migrations/018-campaign-sending.ts';
import { MAIL_TENANT_TABLES } from '#db/migrations/021-mail-outbox.ts';
import { COMMENT_TAG_TENANT_TABLES } from '#db/migrations/024-comment-tags.ts';
import { WEBHOOK_TENANT_TABLES } from '#db/migrations/028-webhooks.ts';
import { CHANGE_TENANT_TABLES } from '#db/migrations/029-detected-changes.ts';
import { PLAN_TENANT_TABLES } from '#db/migrations/030-action-plans.ts';
import { OUTBOX_TENANT_TABLES } from '#db/migrations/031-analytics-outbox.ts';
import { ROLLUP_DAY_TENANT_TABLES } from '#db/migrations/032-analytics-rollup-days.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

/**
 * The safety net under every tenant filter: PostgreSQL itself shows a request its own
 * universe's rows, so a query that forgets `universe_id` cannot reach another tenant.
 */
describe.each(DATABASE_KINDS)('row-level security (%s)', (kind) => {
  let t: TestApp;
  let demo: number;
  let acme: number;
  beforeAll(async () => {
    t = await seededApp(kind, 200);
    const universes = await t.database.db.selectFrom('universes').select(['id', 'name']).execute();
    demo = universes.find((u) => u.name === 'demo')!.id;
    acme = universes.find((u) => u.name === 'acme')!.id;
  });
  afterAll(() => t.close());

  /** A query with no universe filter at all, as a forgetful repository would write it. */
  const universesSeen = async () =>
    (await t.database.db.selectFrom('interviews').select('universe_id').distinct().execute())
      .map((r) => r.universe_id)
      .sort();

  it('a query without a universe filter sees only the universe of the work at hand', async () => {
    expect(await runAsTenant('all', universesSeen)).toEqual([demo, acme].sort());
    expect(await runAsTenant(demo, universesSeen)).toEqual([demo]);
    expect(await runAsTenant(acme, universesSeen)).toEqual([acme]);
  });

  it('every tenant table is covered, in reads and in writes', async () => {
    const { rows } = await sql<{ table: string; enabled: boolean; forced: boolean }>`
      SELECT relname AS table, relrowsecurity AS enabled, relforcerowsecurity AS forced
      FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`.execute(t.database.db);
    for (const table of [
      ...TENANT_TABLES,
      ...REPORT_TENANT_TABLES,
      ...SURVEY_ADMIN_TENANT_TABLES,
      ...CAMPAIGN_TENANT_TABLES,
      ...MAIL_TENANT_TABLES,
      ...COMMENT_TAG_TENANT_TABLES,
      ...WEBHOOK_TENANT_TABLES,
      ...CHANGE_TENANT_TABLES,
      ...PLAN_TENANT_TABLES,
      ...OUTBOX_TENANT_TABLES,
      ...ROLLUP_DAY_TENANT_TABLES,
      ...GLOBAL_ROW_TABLES,
    ])
      expect(
        rows.find((r) => r.table === table),
        table,
      ).toMatchObject({ enabled: true, forced: true });
    // Any table with a universe_id column is either covered or a deliberate exception.
    const { rows: withUniverse } = await sql<{ table: string }>`
      SELECT DISTINCT table_name AS table FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'universe_id'`.execute(t.database.db);
    const exceptions = [
      'memberships',
      'roles',
      'sso_role_mappings',
      'sessions',
      'client_configs',
      'audit_log',
      'events',
    ];
    for (const { table } of withUniverse)
      expect(
        [
          ...TENANT_TABLES,
          ...REPORT_TENANT_TABLES,
          ...SURVEY_ADMIN_TENANT_TABLES,
          ...CAMPAIGN_TENANT_TABLES,
          ...MAIL_TENANT_TABLES,
          ...COMMENT_TAG_TENANT_TABLES,
          ...WEBHOOK_TENANT_TABLES,
          ...CHANGE_TENANT_TABLES,
          ...PLAN_TENANT_TABLES,
          ...OUTBOX_TENANT_TABLES,
          ...ROLLUP_DAY_TENANT_TABLES,
          ...GLOBAL_ROW_TABLES,
          ...exceptions,
        ],
        `${table} has universe_id`,
      ).toContain(table);
    // Writing another universe's row is refused, not silently done.
    const write = runAsTenant(demo, () =>
      t.database.db
        .updateTable('surveys')
        .set({ title: JSON.stringify('taken over') })
        .where('universe_id', '=', acme)
        .executeTakeFirst(),
    );
    expect(Number((await write).numUpdatedRows)).toBe(0);
    const insert = runAsTenant(demo, () =>
      sql`INSERT INTO bugs (universe_id, message) VALUES (${acme}, 'written across universes')`.execute(
        t.database.db,
      ),
    );
    await expect(insert).rejects.toThrow(/row-level security/);
  });

  it('every tenant policy reads the universe once per statement, not once per row', async () => {
    const { rows } = await sql<{ table: string; qual: string; check: string }>`
      SELECT tablename AS table, qual, with_check AS check FROM pg_policies
      WHERE schemaname = 'public' AND policyname = 'tenant'`.execute(t.database.db);
    expect(rows.map((r) => r.table)).toEqual(
      expect.arrayContaining(['answers', 'interviews', 'comment_tags']),
    );
    for (const { table, qual, check } of rows) {
      // current_setting only inside a sub-select (an InitPlan), in both halves of the policy
      for (const expression of [qual, check]) {
        expect(expression, table).toMatch(/SELECT COALESCE\(\(NULLIF\(current_setting\('opinio\.universe'/);
        expect(expression.match(/current_setting/g)?.length, table).toBe(expression.match(/SELECT/g)?.length);
      }
    }
    // the rows every universe shares are still shown to each
    expect(rows.find((r) => r.table === 'scripts')?.qual).toMatch(/^\(\(universe_id IS NULL\) OR/);
  });

  it("the server's queries run as a role row-level security holds", async () => {
    const { rows } = await sql<{ bypasses: boolean }>`
      SELECT rolsuper OR rolbypassrls AS bypasses FROM pg_roles WHERE rolname = current_user`.execute(
      t.database.db,
    );
    expect(rows[0].bypasses).toBe(false);
  });

  it('a signed-in request reads its own universe through the API, whatever the repository forgets', async () => {
    const cookie = await signIn(t.app, 'multi', { universe: 'acme' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/loadcount/cx',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});
