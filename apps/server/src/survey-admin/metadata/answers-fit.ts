import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { HttpError } from '#lib/http-error.ts';
import type { QuestionProperties } from './question-properties.ts';

/** What is stored uses what the change would take away. */
const conflict = (message: string, field: string) => new HttpError({ code: 'in_use' }, message, { field });

/** How many of the values listed in a refusal. */
const SHOWN = 5;

/**
 * Refuses (409) a change that what is already stored no longer fits: a new type while
 * answers exist, a scale that leaves stored values outside, options without a value that
 * answers use; and a change the rest of the configuration cannot follow (an indicator of a
 * question that becomes text, a question view whose question stops being a choice or loses
 * an option its units stand for). Read in the saving transaction, after the question's row
 * is locked.
 */
export async function checkStoredAnswers(
  trx: Kysely<DB>,
  questionId: number,
  current: QuestionProperties,
  next: QuestionProperties,
): Promise<void> {
  if (next.type !== current.type) {
    await checkTypeUses(trx, questionId, next.type);
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM answers WHERE question_id = ${questionId}`.execute(trx);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) throw conflict(`${n} answers are stored for this question: its type cannot change`, 'type');
    return;
  }
  if (next.type === 'number' && (next.min !== current.min || next.max !== current.max)) {
    const { rows } = await sql<{ below: string; above: string }>`
      SELECT count(*) FILTER (WHERE value < ${next.min ?? null}::int) AS below,
             count(*) FILTER (WHERE value > ${next.max ?? null}::int) AS above
      FROM answers WHERE question_id = ${questionId} AND value IS NOT NULL`.execute(trx);
    const below = Number(rows[0]?.below ?? 0);
    const above = Number(rows[0]?.above ?? 0);
    if (below > 0) throw conflict(`${below} stored answers are below ${next.min}`, 'min');
    if (above > 0) throw conflict(`${above} stored answers are above ${next.max}`, 'max');
  }
  if (next.type === 'choice') {
    const values = next.options.map((o) => o.value);
    const kept = new Set(values);
    if (current.options.every((o) => kept.has(o.value))) return;
    const { rows } = await sql<{ value: number; n: string }>`
      SELECT value, count(*) AS n FROM answers
      WHERE question_id = ${questionId} AND value IS NOT NULL AND value <> ALL(${values}::int[])
      GROUP BY value ORDER BY value LIMIT ${SHOWN}`.execute(trx);
    if (rows.length > 0) {
      const used = rows.map((r) => `${r.value} (${Number(r.n)} answers)`).join(', ');
      throw conflict(`Stored answers use values the options no longer have: ${used}`, 'options');
    }
    const units = await trx
      .selectFrom('units as u')
      .innerJoin('views as v', 'v.id', 'u.view_id')
      .select(['u.ext_name', 'u.option_value', 'v.ext_name as view'])
      .where('v.question_id', '=', questionId)
      .where('u.option_value', 'is not', null)
      .orderBy('u.id')
      .execute();
    const orphan = units.find((u) => !kept.has(u.option_value!));
    if (orphan) {
      throw conflict(
        `The unit ${orphan.ext_name} of the view ${orphan.view} stands for the value ${orphan.option_value}: keep that option`,
        'options',
      );
    }
  }
}

/** Indicators count values (not texts); a question view's units are its options. */
async function checkTypeUses(trx: Kysely<DB>, questionId: number, type: QuestionProperties['type']) {
  if (type === 'text') {
    const indicator = await trx
      .selectFrom('indicators')
      .select('ext_name')
      .where('question_id', '=', questionId)
      .executeTakeFirst();
    if (indicator) {
      throw conflict(`The indicator ${indicator.ext_name} counts this question: it cannot be text`, 'type');
    }
  }
  if (type !== 'choice') {
    const view = await trx
      .selectFrom('views')
      .select('ext_name')
      .where('question_id', '=', questionId)
      .executeTakeFirst();
    if (view) throw conflict(`The view ${view.ext_name} is built on this question's options`, 'type');
  }
}
