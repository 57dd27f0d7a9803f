/** Uncaught errors the web app reports (root's bug menu): one row per message, counted. */
export const name = 'bugs';
export const statements = `
    CREATE TABLE bugs (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL REFERENCES universes(id) ON DELETE CASCADE,
      survey_id int,
      message text NOT NULL,
      stack text NOT NULL DEFAULT '',
      user_id int REFERENCES users(id) ON DELETE SET NULL,
      count int NOT NULL DEFAULT 1,
      last_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (universe_id, message)
    );
`;
