import { reportsApi } from '@opinio/domain/api/reports';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import { reportEnabled, type TSubscription } from '@opinio/domain/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Scope } from '../../access/scope.ts';
import { surveyForRequest } from '../../access/survey-for-request.ts';
import { runAsTenant } from '../../db/tenant-context.ts';
import { sharingSecret } from '../../interviews/sharing-secret.ts';
import { badRequest, HttpError, missingPermission, notFound } from '../../lib/http-error.ts';
import {
  deleteSubscription,
  findSubscription,
  insertSubscription,
  listSubscriptions,
  optOut,
  roleOfUniverse,
  type StoredSubscription,
  subscriptionById,
} from '../../reports/subscription-repository.ts';
import { verifyUnsubscribe } from '../../reports/unsubscribe-token.ts';
import type { Services } from '../../services.ts';
import { resolveDrillPath } from '../../surveys/drill-path-resolver.ts';
import type { SurveyModel } from '../../surveys/survey-model.ts';
import { dashboardContext } from '../dashboard-context.ts';
import { routeOptions } from '../route-options.ts';

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

/** Report subscriptions: the PDF benchmark mailed on a schedule (docs/product.md#reports-and-downloads). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const db = services.database.db;
  // Mail programs send the one-click unsubscribe as a form (RFC 8058): its body says nothing more.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );

  app.route({
    ...routeOptions(reportsApi.subscriptions),
    handler: async (request) => {
      const { survey, principal, scope } = await surveyForRequest(services, request, request.params.survey);
      const all = await listSubscriptions(
        db,
        survey.universeId,
        survey.id,
        principal.user.id,
        principal.permissions.has('users.manage'),
      );
      // others' role subscriptions only within the administrator's part of the organisation
      const visible = all.filter((s) => s.userId === principal.user.id || within(survey, scope, s));
      return { subscriptions: visible.map((s) => view(survey, s)) };
    },
  });

  app.route({
    ...routeOptions(reportsApi.subscribe),
    handler: async (request, reply) => {
      const input = request.body;
      const { survey } = await dashboardContext(
        services,
        request,
        request.params.survey,
        input.drillPathFiltered,
      );
      const { principal } = await surveyForRequest(services, request, request.params.survey);
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
      return reply.code(201).send(view(survey, created));
    },
  });

  app.route({
    ...routeOptions(reportsApi.unsubscribe),
    handler: async (request, reply) => {
      const { survey, principal, scope } = await surveyForRequest(services, request, request.params.survey);
      const subscription = await findSubscription(
        db,
        survey.universeId,
        survey.id,
        request.params.subscriptionId,
      );
      const own = subscription?.userId === principal.user.id;
      const admin = principal.permissions.has('users.manage');
      const visibleRole = subscription?.role && within(survey, scope, subscription);
      if (!subscription || (!own && !(visibleRole && admin))) {
        if (visibleRole && !admin) throw missingPermission('users.manage');
        throw notFound(`Subscription ${request.params.subscriptionId} not found`);
      }
      await deleteSubscription(db, survey.universeId, subscription.id);
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOptions(reportsApi.mailUnsubscribe),
    handler: async (request, reply) => {
      const secret = await sharingSecret(db, services.config.sharingSecret);
      const signed = verifyUnsubscribe(secret, request.params.token);
      // The link names its universe by the subscription alone: read it as every universe.
      const done = await runAsTenant('all', async () => {
        const subscription = signed && (await subscriptionById(db, signed.subscriptionId));
        if (!signed || !subscription) return false;
        await optOut(db, subscription, signed.userId);
        return true;
      });
      if (!done) throw notFound('This unsubscribe link is not valid', { code: 'invalid_link' });
      return reply.code(204).send();
    },
  });
};
