import { resolveMemberScope } from '#access/scope.ts';
import type { Principal } from '#auth/principal.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { LiveEvent } from './live-events.ts';

/**
 * Whether a signed-in user may receive an event: their universe, a survey their scope
 * lets them see, for alerts a unit within their scope, for tasks an admin role, for
 * reports the user who asked.
 */
export function mayReceive(principal: Principal, surveys: readonly SurveyModel[], event: LiveEvent): boolean {
  if (event.universeId !== principal.universe.id) return false;
  const survey = surveys.find((s) => s.extName === event.survey);
  const scope = survey && resolveMemberScope(survey, principal.scope);
  if (!survey || !scope) return false;
  // Tasks (imports, ...) are administration: for those who run imports.
  if (event.type === 'task') return principal.permissions.has('imports.run');
  // A report is its owner's (while a root user acts as them, the one acted as).
  if (event.type === 'report') return event.userId === principal.user.id;
  if (event.type === 'loadcount' || event.type === 'config') return true;
  if (event.type === 'alert' && !principal.permissions.has('alerts.view')) return false;
  return scope.allows(survey.organisation.unitsById.get(event.unitId));
}
