import type { Scope } from '#access/scope.ts';
import { badRequest } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/**
 * The scope a key gets: the unit asked for, which must lie within the caller's own
 * scope, or (none asked) the caller's scope itself. Answers the unit's extName, null for
 * the whole organisation.
 */
export function keyScopeUnit(
  survey: SurveyModel,
  callerScope: Scope,
  requested: string | null,
): string | null {
  if (requested === null) return callerScope.unit?.extName ?? null;
  const unit = survey.organisation.unitsByExtName.get(requested);
  if (!unit || !callerScope.allows(unit)) {
    throw badRequest(`Unit ${requested} is not within your part of the organisation`, 'scopeUnit', {
      code: 'outside_scope',
    });
  }
  return unit === survey.organisation.root ? null : unit.extName;
}
