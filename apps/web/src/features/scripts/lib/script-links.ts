import { pathFor } from '@opinio/domain/routes';
import type { TScriptScope } from '@opinio/domain/schemas/survey-admin';

/** A script's screen: a global script by its own route; the universe's and the survey's through the survey. */
export function scriptPath(
  contextSurvey: string,
  surveyId: number,
  scope: TScriptScope,
  scriptId: number | 'new',
) {
  if (scope === 'global') return pathFor('globalscript', { surveyExtName: contextSurvey, scriptId });
  const path = pathFor('script', { surveyExtName: contextSurvey, surveyId, scriptId });
  // A new universe script is made on the survey's screen; the query names its scope.
  return scriptId === 'new' && scope === 'universe' ? `${path}?scope=universe` : path;
}

/** The scope of a new script on the `script` route: from its query, a survey script otherwise. */
export function newScriptScope(query: string | null): TScriptScope {
  return query === 'universe' ? 'universe' : 'survey';
}
