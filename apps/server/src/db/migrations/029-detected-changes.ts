import { tenantPolicies } from './025-tenant-policy-once.ts';

/**
 * Detected changes (docs/what-changed.md): a unit's indicator whose last 7 or 28 days moved
 * from the unit's own past beyond chance, the false-discovery rate held across the survey.
 * A change is stored once, with its size, interval and periods, updated while it holds and
 * closed when it no longer does (at most one open per unit, indicator and direction). The
 * survey's last detection run, with the data version it saw and the lease of the process
 * running it, says when the next one is due.
 */
export const name = 'detected-changes';

export const CHANGE_TENANT_TABLES = ['detected_changes', 'change_runs'] as const;

export const statements = `
    CREATE TABLE detected_changes (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL REFERENCES universes(id) ON DELETE CASCADE,
      survey_id int NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
      unit_id int NOT NULL REFERENCES units(id) ON DELETE CASCADE,
      -- the indicator's name in the survey
      indicator text NOT NULL,
      direction text NOT NULL CHECK (direction IN ('up', 'down')),
      -- the window whose figures are stored, and every window the change was found in
      window_days int NOT NULL,
      windows int[] NOT NULL,
      period_from date NOT NULL,
      period_to date NOT NULL,
      history_from date NOT NULL,
      history_to date NOT NULL,
      recent_value double precision NOT NULL,
      recent_n int NOT NULL,
      history_value double precision NOT NULL,
      history_n int NOT NULL,
      difference double precision NOT NULL,
      ci_low double precision NOT NULL,
      ci_high double precision NOT NULL,
      p_value double precision NOT NULL,
      q_value double precision NOT NULL,
      detected_at timestamptz NOT NULL DEFAULT now(),
      checked_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz
    );
    CREATE UNIQUE INDEX detected_changes_open ON detected_changes (survey_id, unit_id, indicator, direction)
      WHERE closed_at IS NULL;
    CREATE INDEX detected_changes_survey ON detected_changes (survey_id, detected_at DESC);

    CREATE TABLE change_runs (
      survey_id int PRIMARY KEY REFERENCES surveys(id) ON DELETE CASCADE,
      universe_id int NOT NULL REFERENCES universes(id) ON DELETE CASCADE,
      -- the survey's load_count the last run saw, and when it ran
      load_count bigint NOT NULL DEFAULT 0,
      ran_at timestamptz,
      tested int NOT NULL DEFAULT 0,
      found int NOT NULL DEFAULT 0,
      locked_by text,
      locked_until timestamptz
    );
${tenantPolicies(CHANGE_TENANT_TABLES)}
`;
