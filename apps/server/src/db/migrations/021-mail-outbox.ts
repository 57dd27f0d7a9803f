/**
 * The mail outbox: every mail sent in the background is written here first (with the
 * write that causes it where it can be), and the outbox sender hands it to the pooled
 * SMTP transport, retrying with back-off until the SMTP server takes it. A held row
 * gathers the alerts of one import for one recipient until the import ends (a digest).
 * Mails of no universe (password resets, asked before sign-in) have a null universe_id:
 * visible to and written by background work only (docs/decisions/032-mail-outbox.md).
 */
export const name = 'mail-outbox';

export const MAIL_TENANT_TABLES = ['mail_outbox'] as const;

const TENANT = "coalesce(nullif(current_setting('opinio.universe', true), '')::int, 0)";

export const statements = `
    CREATE TABLE mail_outbox (
      id bigserial PRIMARY KEY,
      universe_id int REFERENCES universes(id) ON DELETE CASCADE,
      state text NOT NULL DEFAULT 'queued'
        CHECK (state IN ('held', 'queued', 'sending', 'sent', 'failed')),
      -- the Message-ID header, the same on every attempt: a duplicate after a crash is recognisable
      message_id text NOT NULL UNIQUE,
      recipient text NOT NULL,
      subject text NOT NULL,
      -- cleared once sent (it may hold a sign-in link)
      body_text text NOT NULL,
      body_html text,
      headers jsonb,
      -- [{filename, contentType, content (base64)}]
      attachments jsonb,
      -- a held digest: its key (freed when released) and what it gathers
      digest_key text UNIQUE,
      digest jsonb,
      attempts int NOT NULL DEFAULT 0,
      -- back-off after a failed attempt: not claimed before
      run_after timestamptz NOT NULL DEFAULT now(),
      locked_by text,
      locked_until timestamptz,
      -- the last SMTP error
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX mail_outbox_claim ON mail_outbox (run_after, id) WHERE state IN ('queued', 'sending');
    CREATE INDEX mail_outbox_held ON mail_outbox (updated_at) WHERE state = 'held';
    CREATE INDEX mail_outbox_sent ON mail_outbox (sent_at) WHERE state = 'sent';
${MAIL_TENANT_TABLES.map(
  (table) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant ON ${table}
      USING (${TENANT} IN (universe_id, -1))
      WITH CHECK (${TENANT} IN (universe_id, -1));`,
).join('\n')}
`;
