import { sql } from 'kysely';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { personName } from '#users/person-name.ts';
import { type ActionPlansTable, plansDb } from './plan-tables.ts';

/** A stored plan as its readers need it: days as ISO text, the owner's and maker's names. */
export interface PlanRow {
  id: number;
  unitId: number;
  title: string;
  description: string;
  owner: { username: string; name: string } | null;
  dueDate: string;
  /** The plan's first day: the day it was made (UTC). */
  firstDay: string;
  indicator: string;
  direction: 'atLeast' | 'atMost';
  target: number;
  state: 'open' | 'done' | 'cancelled';
  sourceKind: ActionPlansTable['source_kind'];
  sourceLabel: string | null;
  note: string | null;
  createdBy: string | null;
  createdAt: Date;
  closedAt: Date | null;
}

/** At most this many plans in a list. */
const LIST_LIMIT = 200;

function selectPlans(database: Database, survey: SurveyModel) {
  return plansDb(database.db)
    .selectFrom('action_plans as p')
    .leftJoin('users as o', 'o.id', 'p.owner_user_id')
    .leftJoin('users as c', 'c.id', 'p.created_by')
    .select([
      'p.id',
      'p.unit_id',
      'p.title',
      'p.description',
      'p.indicator',
      'p.direction',
      'p.target',
      'p.state',
      'p.source_kind',
      'p.source_label',
      'p.note',
      'p.created_at',
      'p.closed_at',
      'o.username as owner_username',
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
      'c.username as creator_username',
      // days as PostgreSQL writes them, not through the process's time zone
      sql<string>`p.due_date::text`.as('due_date'),
      sql<string>`(p.created_at AT TIME ZONE 'UTC')::date::text`.as('first_day'),
    ])
    .where('p.survey_id', '=', survey.id)
    .where('p.universe_id', '=', survey.universeId);
}

type SelectedPlan = Awaited<ReturnType<ReturnType<typeof selectPlans>['executeTakeFirstOrThrow']>>;

function toRow(r: SelectedPlan): PlanRow {
  return {
    id: r.id,
    unitId: r.unit_id,
    title: r.title,
    description: r.description,
    owner: r.owner_username
      ? {
          username: r.owner_username,
          name: personName({
            username: r.owner_username,
            first_name: r.owner_first_name,
            last_name: r.owner_last_name,
          }),
        }
      : null,
    dueDate: r.due_date,
    firstDay: r.first_day,
    indicator: r.indicator,
    direction: r.direction,
    target: r.target,
    state: r.state,
    sourceKind: r.source_kind,
    sourceLabel: r.source_label,
    note: r.note,
    createdBy: r.creator_username,
    createdAt: r.created_at,
    closedAt: r.closed_at,
  };
}

/** The plans of the given units: open ones by due date, then the closed ones, the latest first. */
export async function findPlansOfUnits(
  database: Database,
  survey: SurveyModel,
  unitIds: readonly number[],
): Promise<PlanRow[]> {
  if (unitIds.length === 0) return [];
  const rows = await selectPlans(database, survey)
    .where('p.unit_id', 'in', unitIds)
    .orderBy(sql`CASE WHEN p.state = 'open' THEN 0 ELSE 1 END`)
    .orderBy(sql`CASE WHEN p.state = 'open' THEN p.due_date END`)
    .orderBy(sql`coalesce(p.closed_at, p.created_at)`, 'desc')
    .orderBy('p.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(toRow);
}

/** One plan of the survey, or undefined. */
export async function findPlan(
  database: Database,
  survey: SurveyModel,
  planId: number,
): Promise<PlanRow | undefined> {
  const row = await selectPlans(database, survey).where('p.id', '=', planId).executeTakeFirst();
  return row && toRow(row);
}

/** The user id of a member by user name (an owner checked against the unit's members first). */
export async function userIdOf(database: Database, username: string): Promise<number> {
  const row = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewPlan {
  unitId: number;
  title: string;
  description: string;
  ownerUserId: number;
  dueDate: string;
  indicator: string;
  direction: 'atLeast' | 'atMost';
  target: number;
  sourceKind: ActionPlansTable['source_kind'];
  sourceLabel: string | null;
  createdBy: number;
  createdAt: Date;
}

export async function insertPlan(database: Database, survey: SurveyModel, plan: NewPlan): Promise<number> {
  const row = await plansDb(database.db)
    .insertInto('action_plans')
    .values({
      universe_id: survey.universeId,
      survey_id: survey.id,
      unit_id: plan.unitId,
      title: plan.title,
      description: plan.description,
      owner_user_id: plan.ownerUserId,
      due_date: plan.dueDate,
      indicator: plan.indicator,
      direction: plan.direction,
      target: plan.target,
      source_kind: plan.sourceKind,
      source_label: plan.sourceLabel,
      created_by: plan.createdBy,
      created_at: plan.createdAt,
      updated_at: plan.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The columns an update writes (a plan's fields and its state). */
export type PlanChanges = Partial<
  Pick<ActionPlansTable, 'title' | 'owner_user_id' | 'indicator' | 'direction' | 'target' | 'note'> & {
    description: string;
    due_date: string;
    state: 'open' | 'done' | 'cancelled';
    closed_at: Date | null;
    due_notified_at: null;
  }
>;

export async function updatePlanRow(
  database: Database,
  survey: SurveyModel,
  planId: number,
  changes: PlanChanges,
): Promise<void> {
  await plansDb(database.db)
    .updateTable('action_plans')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', planId)
    .where('survey_id', '=', survey.id)
    .where('universe_id', '=', survey.universeId)
    .execute();
}
