/** Alerts: rules run on each new interview, the follow-up cases they open, their history. */
export const name = 'alerts';
export const statements = `
    CREATE TABLE alert_rules (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      name text NOT NULL,
      -- {question, op, value} or {question, contains: [words]} (packages/domain alerts.ts)
      condition jsonb NOT NULL,
      due_hours int NOT NULL DEFAULT 72,
      notify boolean NOT NULL DEFAULT true,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );

    CREATE TABLE alerts (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      interview_id bigint NOT NULL REFERENCES interviews(id) ON DELETE CASCADE,
      unit_id int NOT NULL,
      rule_id int REFERENCES alert_rules(id) ON DELETE SET NULL,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      state text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'in_progress', 'solved', 'closed')),
      assignee_user_id int REFERENCES users(id) ON DELETE SET NULL,
      due_at timestamptz,
      resolution text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- a rule opens one alert per interview, however often it runs
      UNIQUE (rule_id, interview_id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );
    CREATE INDEX alerts_survey_state ON alerts (survey_id, state, id);
    CREATE INDEX alerts_interview ON alerts (interview_id);

    -- Every change of an alert: who, when, what ({state: {from, to}}, ...)
    CREATE TABLE alert_events (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL,
      alert_id bigint NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
      user_id int REFERENCES users(id) ON DELETE SET NULL,
      change jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX alert_events_alert ON alert_events (alert_id, id);
`;
