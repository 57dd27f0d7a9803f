import type { TSubscriptionFrequency, TSubscriptionInput } from '@opinio/domain/schemas/reports';
import { type Kysely, sql } from 'kysely';
import { rolePermissions } from '#access/role-permissions.ts';
import { grantsAccess } from '#access/scope.ts';
import type { DB } from '#db/schema.ts';
import { reportsDb } from './report-tables.ts';
import { nextRun } from './subscription-schedule.ts';

export const SUBSCRIPTION_TASK_TYPE = 'report_subscription';

export interface StoredSubscription {
  id: number;
  universeId: number;
  surveyId: number;
  userId: number | null;
  role: { id: number; name: string } | null;
  drillPathFiltered: string;
  frequency: TSubscriptionFrequency;
  weekday: number | null;
  locale: 'en' | 'fi' | 'sv';
  createdBy: string | null;
  nextRun: Date;
  lastRun: Date | null;
}

function subscriptionQuery(db: Kysely<DB>) {
  return reportsDb(db)
    .selectFrom('report_subscriptions as s')
    .leftJoin('roles', 'roles.id', 's.role_id')
    .leftJoin('users as creator', 'creator.id', 's.created_by')
    .select([
      's.id',
      's.universe_id',
      's.survey_id',
      's.user_id',
      's.role_id',
      'roles.name as role_name',
      's.drill_path_filtered',
      's.frequency',
      's.weekday',
      's.locale',
      'creator.username as created_by',
      's.next_run',
      's.last_run',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof subscriptionQuery>['executeTakeFirstOrThrow']>>;

const toStored = (row: Row): StoredSubscription => ({
  id: row.id,
  universeId: row.universe_id,
  surveyId: row.survey_id,
  userId: row.user_id,
  role: row.role_id === null ? null : { id: row.role_id, name: row.role_name ?? '' },
  drillPathFiltered: row.drill_path_filtered,
  frequency: row.frequency,
  weekday: row.weekday,
  locale: row.locale,
  createdBy: row.created_by,
  nextRun: new Date(row.next_run),
  lastRun: row.last_run === null ? null : new Date(row.last_run),
});

export async function insertSubscription(
  db: Kysely<DB>,
  ref: { universeId: number; surveyId: number; createdBy: number; userId: number | null },
  input: TSubscriptionInput,
  now: Date,
): Promise<StoredSubscription> {
  const weekday = input.frequency === 'weekly' ? (input.weekday ?? 1) : null;
  const { id } = await reportsDb(db)
    .insertInto('report_subscriptions')
    .values({
      universe_id: ref.universeId,
      survey_id: ref.surveyId,
      user_id: input.roleId === undefined ? ref.userId : null,
      role_id: input.roleId ?? null,
      drill_path_filtered: input.drillPathFiltered,
      frequency: input.frequency,
      weekday,
      locale: input.locale,
      created_by: ref.createdBy,
      next_run: nextRun(input.frequency, weekday, now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findSubscription(db, ref.universeId, ref.surveyId, id))!;
}

export async function findSubscription(
  db: Kysely<DB>,
  universeId: number,
  surveyId: number,
  id: number,
): Promise<StoredSubscription | null> {
  const row = await subscriptionQuery(db)
    .where('s.universe_id', '=', universeId)
    .where('s.survey_id', '=', surveyId)
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row ? toStored(row) : null;
}

/** The user's own subscriptions of the survey, and with `withRoles` every role subscription. */
export async function listSubscriptions(
  db: Kysely<DB>,
  universeId: number,
  surveyId: number,
  userId: number,
  withRoles: boolean,
): Promise<StoredSubscription[]> {
  const rows = await subscriptionQuery(db)
    .where('s.universe_id', '=', universeId)
    .where('s.survey_id', '=', surveyId)
    .where((eb) =>
      withRoles
        ? eb.or([eb('s.user_id', '=', userId), eb('s.role_id', 'is not', null)])
        : eb('s.user_id', '=', userId),
    )
    .orderBy('s.id')
    .execute();
  return rows.map(toStored);
}

export async function deleteSubscription(db: Kysely<DB>, universeId: number, id: number): Promise<void> {
  await reportsDb(db)
    .deleteFrom('report_subscriptions')
    .where('universe_id', '=', universeId)
    .where('id', '=', id)
    .execute();
}

/**
 * Queues a task for each subscription whose run is due, moving its next run on in the same
 * transaction: a run is queued once, whichever process sees it first (the update is
 * conditional on the next run it read). Answers the tasks queued.
 */
export async function queueDueSubscriptions(db: Kysely<DB>, now: Date): Promise<number> {
  const due = await reportsDb(db)
    .selectFrom('report_subscriptions')
    .select(['id', 'universe_id', 'survey_id', 'frequency', 'weekday', 'next_run'])
    .where('next_run', '<=', now)
    .orderBy('next_run')
    .limit(100)
    .execute();
  let queued = 0;
  for (const s of due) {
    const dueAt = new Date(s.next_run);
    const claimed = await reportsDb(db)
      .transaction()
      .execute(async (trx) => {
        const moved = await trx
          .updateTable('report_subscriptions')
          .set({ next_run: nextRun(s.frequency, s.weekday, now), last_run: dueAt })
          .where('id', '=', s.id)
          .where('next_run', '=', dueAt)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto('tasks')
          .values({
            universe_id: s.universe_id,
            survey_id: s.survey_id,
            type: SUBSCRIPTION_TASK_TYPE,
            payload: JSON.stringify({ subscriptionId: s.id, due: dueAt.toISOString() }),
            created_by: null,
          })
          .execute();
        return true;
      });
    if (claimed) queued++;
  }
  return queued;
}

export interface Recipient {
  userId: number;
  email: string;
  name: string;
  locale: string;
  scopeUnit: string | null;
}

/**
 * Who a run mails: the subscriber, or every active member of the role; only those with an
 * e-mail address, whose role still lets them run reports, who see some part of the
 * organisation (a member without a unit yet gets no report), and who did not unsubscribe.
 * `scopeUnit` null is then the whole organisation.
 */
export async function subscriptionRecipients(
  db: Kysely<DB>,
  subscription: StoredSubscription,
): Promise<Recipient[]> {
  const rows = await reportsDb(db)
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select([
      'u.id',
      'u.email',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.locale',
      'm.scope_unit',
      'r.id as role_id',
      'r.name as role_name',
      'r.built_in',
      'r.permissions',
    ])
    .where('m.universe_id', '=', subscription.universeId)
    .where('m.disabled_at', 'is', null)
    .where('u.email', 'is not', null)
    .where(grantsAccess)
    .where((eb) =>
      subscription.role
        ? eb('m.role_id', '=', subscription.role.id)
        : eb('m.user_id', '=', subscription.userId ?? -1),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('report_opt_outs as o')
            .select(sql`1`.as('one'))
            .where('o.subscription_id', '=', subscription.id)
            .whereRef('o.user_id', '=', 'u.id'),
        ),
      ),
    )
    .orderBy('u.id')
    .execute();
  return rows
    .filter((r) =>
      rolePermissions({
        id: r.role_id,
        name: r.role_name,
        built_in: r.built_in,
        permissions: r.permissions,
      }).includes('reports.run'),
    )
    .map((r) => ({
      userId: r.id,
      email: r.email as string,
      name: `${r.first_name} ${r.last_name}`.trim() || r.username,
      locale: r.locale,
      scopeUnit: r.scope_unit,
    }));
}

/**
 * Marks a recipient's mail of a run as being sent; false when it was sent (or attempted)
 * before: a restarted run skips it rather than risk a second mail.
 */
export async function claimDelivery(
  db: Kysely<DB>,
  subscription: StoredSubscription,
  key: string,
  userId: number,
): Promise<boolean> {
  const rows = await reportsDb(db)
    .insertInto('report_deliveries')
    .values({
      subscription_id: subscription.id,
      run_key: key,
      user_id: userId,
      universe_id: subscription.universeId,
      state: 'sending',
    })
    .onConflict((oc) => oc.columns(['subscription_id', 'run_key', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  return rows.length === 1;
}

export async function finishDelivery(
  db: Kysely<DB>,
  subscriptionId: number,
  key: string,
  userId: number,
  error: string | null,
): Promise<void> {
  await reportsDb(db)
    .updateTable('report_deliveries')
    .set({ state: error ? 'failed' : 'sent', error, sent_at: sql<Date>`now()` })
    .where('subscription_id', '=', subscriptionId)
    .where('run_key', '=', key)
    .where('user_id', '=', userId)
    .execute();
}

/** The recipient no longer gets the subscription's mails (a role's member opts out; a user's own subscription ends). */
export async function optOut(
  db: Kysely<DB>,
  subscription: StoredSubscription,
  userId: number,
): Promise<void> {
  if (subscription.userId === userId) {
    await deleteSubscription(db, subscription.universeId, subscription.id);
    return;
  }
  await reportsDb(db)
    .insertInto('report_opt_outs')
    .values({ subscription_id: subscription.id, user_id: userId, universe_id: subscription.universeId })
    .onConflict((oc) => oc.columns(['subscription_id', 'user_id']).doNothing())
    .execute();
}

/** A subscription by id in any universe (the unsubscribe link names none; the token is the proof). */
export async function subscriptionById(db: Kysely<DB>, id: number): Promise<StoredSubscription | null> {
  const row = await subscriptionQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toStored(row) : null;
}

/** A role of the universe by id (a role subscription names one). */
export async function roleOfUniverse(
  db: Kysely<DB>,
  universeId: number,
  roleId: number,
): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('universe_id', '=', universeId)
    .where('id', '=', roleId)
    .executeTakeFirst();
  return row ?? null;
}
