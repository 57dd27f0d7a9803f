import { type FieldProblem, zodIssueProblem } from '@opinio/domain/error-codes';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@opinio/domain/safe-text';
import {
  ANSWER_VALUE_MAX,
  ANSWER_VALUE_MIN,
  INGEST_ERRORS_MAX,
  TEXT_ANSWER_MAX,
  type TIngestRowError,
  ZIngestInterview,
} from '@opinio/domain/schemas/ingestion';
import type { z } from 'zod';
import type { Scope } from '#access/scope.ts';
import type { QuestionModel, SurveyModel } from '#surveys/survey-model.ts';
import type { NewAnswer, NewInterview } from './insert-interviews.ts';

export interface ValidatedInterview extends NewInterview {
  externalId: string;
}

/** Why an answer cannot be stored: its code (decision 037) and the English words. */
export interface AnswerProblem extends FieldProblem {
  message: string;
}

const problem = (message: string, code: FieldProblem['code'], params: FieldProblem['params'] = {}) => ({
  message,
  code,
  params,
});

/**
 * One answer checked against its question and against what PostgreSQL stores (text without
 * NUL, a whole number of its integer column): the stored answer, or why not.
 */
export function answerFor(question: QuestionModel, raw: number | string): NewAnswer | AnswerProblem {
  if (question.type === 'text') {
    if (typeof raw !== 'string') return problem('must be a text', 'invalid_type', { expected: 'string' });
    if (raw.length > TEXT_ANSWER_MAX)
      return problem(`must be at most ${TEXT_ANSWER_MAX} characters`, 'too_long', { max: TEXT_ANSWER_MAX });
    if (!isSafeText(raw)) return problem(UNSAFE_TEXT_MESSAGE, 'unsafe_text');
    return { questionId: question.id, value: null, textValue: raw };
  }
  if (question.type === 'choice') {
    const option = question.options.find((o) =>
      typeof raw === 'number' ? o.value === raw : o.extName === raw,
    );
    if (!option)
      return problem(
        `must be one of ${question.options.map((o) => `${o.value} (${o.extName})`).join(', ')}`,
        'unknown_value',
        { value: String(raw) },
      );
    return { questionId: question.id, value: option.value, textValue: null };
  }
  if (typeof raw !== 'number' || !Number.isInteger(raw))
    return problem('must be a whole number', 'invalid_type', { expected: 'int' });
  const min = Math.max(question.min ?? ANSWER_VALUE_MIN, ANSWER_VALUE_MIN);
  const max = Math.min(question.max ?? ANSWER_VALUE_MAX, ANSWER_VALUE_MAX);
  if (raw < min || raw > max)
    return problem(`must be between ${min} and ${max}`, 'out_of_range', { min, max });
  return { questionId: question.id, value: raw, textValue: null };
}

/** Whether `answerFor` refused the answer. */
export const isAnswerProblem = (answer: NewAnswer | AnswerProblem): answer is AnswerProblem =>
  'message' in answer;

const FIELDS = ZIngestInterview.shape;

/** A row's fields each checked on its own, so that one bad field hides none of the others. */
function parseRow(raw: unknown, report: (field: string, problem: AnswerProblem) => void) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    report(
      'interview',
      problem('must be an object with externalId, unit, date and answers', 'invalid_type', {
        expected: 'object',
      }),
    );
    return null;
  }
  const fields = raw as Record<string, unknown>;
  const parse = <T>(name: string, schema: z.ZodType<T>, value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      report([name, ...issue.path].join('.'), { message: issue.message, ...zodIssueProblem(issue) });
    return undefined;
  };
  const externalId = parse('externalId', FIELDS.externalId, fields.externalId);
  const unit = parse('unit', FIELDS.unit, fields.unit);
  const date = parse('date', FIELDS.date, fields.date);
  const answers: Array<[string, number | string]> = [];
  const given = fields.answers;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    parse('answers', FIELDS.answers, given);
  else
    for (const [key, value] of Object.entries(given)) {
      const name = parse(`answers.${key}`, FIELDS.answers.keyType, key);
      const answer = parse(`answers.${key}`, FIELDS.answers.valueType, value);
      if (name !== undefined && answer !== undefined) answers.push([name, answer]);
    }
  return { externalId, unit, date, answers };
}

/** What a check of a batch's rows found: the good rows, their errors, how many rows are bad. */
export interface BatchCheck {
  interviews: ValidatedInterview[];
  errors: TIngestRowError[];
  badRows: number;
}

/**
 * Checks every row of a batch against the survey and the key's scope. A batch is
 * written only when `errors` is empty; each error names its row and field, every bad field
 * of every row (the first INGEST_ERRORS_MAX of them; `badRows` counts them all).
 */
export function validateBatch(survey: SurveyModel, scope: Scope, rows: readonly unknown[]): BatchCheck {
  const checker = batchChecker(survey, scope);
  for (let index = 0; index < rows.length; index++) checker.check(rows[index], index);
  return checker.found;
}

/** Rows checked between two turns of the event loop (`validateBatchInTurns`). */
const ROWS_PER_TURN = 500;

/**
 * `validateBatch` on the server's thread, giving the event loop a turn every few hundred
 * rows: a batch of 5,000 rows is 0.1-0.2 s of CPU, which other requests would otherwise
 * wait for in one piece.
 */
export async function validateBatchInTurns(
  survey: SurveyModel,
  scope: Scope,
  rows: readonly unknown[],
): Promise<BatchCheck> {
  const checker = batchChecker(survey, scope);
  for (let index = 0; index < rows.length; index++) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    checker.check(rows[index], index);
  }
  return checker.found;
}

/** The check of one batch, a row at a time: duplicates of externalId are looked for across rows. */
function batchChecker(survey: SurveyModel, scope: Scope) {
  const found: BatchCheck = { interviews: [], errors: [], badRows: 0 };
  const { interviews, errors } = found;
  const seen = new Set<string>();
  const check = (raw: unknown, index: number) => {
    let bad = false;
    const report = (field: string, { message, code, params }: AnswerProblem) => {
      bad = true;
      if (errors.length < INGEST_ERRORS_MAX) errors.push({ index, field, code, params, message });
    };
    const row = parseRow(raw, report);
    if (!row) {
      found.badRows++;
      return;
    }
    if (row.externalId !== undefined) {
      if (seen.has(row.externalId))
        report('externalId', problem('appears twice in the batch', 'duplicate', { value: row.externalId }));
      seen.add(row.externalId);
    }
    const unit = row.unit === undefined ? undefined : survey.organisation.unitsByExtName.get(row.unit);
    if (row.unit !== undefined && (!unit || !scope.allows(unit)))
      report('unit', problem(`unknown unit ${row.unit}`, 'unknown_value', { value: row.unit }));
    const answers: NewAnswer[] = [];
    for (const [extName, value] of row.answers) {
      const question = survey.questionsByExtName.get(extName);
      const answer = question
        ? answerFor(question, value)
        : problem('unknown question', 'unknown_field', { keys: extName });
      if (isAnswerProblem(answer)) report(`answers.${extName}`, answer);
      else answers.push(answer);
    }
    if (bad) found.badRows++;
    else if (unit && row.externalId !== undefined && row.date !== undefined)
      interviews.push({ externalId: row.externalId, unitId: unit.id, date: new Date(row.date), answers });
  };
  return { check, found };
}
