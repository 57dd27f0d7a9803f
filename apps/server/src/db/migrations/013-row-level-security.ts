/**
 * Row-level security on every table that belongs to one universe: a query sees and writes
 * only the rows of the universe in the `opinio.universe` setting (-1: every universe; unset:
 * none). The server sets it per connection from the work at hand (db/tenant-context.ts).
 * FORCE applies the policies to the tables' owner too; a superuser connection switches to
 * the role `opinio_app` first (db/application-role.ts). Left out, on purpose: universes,
 * users, memberships, sessions, password resets and client configurations (what sign-in
 * reads before it knows the universe), the audit log and usage events (written across
 * universes), and the server's secrets.
 */
export const name = 'row-level-security';

export const TENANT_TABLES = [
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
  'filter_sets',
  'api_keys',
  'alert_rules',
  'alerts',
  'alert_events',
  'bugs',
  'samples',
  'contacts',
  'campaigns',
  'campaign_messages',
  'tasks',
  'task_files',
] as const;

const TENANT = "coalesce(nullif(current_setting('opinio.universe', true), '')::int, 0)";

export const statements = TENANT_TABLES.map(
  (table) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant ON ${table}
      USING (${TENANT} IN (universe_id, -1))
      WITH CHECK (${TENANT} IN (universe_id, -1));`,
).join('\n');
