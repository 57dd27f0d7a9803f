import { tenantPolicies } from './025-tenant-policy-once.ts';

/**
 * Action plans (docs/action-plans.md): what a unit will do, who owns it, by when, and the
 * target on one of the survey's indicators it is judged by. A plan is open until its manager
 * closes it as done (with a note) or cancels it; overdue is read from the due date. When the
 * due date has passed, the integrations are told once (`due_notified_at`), by whichever process
 * holds the plan's lease (`due_locked_by`, `due_locked_until`) first.
 */
export const name = 'action-plans';

export const PLAN_TENANT_TABLES = ['action_plans'] as const;

export const statements = `
    CREATE TABLE action_plans (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL REFERENCES universes(id) ON DELETE CASCADE,
      survey_id int NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
      unit_id int NOT NULL REFERENCES units(id) ON DELETE CASCADE,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      owner_user_id int REFERENCES users(id) ON DELETE SET NULL,
      -- the plan's last day: its period runs from created_at's day to this day
      due_date date NOT NULL,
      -- the target: the survey's indicator by name, its side and value on the indicator's scale
      indicator text NOT NULL,
      direction text NOT NULL CHECK (direction IN ('atLeast', 'atMost')),
      target double precision NOT NULL,
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'done', 'cancelled')),
      -- what the plan answers: a detected change, a key driver, a comment theme
      source_kind text CHECK (source_kind IN ('change', 'driver', 'theme', 'manual')),
      source_label text,
      note text,
      created_by int REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      due_notified_at timestamptz,
      due_locked_by text,
      due_locked_until timestamptz
    );
    CREATE INDEX action_plans_survey ON action_plans (survey_id, unit_id);
    CREATE INDEX action_plans_due ON action_plans (due_date) WHERE due_notified_at IS NULL;
${tenantPolicies(PLAN_TENANT_TABLES)}
`;
