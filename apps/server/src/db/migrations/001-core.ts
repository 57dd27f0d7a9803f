/** The core domain: tenants, users, surveys and their configuration, interviews. */
export const name = 'core';
export const statements = `
    CREATE TABLE universes (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      title text NOT NULL,
      -- forwarding page ('vgs', 'finland') and other per-tenant settings
      settings jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- Sign-in configuration per host name (GET /config/client)
    CREATE TABLE client_configs (
      domain text PRIMARY KEY,
      universe_id int REFERENCES universes(id) ON DELETE CASCADE,
      idp_url text NOT NULL,
      realm text NOT NULL,
      client_id text NOT NULL
    );

    CREATE TABLE users (
      id serial PRIMARY KEY,
      username text NOT NULL UNIQUE,
      email text,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      password_hash text,
      is_root boolean NOT NULL DEFAULT false,
      locale text NOT NULL DEFAULT 'en',
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE surveys (
      id serial PRIMARY KEY,
      universe_id int NOT NULL REFERENCES universes(id) ON DELETE CASCADE,
      ext_name text NOT NULL,
      title text NOT NULL,
      position int NOT NULL DEFAULT 0,
      load_count bigint NOT NULL DEFAULT 0,
      start_filter text NOT NULL DEFAULT '',
      alert_filter text NOT NULL DEFAULT '',
      locale_text jsonb NOT NULL DEFAULT '{}',
      system_message jsonb,
      enable_excel_benchmark_report boolean NOT NULL DEFAULT false,
      enable_interviews_report boolean NOT NULL DEFAULT false,
      enable_alerts_report boolean NOT NULL DEFAULT false,
      enable_actions_report boolean NOT NULL DEFAULT false,
      enable_samples_report boolean NOT NULL DEFAULT false,
      enable_indicators_report boolean NOT NULL DEFAULT false,
      enable_pdf_benchmark_report boolean NOT NULL DEFAULT false,
      enable_single_interview_report boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (universe_id, ext_name),
      UNIQUE (universe_id, id)
    );

    -- kind 'units': a hierarchy in the units table; kind 'question': one level below the
    -- root, one unit per option of a choice question.
    CREATE TABLE views (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      ext_name text NOT NULL,
      title text NOT NULL,
      position int NOT NULL DEFAULT 0,
      kind text NOT NULL CHECK (kind IN ('units', 'question')),
      question_id int,
      UNIQUE (survey_id, ext_name),
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );

    CREATE TABLE units (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      view_id int NOT NULL,
      parent_id int REFERENCES units(id) ON DELETE CASCADE,
      ext_name text NOT NULL,
      title text NOT NULL,
      level smallint NOT NULL,
      -- the option value of the view's question (views of kind 'question')
      option_value int,
      UNIQUE (view_id, ext_name),
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, view_id) REFERENCES views(universe_id, id) ON DELETE CASCADE
    );
    CREATE INDEX units_parent ON units (parent_id);

    CREATE TABLE memberships (
      universe_id int NOT NULL REFERENCES universes(id) ON DELETE CASCADE,
      user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      role text NOT NULL DEFAULT 'user',
      is_user_admin boolean NOT NULL DEFAULT false,
      -- extName of the highest unit of the organisation the user may see, resolved in
      -- each survey's organisation view; null means the whole hierarchy
      scope_unit text,
      PRIMARY KEY (universe_id, user_id)
    );

    CREATE TABLE sessions (
      id text PRIMARY KEY, -- sha256 of the cookie's token
      universe_id int NOT NULL REFERENCES universes(id) ON DELETE CASCADE,
      user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      persistent boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_user ON sessions (user_id);

    CREATE TABLE questions (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      ext_name text NOT NULL,
      title text NOT NULL,
      type text NOT NULL CHECK (type IN ('number', 'choice', 'text')),
      min_value int,
      max_value int,
      options jsonb NOT NULL DEFAULT '[]',
      position int NOT NULL DEFAULT 0,
      UNIQUE (survey_id, ext_name),
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );

    CREATE TABLE indicators (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      ext_name text NOT NULL,
      title text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('nps', 'mean', 'topbox')),
      question_id int NOT NULL,
      decimals smallint NOT NULL DEFAULT 0,
      thresholds jsonb,
      position int NOT NULL DEFAULT 0,
      UNIQUE (survey_id, ext_name),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE,
      FOREIGN KEY (universe_id, question_id) REFERENCES questions(universe_id, id) ON DELETE CASCADE
    );

    CREATE TABLE pages (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      ext_name text NOT NULL,
      title text NOT NULL,
      icon text NOT NULL DEFAULT 'dashboard',
      selection_interval text,
      position int NOT NULL DEFAULT 0,
      UNIQUE (survey_id, ext_name),
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );

    CREATE TABLE page_components (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      page_id int NOT NULL,
      type text NOT NULL,
      title text,
      config jsonb NOT NULL DEFAULT '{}',
      position int NOT NULL DEFAULT 0,
      FOREIGN KEY (universe_id, page_id) REFERENCES pages(universe_id, id) ON DELETE CASCADE
    );

    CREATE TABLE interviews (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      unit_id int NOT NULL, -- the unit in the survey's first ('units') view
      external_id text,
      interview_date timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (survey_id, external_id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE,
      FOREIGN KEY (universe_id, unit_id) REFERENCES units(universe_id, id)
    );
    CREATE INDEX interviews_survey_date ON interviews (survey_id, interview_date);

    CREATE TABLE answers (
      universe_id int NOT NULL,
      interview_id bigint NOT NULL REFERENCES interviews(id) ON DELETE CASCADE,
      question_id int NOT NULL,
      value int,
      text_value text,
      PRIMARY KEY (interview_id, question_id)
    );

    CREATE TABLE interview_comments (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL,
      interview_id bigint NOT NULL REFERENCES interviews(id) ON DELETE CASCADE,
      user_id int REFERENCES users(id) ON DELETE SET NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX interview_comments_interview ON interview_comments (interview_id);
`;
