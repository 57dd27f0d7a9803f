import type { TMetaInterviewData } from '@opinio/domain/schemas/survey-admin';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { badRequest, notFound } from '#lib/http-error.ts';
import type { QuestionModel, SurveyModel } from '#surveys/survey-model.ts';

/** The answers column's range (int). */
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

const isVariable = (q: QuestionModel) => q.source === 'background' || q.source === 'computed';

/** A value to store for a variable: a number, a text, or null (deleted). */
interface VariableValue {
  question: QuestionModel;
  value: number | null;
  textValue: string | null;
  deleted: boolean;
}

async function requireInterview(db: Kysely<DB>, survey: SurveyModel, interviewId: number): Promise<void> {
  const row = await db
    .selectFrom('interviews')
    .select('id')
    .where('id', '=', interviewId)
    .where('survey_id', '=', survey.id)
    .where('universe_id', '=', survey.universeId)
    .executeTakeFirst();
  if (!row) throw notFound(`The survey has no interview ${interviewId}`);
}

/** The interview's background and computed variables in the survey's order (null: not set). 404 for an interview of another survey. */
export async function interviewData(
  db: Kysely<DB>,
  survey: SurveyModel,
  interviewId: number,
): Promise<TMetaInterviewData> {
  await requireInterview(db, survey, interviewId);
  const variables = survey.questions.filter(isVariable);
  const answers =
    variables.length === 0
      ? []
      : await db
          .selectFrom('answers')
          .select(['question_id', 'value', 'text_value'])
          .where('interview_id', '=', interviewId)
          .where('universe_id', '=', survey.universeId)
          .where(
            'question_id',
            'in',
            variables.map((q) => q.id),
          )
          .execute();
  const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
  return {
    interviewId,
    values: variables.map((q) => ({
      extName: q.extName,
      source: q.source ?? 'answer',
      value: byQuestion.get(q.id)?.value ?? null,
      textValue: byQuestion.get(q.id)?.text_value ?? null,
    })),
  };
}

/**
 * Checks every value before anything is written: each key a background or computed
 * variable of the survey, a number an integer within a number variable's scale, a value of
 * a choice variable one of its options, a text for a text variable. 400 naming `values.<extName>`.
 */
export function checkedValues(
  survey: SurveyModel,
  values: Record<string, number | string | null>,
): VariableValue[] {
  return Object.entries(values).map(([extName, raw]) => {
    const field = `values.${extName}`;
    const question = survey.questionsByExtName.get(extName);
    if (!question)
      throw badRequest(`The survey has no variable ${extName}`, field, {
        code: 'unknown_value',
        params: { value: extName },
      });
    if (!isVariable(question)) {
      throw badRequest(`${extName} is a question of the questionnaire, not a background variable`, field, {
        code: 'not_applicable',
      });
    }
    if (raw === null) return { question, value: null, textValue: null, deleted: true };
    if (question.type === 'text') {
      if (typeof raw !== 'string')
        throw badRequest(`${extName} is a text variable: give a text`, field, {
          code: 'invalid_type',
          params: { expected: 'string' },
        });
      return { question, value: null, textValue: raw, deleted: false };
    }
    if (typeof raw !== 'number' || !Number.isInteger(raw)) {
      throw badRequest(`${extName} takes a whole number`, field, {
        code: 'invalid_type',
        params: { expected: 'int' },
      });
    }
    if (question.type === 'choice') {
      if (!question.options.some((o) => o.value === raw)) {
        const values = question.options.map((o) => o.value).join(', ');
        throw badRequest(`${raw} is not an option of ${extName} (${values})`, field, {
          code: 'unknown_value',
          params: { value: String(raw) },
        });
      }
    } else {
      const min = question.min ?? INT_MIN;
      const max = question.max ?? INT_MAX;
      if (raw < min || raw > max) {
        throw badRequest(`${raw} is outside the scale of ${extName} (${min}–${max})`, field, {
          code: 'out_of_range',
          params: { min, max },
        });
      }
    }
    return { question, value: raw, textValue: null, deleted: false };
  });
}

/**
 * Writes checked values in one transaction that also raises the survey's loadCount: a
 * value replaces the interview's answer to the variable, null deletes it.
 */
export async function writeInterviewData(
  db: Kysely<DB>,
  survey: SurveyModel,
  interviewId: number,
  values: readonly VariableValue[],
): Promise<void> {
  await requireInterview(db, survey, interviewId);
  const set = values.filter((v) => !v.deleted);
  const deleted = values.filter((v) => v.deleted).map((v) => v.question.id);
  await db.transaction().execute(async (trx) => {
    if (set.length > 0) {
      await trx
        .insertInto('answers')
        .values(
          set.map((v) => ({
            universe_id: survey.universeId,
            interview_id: interviewId,
            question_id: v.question.id,
            value: v.value,
            text_value: v.textValue,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['interview_id', 'question_id']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            text_value: eb.ref('excluded.text_value'),
          })),
        )
        .execute();
    }
    if (deleted.length > 0) {
      await trx
        .deleteFrom('answers')
        .where('interview_id', '=', interviewId)
        .where('question_id', 'in', deleted)
        .execute();
    }
    await trx
      .updateTable('surveys')
      .set((eb) => ({ load_count: eb('load_count', '+', 1), rewrite_count: eb('rewrite_count', '+', 1) }))
      .where('id', '=', survey.id)
      .execute();
  });
}
