import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import { reportEnabled, type TSubscription, type TSubscriptionInput } from '@opinio/domain/schemas/reports';
import { resolveDrillPath } from '#access/drill-path-resolver.ts';
import type { Scope } from '#access/scope.ts';
import type { SurveyCaller } from '#auth/survey-for-request.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { sharingSecret } from '#interviews/sharing-secret.ts';
import { badRequest, HttpError, missingPermission, notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import {
  deleteSubscription,
  findSubscription,
  insertSubscription,
  listSubscriptions,
  optOut,
  roleOfUniverse,
  type StoredSubscription,
  subscriptionById,
} from './subscription-repository.ts';
import { verifyUnsubscribe } from './unsubscribe-token.ts';

/**
 * Report subscriptions: the PDF benchmark mailed on a schedule
 * (docs/product.md#reports-and-downloads). A user subscribes themselves; a user
 * administrator also subscribes a role, and sees and ends the role subscriptions of their
 * part of the organisation.
 */

/** A subscription as the API shows it, its node named as the survey names it. */
function view(survey: SurveyModel, subscription: StoredSubscription): TSubscription {
  let nodeTitle = subscription.drillPathFiltered;
  try {
    const { drillPath } = splitFilteredDrillPath(subscription.drillPathFiltered);
    nodeTitle = resolveDrillPath(survey, drillPath, { unit: null, allows: () => true, unitNames: () => null })
      .chain.map((unit) => unit.title)
      .join(' › ');
  } catch {
    // a unit that has gone since: the path as it was written
  }
  return {
    id: subscription.id,
    drillPathFiltered: subscription.drillPathFiltered,
    nodeTitle,
    frequency: subscription.frequency,
    weekday: subscription.weekday,
    locale: subscription.locale,
    role: subscription.role,
    createdBy: subscription.createdBy,
    nextRun: subscription.nextRun.toISOString(),
    lastRun: subscription.lastRun?.toISOString() ?? null,
  };
}

/** Whether a subscription's node lies within a scope (a scoped administrator sees and ends only those). */
function within(survey: SurveyModel, scope: Scope, subscription: StoredSubscription): boolean {
  try {
    resolveDrillPath(survey, splitFilteredDrillPath(subscription.drillPathFiltered).drillPath, scope);
    return true;
  } catch {
    return false;
  }
}

/** The caller's own subscriptions, and to a user administrator the role subscriptions within their scope. */
export async function subscriptionsOf(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
): Promise<TSubscription[]> {
  const { survey, principal, scope } = caller;
  const all = await listSubscriptions(
    services.database.db,
    survey.universeId,
    survey.id,
    principal.user.id,
    principal.permissions.has('users.manage'),
  );
  // others' role subscriptions only within the administrator's part of the organisation
  const visible = all.filter((s) => s.userId === principal.user.id || within(survey, scope, s));
  return visible.map((s) => view(survey, s));
}

/** Subscribes the caller (or, for a user administrator, a role) to the survey's PDF benchmark. */
export async function subscribe(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
  input: TSubscriptionInput,
): Promise<TSubscription> {
  const { survey, principal } = caller;
  const db = services.database.db;
  if (!reportEnabled(survey.reportFlags as Parameters<typeof reportEnabled>[0], 'pdfbenchmark'))
    throw new HttpError(
      { code: 'report_disabled', params: { report: 'pdfbenchmark' } },
      `The survey ${survey.extName} does not offer the PDF benchmark report`,
    );
  if (input.roleId !== undefined) {
    if (!principal.permissions.has('users.manage')) throw missingPermission('users.manage');
    if (!(await roleOfUniverse(db, survey.universeId, input.roleId)))
      throw badRequest(`Role ${input.roleId} not found`, 'roleId', { code: 'unknown_value' });
  }
  const created = await insertSubscription(
    db,
    {
      universeId: survey.universeId,
      surveyId: survey.id,
      createdBy: principal.impersonator?.id ?? principal.user.id,
      userId: principal.user.id,
    },
    input,
    new Date(),
  );
  return view(survey, created);
}

/**
 * Ends a subscription: one's own, or as a user administrator a role subscription within
 * one's scope. Another's is not found; a role subscription in reach without the permission
 * is a 403 naming it.
 */
export async function unsubscribe(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
  subscriptionId: number,
) {
  const { survey, principal, scope } = caller;
  const db = services.database.db;
  const subscription = await findSubscription(db, survey.universeId, survey.id, subscriptionId);
  const own = subscription?.userId === principal.user.id;
  const admin = principal.permissions.has('users.manage');
  const visibleRole = subscription?.role && within(survey, scope, subscription);
  if (!subscription || (!own && !(visibleRole && admin))) {
    if (visibleRole && !admin) throw missingPermission('users.manage');
    throw notFound(`Subscription ${subscriptionId} not found`);
  }
  await deleteSubscription(db, survey.universeId, subscription.id);
}

/** The mailed one-click unsubscribe: the signed token names the subscription and its reader. */
export async function unsubscribeByLink(
  services: Pick<Services, 'config' | 'database'>,
  token: string,
): Promise<void> {
  const db = services.database.db;
  const secret = await sharingSecret(db, services.config.sharingSecret);
  const signed = verifyUnsubscribe(secret, token);
  // The link names its universe by the subscription alone: read it as every universe.
  const done = await runAsTenant('all', async () => {
    const subscription = signed && (await subscriptionById(db, signed.subscriptionId));
    if (!signed || !subscription) return false;
    await optOut(db, subscription, signed.userId);
    return true;
  });
  if (!done) throw notFound('This unsubscribe link is not valid', { code: 'invalid_link' });
}
