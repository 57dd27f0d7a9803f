import { isLocale } from '@opinio/domain/localized-text';
import {
  OPEN_ALERT_STATES,
  type TAlertChange,
  type TAlertHistoryEntry,
  type TAlertState,
  ZAlertCondition,
} from '@opinio/domain/schemas/alerts';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { personName } from '#users/person-name.ts';
import { readAlertChanges, storedAlertChange } from './alert-history.ts';
import type { AlertFields } from './alert-transitions.ts';

/** The survey's enabled rules; a rule whose condition does not parse is skipped. */
export async function enabledRules(db: Kysely<DB>, survey: SurveyModel) {
  const rows = await db
    .selectFrom('alert_rules')
    .select(['id', 'name', 'condition', 'due_hours', 'notify'])
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
  return rows.flatMap((r) => {
    const condition = ZAlertCondition.safeParse(r.condition);
    return condition.success
      ? [{ id: r.id, name: r.name, condition: condition.data, dueHours: r.due_hours, notify: r.notify }]
      : [];
  });
}

/** Members of the universe with their scope, mail address and language. */
export async function universeMembers(db: Kysely<DB>, universeId: number) {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.username', 'u.first_name', 'u.last_name', 'u.email', 'u.locale', 'm.scope_unit'])
    .where('m.universe_id', '=', universeId)
    .execute();
  return rows.map((r) => ({
    userId: r.id,
    username: r.username,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    locale: isLocale(r.locale) ? r.locale : null,
    scopeUnit: r.scope_unit,
  }));
}

export interface NewAlert {
  interviewId: number;
  unitId: number;
  ruleId: number;
  /** The rule's name and what the customer answered, in every language the survey has them. */
  title: TLocalizedText;
  description: TLocalizedText;
  assigneeUserId: number | null;
  dueAt: Date;
  state?: TAlertState;
  resolution?: string | null;
  createdAt?: Date;
}

/** Writes alerts; one per rule and interview, so a rerun adds nothing. Answers the new ids. */
export async function insertAlerts(db: Kysely<DB>, survey: SurveyModel, alerts: readonly NewAlert[]) {
  if (alerts.length === 0) return [];
  const rows = await db
    .insertInto('alerts')
    .values(
      alerts.map((a) => ({
        universe_id: survey.universeId,
        survey_id: survey.id,
        interview_id: a.interviewId,
        unit_id: a.unitId,
        rule_id: a.ruleId,
        title: JSON.stringify(a.title),
        description: JSON.stringify(a.description),
        state: a.state ?? 'new',
        assignee_user_id: a.assigneeUserId,
        due_at: a.dueAt,
        resolution: a.resolution ?? null,
        created_at: a.createdAt ?? new Date(),
        updated_at: a.createdAt ?? new Date(),
      })),
    )
    .onConflict((oc) => oc.columns(['rule_id', 'interview_id']).doNothing())
    .returning(['id', 'interview_id', 'rule_id', 'assignee_user_id', 'state'])
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    interviewId: Number(r.interview_id),
    ruleId: r.rule_id,
    assigneeUserId: r.assignee_user_id,
    state: r.state,
  }));
}

function alertQuery(db: Kysely<DB>, survey: SurveyModel) {
  return db
    .selectFrom('alerts as a')
    .leftJoin('users as u', 'u.id', 'a.assignee_user_id')
    .select([
      'a.id',
      'a.interview_id',
      'a.unit_id',
      'a.rule_id',
      'a.title',
      'a.description',
      'a.state',
      'a.assignee_user_id',
      'a.due_at',
      'a.resolution',
      'a.created_at',
      'a.updated_at',
      'u.username',
      'u.first_name',
      'u.last_name',
    ])
    .where('a.universe_id', '=', survey.universeId)
    .where('a.survey_id', '=', survey.id);
}
export type AlertRow = Awaited<ReturnType<ReturnType<typeof alertQuery>['execute']>>[number];

/** Alerts newest first below an id, optionally in one state or open ('new' and 'in_progress'). */
export function alertPage(
  db: Kysely<DB>,
  survey: SurveyModel,
  page: { state?: TAlertState | 'open'; beforeId: number | null; limit: number },
): Promise<AlertRow[]> {
  let query = alertQuery(db, survey).orderBy('a.id', 'desc').limit(page.limit);
  if (page.state === 'open') query = query.where('a.state', 'in', [...OPEN_ALERT_STATES]);
  else if (page.state) query = query.where('a.state', '=', page.state);
  if (page.beforeId !== null) query = query.where('a.id', '<', page.beforeId);
  return query.execute();
}

/**
 * The alert list's rounds: the ids of alerts newest first below an id, of these units only
 * (null: any unit), optionally in one state or open, and with `dates` their interviews'
 * dates. Narrow rows: a round reads many alerts for the page's few (`alertsById`). The units
 * are the drill node's and the scope's (the index on survey_id, unit_id, id: migration 033).
 */
