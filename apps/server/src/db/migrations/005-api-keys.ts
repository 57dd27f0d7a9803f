/** API keys of the public API (/api/v1): per survey, scoped to a part of the hierarchy. */
export const name = 'api-keys';
export const statements = `
    -- The token is shown once; only its sha256 is kept. Revoked keys stay for the record.
    CREATE TABLE api_keys (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      name text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      -- extName of the organisation unit the key may write to; null: all of it
      scope_unit text,
      created_by int REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );
    CREATE INDEX api_keys_survey ON api_keys (universe_id, survey_id);
`;
