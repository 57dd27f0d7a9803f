import type { Condition } from '#analytics/query-spec.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/**
 * The interview list's search: some text answer contains it, ignoring case. A typed
 * condition: the analytics module binds the search as a parameter. Null without a search.
 */
export function textSearchCondition(survey: SurveyModel, search: string | undefined): Condition | null {
  if (!search) return null;
  const questionIds = survey.questions.filter((q) => q.type === 'text').map((q) => q.id);
  return { kind: 'textSearch', questionIds, search };
}