export async function alertListRound(
  db: Kysely<DB>,
  survey: SurveyModel,
  round: {
    state?: TAlertState | 'open';
    units: readonly number[] | null;
    dates: boolean;
    beforeId: number | null;
    limit: number;
  },
): Promise<Array<{ id: number; interviewId: number; interviewDate: Date | null }>> {
  if (round.units?.length === 0) return [];
  let query = db
    .selectFrom('alerts as a')
    .select(['a.id', 'a.interview_id'])
    .$if(round.dates, (q) =>
      q.select((eb) =>
        eb
          .selectFrom('interviews as i')
          .select('i.interview_date')
          .whereRef('i.id', '=', 'a.interview_id')
          .as('interview_date'),
      ),
    )
    .where('a.universe_id', '=', survey.universeId)
    .where('a.survey_id', '=', survey.id)
    .orderBy('a.id', 'desc')
    .limit(round.limit);
  const units = round.units ?? [];
  if (units.length === 1) query = query.where('a.unit_id', '=', units[0]);
  else if (units.length > 1) query = query.where(sql<boolean>`a.unit_id = ANY(${units}::int[])`);
  if (round.state === 'open') query = query.where('a.state', 'in', [...OPEN_ALERT_STATES]);
  else if (round.state) query = query.where('a.state', '=', round.state);
  if (round.beforeId !== null) query = query.where('a.id', '<', round.beforeId);
  const rows = await query.execute();
  return rows.map((r) => {
    const date = (r as { interview_date?: Date | string | null }).interview_date;
    return {
      id: Number(r.id),
      interviewId: Number(r.interview_id),
      interviewDate: date === undefined || date === null ? null : new Date(date),
    };
  });
}

/**
 * A page of the alert list: these alerts newest first, each with its rule's condition now
 * and its interview's answers (`[question id, value, text]`), for its title, score and
 * comment (`alertListSummaries`): one statement for the page.
 */
export function alertListRows(db: Kysely<DB>, survey: SurveyModel, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return alertQuery(db, survey)
    .leftJoin('alert_rules as r', (join) =>
      join.onRef('r.id', '=', 'a.rule_id').on('r.survey_id', '=', survey.id),
    )
    .select('r.condition as rule_condition')
    .select((eb) =>
      eb
        .selectFrom('answers as x')
        .select(
          sql<
            Array<[number, number | null, string | null]>
          >`json_agg(json_build_array(x.question_id, x.value, x.text_value))`.as('answers'),
        )
        .whereRef('x.interview_id', '=', 'a.interview_id')
        .where('x.universe_id', '=', survey.universeId)
        .as('answers'),
    )
    .where('a.id', 'in', [...ids])
    .orderBy('a.id', 'desc')
    .execute();
}
export type AlertListRow = Awaited<ReturnType<typeof alertListRows>>[number];

export function findAlert(db: Kysely<DB>, survey: SurveyModel, id: number): Promise<AlertRow | undefined> {
  return alertQuery(db, survey).where('a.id', '=', id).executeTakeFirst();
}

export function alertsOfInterview(db: Kysely<DB>, survey: SurveyModel, interviewId: number) {
  return alertQuery(db, survey).where('a.interview_id', '=', interviewId).orderBy('a.id').execute();
}

export async function alertHistory(
  db: Kysely<DB>,
  universeId: number,
  alertId: number,
): Promise<TAlertHistoryEntry[]> {
  const rows = await db
    .selectFrom('alert_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.change', 'e.created_at', 'u.username', 'u.first_name', 'u.last_name'])
    .where('e.universe_id', '=', universeId)
    .where('e.alert_id', '=', alertId)
    .orderBy('e.id')
    .execute();
  const entries = rows.map((r) => ({
    user: r.username === null ? null : personName({ ...r, username: r.username }),
    changes: readAlertChanges(r.change),
    createdAt: new Date(r.created_at).toISOString(),
  }));
  // reassignments are recorded by login name: people read names
  const logins = new Set(
    entries.flatMap((e) => e.changes.flatMap((c) => (c.kind === 'assignee' ? [c.from, c.to] : []))),
  );
  logins.delete(null);
  if (logins.size === 0) return entries;
  const people = await db
    .selectFrom('users')
    .select(['username', 'first_name', 'last_name'])
    .where('username', 'in', [...logins] as string[])
    .execute();
  const names = new Map(people.map((p) => [p.username, personName(p)]));
  const nameOf = (login: string | null) => (login === null ? null : (names.get(login) ?? login));
  return entries.map((e) => ({
    ...e,
    changes: e.changes.map((c) =>
      c.kind === 'assignee' ? { ...c, from: nameOf(c.from), to: nameOf(c.to) } : c,
    ),
  }));
}

/** Applies checked changes and records them with who made them, in one transaction. */
export async function updateAlert(
  db: Kysely<DB>,
  universeId: number,
  alertId: number,
  userId: number,
  changes: Partial<AlertFields>,
  history: readonly TAlertChange[],
  /** More written in the same transaction (the webhooks told of the change). */
  also?: (trx: Kysely<DB>) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('alerts')
      .set({
        ...(changes.state !== undefined && { state: changes.state }),
        ...(changes.assigneeUserId !== undefined && { assignee_user_id: changes.assigneeUserId }),
        ...(changes.dueAt !== undefined && { due_at: changes.dueAt }),
        ...(changes.resolution !== undefined && { resolution: changes.resolution }),
        updated_at: new Date(),
      })
      .where('universe_id', '=', universeId)
      .where('id', '=', alertId)
      .execute();
    await trx
      .insertInto('alert_events')
      .values({
        universe_id: universeId,
        alert_id: alertId,
        user_id: userId,
        change: JSON.stringify(storedAlertChange(history)),
      })
      .execute();
    await also?.(trx);
  });
}

/**
 * Open alerts per unit, of these units only (null: every unit); the bell sums the units within
 * the caller's scope.
 */
export async function openAlertsByUnit(db: Kysely<DB>, survey: SurveyModel, units: readonly number[] | null) {
  let query = db
    .selectFrom('alerts')
    .select((eb) => ['unit_id', eb.fn.countAll<number>().as('n')])
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .where('state', 'in', [...OPEN_ALERT_STATES])
    .groupBy('unit_id');
  if (units) query = query.where(sql<boolean>`unit_id = ANY(${[...units]}::int[])`);
  const rows = await query.execute();
  return rows.map((r) => ({ unitId: r.unit_id, count: Number(r.n) }));
}
