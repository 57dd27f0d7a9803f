import { alertsApi } from '@opinio/domain/api/alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { isWithin } from '../../surveys/survey-model.ts';
import { routeOptions } from '../route-options.ts';
import { alertForRequest } from './alert-context.ts';

/**
 * Who may be assigned an alert: the universe's members who see its unit (no scope, or a
 * scope unit at or above it); the same rule POST alert/update checks. Sorted by name.
 */
export const alertAssigneeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(alertsApi.assignees),
    handler: async (request) => {
      const { survey, unit } = await alertForRequest(
        services,
        request,
        request.params.survey,
        request.params.alertId,
      );
      const members = await db
        .selectFrom('memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.username', 'u.first_name', 'u.last_name', 'm.scope_unit'])
        .where('m.universe_id', '=', survey.universeId)
        .execute();
      const users = members
        .filter((m) => {
          if (!m.scope_unit) return true;
          const scope = survey.organisation.unitsByExtName.get(m.scope_unit);
          return scope !== undefined && isWithin(unit, scope);
        })
        .map((m) => ({
          username: m.username,
          name: `${m.first_name} ${m.last_name}`.trim() || m.username,
        }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.username.localeCompare(b.username));
      return { users };
    },
  });
};
