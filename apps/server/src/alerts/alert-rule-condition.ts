import type { TAlertCondition } from '@opinio/domain/schemas/alerts';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { badRequest } from '#lib/http-error.ts';
import { alertConditionScript } from '#scripts/survey-scripts.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

const MAX_WORDS = 20;

/**
 * Checks a condition against the survey's questions and answers it normalised (keywords
 * trimmed, duplicates dropped). A comparison needs a number or choice question and a value
 * on its scale, and its topics must be the survey's; keywords need a text question.
 */
export async function checkedCondition(
  db: Kysely<DB>,
  survey: SurveyModel,
  condition: TAlertCondition,
): Promise<TAlertCondition> {
  if ('script' in condition) {
    const script = await alertConditionScript(db, survey, condition.script);
    if (!script)
      throw badRequest('No alert-condition script of this survey has that id', 'condition.script', {
        code: 'unknown_value',
      });
    return { script: script.id };
  }
  const question = survey.questionsByExtName.get(condition.question);
  if (!question)
    throw badRequest(`The survey has no question ${condition.question}`, 'condition.question', {
      code: 'unknown_value',
      params: { value: condition.question },
    });
  if ('contains' in condition) {
    if (question.type !== 'text') {
      throw badRequest(
        `Keywords need a text question; ${question.extName} is not one`,
        'condition.question',
        {
          code: 'not_applicable',
        },
      );
    }
    const words = [...new Set(condition.contains.map((w) => w.trim()).filter((w) => w.length > 0))];
    if (words.length === 0)
      throw badRequest('Give at least one keyword', 'condition.contains', { code: 'required' });
    if (words.length > MAX_WORDS)
      throw badRequest(`At most ${MAX_WORDS} keywords`, 'condition.contains', {
        code: 'too_many',
        params: { max: MAX_WORDS },
      });
    if (words.some((w) => w.length > 100))
      throw badRequest('A keyword is too long', 'condition.contains', {
        code: 'too_long',
        params: { max: 100 },
      });
    return { question: question.extName, contains: words };
  }
  if (question.type === 'text') {
    throw badRequest(
      `A comparison needs a number or choice question; ${question.extName} is a text question`,
      'condition.question',
      { code: 'not_applicable' },
    );
  }
  if (question.type === 'choice') {
    if (!question.options.some((o) => o.value === condition.value)) {
      throw badRequest(`${condition.value} is not an option of ${question.extName}`, 'condition.value', {
        code: 'unknown_value',
        params: { value: String(condition.value) },
      });
    }
  } else {
    const min = question.min ?? Number.NEGATIVE_INFINITY;
    const max = question.max ?? Number.POSITIVE_INFINITY;
    if (condition.value < min || condition.value > max) {
      throw badRequest(
        `The value must be within the question's scale ${question.min ?? ''}–${question.max ?? ''}`,
        'condition.value',
        question.min != null && question.max != null
          ? { code: 'out_of_range', params: { min: question.min, max: question.max } }
          : { code: 'invalid_value' },
      );
    }
  }
  const comparison = { question: question.extName, op: condition.op, value: condition.value };
  if (condition.topics === undefined) return comparison;
  const known = new Set((survey.topics?.topics ?? []).map((t) => t.key));
  const unknown = condition.topics.find((key) => !known.has(key));
  if (unknown !== undefined)
    throw badRequest(`The survey has no topic ${unknown}`, 'condition.topics', {
      code: 'unknown_value',
      params: { value: unknown },
    });
  return { ...comparison, topics: [...new Set(condition.topics)] };
}
