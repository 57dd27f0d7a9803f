import { alertsApi } from '@opinio/domain/api/alerts';
import type { TAlertChange } from '@opinio/domain/schemas/alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertHistory, findAlert, universeMembers, updateAlert } from '../../alerts/alert-repository.ts';
import { type AlertFields, planAlertUpdate } from '../../alerts/alert-transitions.ts';
import { alertSummary } from '../../alerts/alert-view.ts';
import { interviewSummaries } from '../../interviews/interview-summaries.ts';
import { badRequest } from '../../lib/http-error.ts';
import { publishAlert } from '../../live/publish.ts';
import type { Services } from '../../services.ts';
import { isWithin } from '../../surveys/survey-model.ts';
import { routeOptions } from '../route-options.ts';
import { alertForRequest } from './alert-context.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** One alert with its history and interview, and its follow-up (state, assignee, due date, resolution). */
export const alertRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const db = services.database.db;

  const details = async (survey: Parameters<typeof alertSummary>[0], alertId: number) => {
    const alert = (await findAlert(db, survey, alertId))!;
    const [interview] = await interviewSummaries(db, survey, [Number(alert.interview_id)]);
    return {
      ...alertSummary(survey, alert),
      resolution: alert.resolution,
      assigneeUsername: alert.username,
      history: await alertHistory(db, survey.universeId, alertId),
      interview,
    };
  };

  app.route({
    ...routeOptions(alertsApi.alert),
    handler: async (request) => {
      const { survey } = await alertForRequest(
        services,
        request,
        request.params.survey,
        request.params.alertId,
      );
      return details(survey, request.params.alertId);
    },
  });

  app.route({
    ...routeOptions(alertsApi.update),
    handler: async (request) => {
      const { principal, survey, alert, unit } = await alertForRequest(
        services,
        request,
        request.params.survey,
        request.params.alertId,
      );
      const { state, assigneeUsername, dueAt, resolution } = request.body;
      const update: Partial<AlertFields> = { state, dueAt: dueAt && iso(dueAt), resolution };
      if (assigneeUsername === null) update.assigneeUserId = null;
      else if (assigneeUsername !== undefined) {
        // The assignee must be a member who can see the alert's unit.
        const member = (await universeMembers(db, survey.universeId)).find(
          (m) => m.username === assigneeUsername,
        );
        const scopeUnit = member?.scopeUnit ? survey.organisation.unitsByExtName.get(member.scopeUnit) : null;
        if (!member || (member.scopeUnit && (!scopeUnit || !isWithin(unit, scopeUnit)))) {
          throw badRequest(`${assigneeUsername} cannot be assigned this alert`, 'assigneeUsername');
        }
        update.assigneeUserId = member.userId;
      }
      const current: AlertFields = {
        state: alert.state,
        assigneeUserId: alert.assignee_user_id,
        dueAt: iso(alert.due_at),
        resolution: alert.resolution,
      };
      const changes = planAlertUpdate(current, update);
      if (Object.keys(changes).length > 0) {
        const history: TAlertChange[] = [];
        if (changes.state) history.push({ kind: 'state', from: current.state, to: changes.state });
        if (changes.assigneeUserId !== undefined)
          history.push({
            kind: 'assignee',
            from: alert.username,
            to: changes.assigneeUserId === null ? null : (assigneeUsername ?? null),
          });
        if (changes.dueAt !== undefined)
          history.push({ kind: 'dueAt', from: current.dueAt, to: changes.dueAt });
        if (changes.resolution !== undefined) history.push({ kind: 'resolution', text: changes.resolution });
        await updateAlert(db, survey.universeId, alert.id, principal.user.id, changes, history);
        if (changes.state)
          await publishAlert(services, survey, { id: alert.id, state: changes.state, unitId: unit.id });
      }
      return details(survey, alert.id);
    },
  });
};
