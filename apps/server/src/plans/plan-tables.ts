import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Kysely's view of migration 030 (action plans). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A day (`date`): written as an ISO date, read as text by its readers (`::text`), never through a time zone. */
type DateOnly = ColumnType<Date, string, string>;

export interface ActionPlansTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  unit_id: number;
  title: string;
  description: Generated<string>;
  owner_user_id: number | null;
  due_date: DateOnly;
  indicator: string;
  direction: 'atLeast' | 'atMost';
  target: number;
  state: Generated<'open' | 'done' | 'cancelled'>;
  source_kind: 'change' | 'driver' | 'theme' | 'manual' | null;
  source_label: string | null;
  note: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: Date | null;
  due_notified_at: Date | null;
  due_locked_by: string | null;
  due_locked_until: Date | null;
}

export type PlanTables = {
  action_plans: ActionPlansTable;
};

export type PlansDb = Kysely<DB & PlanTables>;

/** The database with the plan table (kept out of db/schema.ts, which other features share). */
export const plansDb = (db: Kysely<DB>): PlansDb => db.withTables<PlanTables>();
