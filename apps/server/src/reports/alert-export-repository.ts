import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/** Every alert of the survey: what an export pages through (before filters and scope). */
export async function countSurveyAlerts(db: Kysely<DB>, survey: SurveyModel): Promise<number> {
  const row = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** When each of these alerts was last solved or closed (alerts never done are missing). */
export async function lastDoneTimes(
  db: Kysely<DB>,
  universeId: number,
  alertIds: readonly number[],
): Promise<Map<number, Date>> {
  if (alertIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('alert_events')
    .select((eb) => ['alert_id', eb.fn.max('created_at').as('done_at')])
    .where('universe_id', '=', universeId)
    .where('alert_id', 'in', [...alertIds])
    .where(sql<string>`change -> 'state' ->> 'to'`, 'in', ['solved', 'closed'])
    .groupBy('alert_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.alert_id), new Date(r.done_at)]));
}

export interface AlertEventRow {
  alertId: number;
  createdAt: Date;
  /** Who made the change; null when the person is gone or the system made it. */
  user: { username: string; first_name: string | null; last_name: string | null } | null;
  change: unknown;
}

/** The follow-up of these alerts: newest alert first, each alert's events in the order they happened. */
export async function alertEventsOf(
  db: Kysely<DB>,
  universeId: number,
  alertIds: readonly number[],
): Promise<AlertEventRow[]> {
  if (alertIds.length === 0) return [];
  const rows = await db
    .selectFrom('alert_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.alert_id', 'e.change', 'e.created_at', 'u.username', 'u.first_name', 'u.last_name'])
    .where('e.universe_id', '=', universeId)
    .where('e.alert_id', 'in', [...alertIds])
    .orderBy('e.alert_id', 'desc')
    .orderBy('e.id', 'asc')
    .execute();
  return rows.map((r) => ({
    alertId: Number(r.alert_id),
    createdAt: new Date(r.created_at),
    user:
      r.username === null ? null : { username: r.username, first_name: r.first_name, last_name: r.last_name },
    change: r.change,
  }));
}

/** People by login name (reassignments are recorded by login). */
export function peopleByLogin(db: Kysely<DB>, logins: readonly string[]) {
  if (logins.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['username', 'first_name', 'last_name'])
    .where('username', 'in', [...logins])
    .execute();
}
