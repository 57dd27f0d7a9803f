import type { Kysely, Selectable } from 'kysely';
import type { DB } from '#db/schema.ts';
import { HttpError } from '#lib/http-error.ts';
import { checkStoredAnswers } from './answers-fit.ts';
import { type MetaPropertySave, nextProperties, type QuestionProperties } from './question-properties.ts';

type QuestionRow = Selectable<DB['questions']>;

const properties = (row: QuestionRow): QuestionProperties => ({
  title: row.title,
  type: row.type,
  source: row.source,
  min: row.min_value,
  max: row.max_value,
  options: row.options,
  role: row.role,
  hidden: row.hidden,
  wording: row.wording,
  lowLabel: row.low_label,
  highLabel: row.high_label,
  page: row.page,
});

const json = (text: unknown) => (text === null ? null : JSON.stringify(text));

/** The fields the read model's columns and rollup are made from. */
const shapeOf = (p: QuestionProperties) =>
  JSON.stringify([p.type, p.min, p.max, p.options.map((o) => o.value)]);

/**
 * Saves a question's properties, or adds a background or computed variable after the
 * survey's other questions, in one transaction that also moves the survey's configuration
 * version and loadCount. Bad input answers 400 and a change that stored answers do not fit
 * 409, with nothing written. `reshaped`: the read model's columns change (a new variable, a
 * new type, scale or option values), so its table must be built again.
 */
export async function saveMetaProperty(
  db: Kysely<DB>,
  survey: { id: number; universeId: number },
  save: MetaPropertySave,
): Promise<{ configVersion: number; reshaped: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('questions')
      .selectAll()
      .where('survey_id', '=', survey.id)
      .where('ext_name', '=', save.extName)
      .forUpdate()
      .executeTakeFirst();
    const current = row ? properties(row) : null;
    const next = nextProperties(current, save);
    const columns = {
      title: JSON.stringify(next.title),
      type: next.type,
      source: next.source,
      min_value: next.min,
      max_value: next.max,
      options: JSON.stringify(next.options),
      role: next.role,
      hidden: next.hidden,
      wording: json(next.wording),
      low_label: json(next.lowLabel),
      high_label: json(next.highLabel),
      page: next.page,
    };
    if (row && current) {
      await checkStoredAnswers(trx, row.id, current, next);
      await trx.updateTable('questions').set(columns).where('id', '=', row.id).execute();
    } else {
      const { last } = await trx
        .selectFrom('questions')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('survey_id', '=', survey.id)
        .executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('questions')
        .values({
          ...columns,
          universe_id: survey.universeId,
          survey_id: survey.id,
          ext_name: save.extName,
          position: (last ?? -1) + 1,
        })
        .onConflict((oc) => oc.columns(['survey_id', 'ext_name']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        throw new HttpError(
          { code: 'changed_meanwhile' },
          `${save.extName} was added meanwhile: read the metadata again`,
        );
      }
    }
    const { config_version } = await trx
      .updateTable('surveys')
      .set((eb) => ({
        config_version: eb('config_version', '+', 1),
        load_count: eb('load_count', '+', 1),
      }))
      .where('id', '=', survey.id)
      .returning('config_version')
      .executeTakeFirstOrThrow();
    return {
      configVersion: config_version,
      reshaped: current === null || shapeOf(current) !== shapeOf(next),
    };
  });
}
