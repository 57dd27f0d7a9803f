/** Sign-in and access: password resets, the audit log, impersonation, SSO issuer binding. */
export const name = 'auth';
export const statements = `
    -- Single-use password reset tokens; the mail holds the token, the table its sha256.
    CREATE TABLE password_resets (
      token_hash text PRIMARY KEY,
      user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX password_resets_user ON password_resets (user_id);

    -- Who did what as whom: impersonation now, administration later.
    -- The trail outlives what it mentions: references are nulled, never cascaded.
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      universe_id int REFERENCES universes(id) ON DELETE SET NULL,
      user_id int REFERENCES users(id) ON DELETE SET NULL,
      acting_as_user_id int REFERENCES users(id) ON DELETE SET NULL,
      action text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_universe ON audit_log (universe_id, created_at);
    CREATE INDEX audit_log_user ON audit_log (user_id, created_at);

    -- A root user's session acting as another user (impersonation); user_id stays the root.
    ALTER TABLE sessions ADD COLUMN act_as_user_id int REFERENCES users(id) ON DELETE CASCADE;

    -- When set, single sign-on admits the user only with tokens from this issuer.
    ALTER TABLE users ADD COLUMN sso_issuer text;
`;
