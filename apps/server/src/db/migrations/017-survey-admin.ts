/**
 * Survey administration: every saved version of a survey's configuration blocks (the
 * normalised tables hold the current configuration; a block is their JSON form), the
 * properties of questions and variables, and scripts run in the sandbox with their
 * versions. A global script (universe_id null) is visible to every universe and written
 * only outside one (docs/decisions/026-configuration-blocks.md, 027-script-sandbox.md).
 */
export const name = 'survey-admin';

export const SURVEY_ADMIN_TENANT_TABLES = ['config_block_versions'] as const;
/** Tables whose rows without a universe are global: read by every universe, written by none. */
export const GLOBAL_ROW_TABLES = ['scripts', 'script_versions'] as const;

const TENANT = "coalesce(nullif(current_setting('opinio.universe', true), '')::int, 0)";

export const statements = `
    ALTER TABLE surveys ADD COLUMN config_version int NOT NULL DEFAULT 1;

    ALTER TABLE questions ADD COLUMN source text NOT NULL DEFAULT 'answer'
      CHECK (source IN ('answer', 'background', 'computed'));
    ALTER TABLE questions ADD COLUMN role text CHECK (role IN ('nps', 'csat'));
    ALTER TABLE questions ADD COLUMN hidden boolean NOT NULL DEFAULT false;

    CREATE TABLE config_block_versions (
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      block text NOT NULL,
      version int NOT NULL,
      content jsonb NOT NULL,
      comment text NOT NULL DEFAULT '',
      -- null: written when the survey was created (or first opened in administration)
      user_id int REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (survey_id, block, version),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );

    CREATE TABLE scripts (
      id serial PRIMARY KEY,
      universe_id int REFERENCES universes(id) ON DELETE CASCADE,
      survey_id int,
      scope text NOT NULL CHECK (scope IN ('global', 'universe', 'survey')),
      name text NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('variable', 'alertCondition', 'library')),
      -- the computed variable a 'variable' script sets (a question's extName)
      target text,
      enabled boolean NOT NULL DEFAULT true,
      version int NOT NULL DEFAULT 1,
      source text NOT NULL,
      last_error text,
      last_error_at timestamptz,
      CHECK ((scope = 'global') = (universe_id IS NULL)),
      CHECK ((scope = 'survey') = (survey_id IS NOT NULL)),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX scripts_universe_script ON scripts (universe_id) WHERE scope = 'universe';
    CREATE INDEX scripts_survey ON scripts (survey_id);

    CREATE TABLE script_versions (
      script_id int NOT NULL REFERENCES scripts(id) ON DELETE CASCADE,
      universe_id int,
      version int NOT NULL,
      source text NOT NULL,
      user_id int REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (script_id, version)
    );
${SURVEY_ADMIN_TENANT_TABLES.map(
  (table) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant ON ${table}
      USING (${TENANT} IN (universe_id, -1))
      WITH CHECK (${TENANT} IN (universe_id, -1));`,
).join('\n')}
${GLOBAL_ROW_TABLES.map(
  (table) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant ON ${table}
      USING (universe_id IS NULL OR ${TENANT} IN (universe_id, -1))
      WITH CHECK (${TENANT} IN (universe_id, -1));`,
).join('\n')}
`;
