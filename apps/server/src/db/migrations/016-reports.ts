/**
 * Reports: each is a task (tasks.type 'report'); this records who asked for it, its public
 * id and, once rendered, its file, kept in chunks so that a file of any size is written
 * and read in constant memory by whichever process runs or serves it. Subscriptions mail
 * a report on a schedule; a delivery row per recipient and run makes a restarted run send
 * nothing twice (docs/decisions/025-reports-as-tasks.md).
 */
export const name = 'reports';

export const REPORT_TENANT_TABLES = [
  'reports',
  'report_chunks',
  'report_subscriptions',
  'report_deliveries',
  'report_opt_outs',
] as const;

const TENANT = "coalesce(nullif(current_setting('opinio.universe', true), '')::int, 0)";

export const statements = `
    CREATE TABLE reports (
      task_id bigint PRIMARY KEY REFERENCES tasks(id) ON DELETE CASCADE,
      universe_id int NOT NULL,
      uuid uuid NOT NULL UNIQUE,
      kind text NOT NULL,
      -- who may see and download it; null for a subscription's run
      user_id int REFERENCES users(id) ON DELETE CASCADE,
      file_name text NOT NULL,
      media_type text NOT NULL,
      size bigint,
      expires_at timestamptz
    );
    CREATE INDEX reports_user ON reports (universe_id, user_id, task_id DESC);
    CREATE INDEX reports_expiry ON reports (expires_at) WHERE expires_at IS NOT NULL;

    CREATE TABLE report_chunks (
      task_id bigint NOT NULL REFERENCES reports(task_id) ON DELETE CASCADE,
      seq int NOT NULL,
      universe_id int NOT NULL,
      content bytea NOT NULL,
      PRIMARY KEY (task_id, seq)
    );

    CREATE TABLE report_subscriptions (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      -- a user's own subscription, or every member of a role
      user_id int REFERENCES users(id) ON DELETE CASCADE,
      role_id int REFERENCES roles(id) ON DELETE CASCADE,
      drill_path_filtered text NOT NULL,
      frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly')),
      weekday int CHECK (weekday BETWEEN 1 AND 7),
      locale text NOT NULL CHECK (locale IN ('en', 'fi', 'sv')),
      created_by int REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      next_run timestamptz NOT NULL,
      last_run timestamptz,
      CHECK ((user_id IS NULL) <> (role_id IS NULL)),
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );
    CREATE INDEX report_subscriptions_due ON report_subscriptions (next_run);

    -- One mail of one run to one recipient: written before the mail is sent.
    CREATE TABLE report_deliveries (
      subscription_id int NOT NULL REFERENCES report_subscriptions(id) ON DELETE CASCADE,
      run_key text NOT NULL,
      user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      universe_id int NOT NULL,
      state text NOT NULL CHECK (state IN ('sending', 'sent', 'failed')),
      error text,
      sent_at timestamptz,
      PRIMARY KEY (subscription_id, run_key, user_id)
    );

    -- A member of a subscribed role who unsubscribed from its mails.
    CREATE TABLE report_opt_outs (
      subscription_id int NOT NULL REFERENCES report_subscriptions(id) ON DELETE CASCADE,
      user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      universe_id int NOT NULL,
      PRIMARY KEY (subscription_id, user_id)
    );
${REPORT_TENANT_TABLES.map(
  (table) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant ON ${table}
      USING (${TENANT} IN (universe_id, -1))
      WITH CHECK (${TENANT} IN (universe_id, -1));`,
).join('\n')}
`;
