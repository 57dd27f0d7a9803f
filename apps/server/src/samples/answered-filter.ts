import { compileWhere } from '../analytics/compile-query.ts';
import type { Condition } from '../analytics/query-spec.ts';
import { surveyTable } from '../analytics/query-spec.ts';
import type { Services } from '../services.ts';
import type { SurveyModel } from '../surveys/survey-model.ts';

/**
 * Which of these interviews pass the conditions, decided by the read model (the same
 * engine and the same SQL as every dashboard number).
 */
export async function interviewsPassing(
  services: Pick<Services, 'readModel' | 'duck'>,
  survey: SurveyModel,
  conditions: readonly Condition[],
  interviewIds: readonly number[],
): Promise<Set<number>> {
  if (interviewIds.length === 0) return new Set();
  await services.readModel.ensureFresh(survey);
  const table = surveyTable(survey.id);
  const ids = interviewIds.map((id) => {
    if (!Number.isSafeInteger(id)) throw new Error(`Not an interview id: ${id}`);
    return id;
  });
  const where = compileWhere(conditions, table).replace(/^WHERE /, '');
  const rows = await services.duck.rows(
    `SELECT id FROM ${table} WHERE id IN (${ids.join(', ')})${where ? ` AND ${where}` : ''}`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}
