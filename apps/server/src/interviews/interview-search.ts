import { textColumn } from '../analytics/query-spec.ts';
import type { SurveyModel } from '../surveys/survey-model.ts';

/**
 * A read-model condition (DuckDB SQL) for "some text answer contains the search,
 * ignoring case". The search becomes a string literal: quotes are doubled, and DuckDB
 * strings know no other escape.
 */
export function textSearchCondition(survey: SurveyModel, search: string | undefined): string {
  const textQuestions = survey.questions.filter((q) => q.type === 'text');
  if (!search) return '';
  if (textQuestions.length === 0) return 'false';
  const literal = `'${search.toLowerCase().replaceAll("'", "''")}'`;
  return `(${textQuestions.map((q) => `contains(lower(${textColumn(q.id)}), ${literal})`).join(' OR ')})`;
}
