import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyDefinition, UnitDefinition } from '#surveys/survey-definition.ts';
import { insertInitialVersions } from './config-blocks/block-versions.ts';
import { blocksOfDefinition } from './config-blocks/blocks-of-definition.ts';
import type { SurveyIds } from './config-blocks/survey-ids.ts';
import { writeFilterSet } from './config-blocks/write-filter-set.ts';
import { insertIndicators } from './config-blocks/write-indicators.ts';
import { insertPages } from './config-blocks/write-pages.ts';
import { insertQuestionView } from './config-blocks/write-views.ts';

export interface CreatedSurvey {
  surveyId: number;
  /** Units of the organisation view by extName. */
  unitIds: Map<string, number>;
  questionIds: Map<string, number>;
}

/**
 * Creates a survey with its questions, indicators, views, units and pages, and records
 * that configuration as version 1 of each of its blocks.
 */
export async function createSurvey(
  db: Kysely<DB>,
  universeId: number,
  def: SurveyDefinition,
  position = 0,
): Promise<CreatedSurvey> {
  return db.transaction().execute(async (trx) => {
    const { id: surveyId } = await trx
      .insertInto('surveys')
      .values({
        universe_id: universeId,
        ext_name: def.extName,
        title: JSON.stringify(def.title),
        default_locale: def.defaultLocale,
        position,
        start_filter: def.startFilter,
        ...(def.minAnswers === undefined ? {} : { min_answers: def.minAnswers }),
        alert_filter: def.alertFilter,
        locale_text: JSON.stringify(def.localeText),
        system_message: JSON.stringify(def.systemMessage),
        ...(def.topics ? { topics: JSON.stringify(def.topics) } : {}),
        ...def.reportFlags,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = { universeId, surveyId };

    const questionIds = new Map<string, number>();
    for (const [i, q] of def.questions.entries()) {
      const { id } = await trx
        .insertInto('questions')
        .values({
          universe_id: universeId,
          survey_id: surveyId,
          ext_name: q.extName,
          title: JSON.stringify(q.title),
          type: q.type,
          min_value: q.min ?? null,
          max_value: q.max ?? null,
          options: JSON.stringify(q.options ?? []),
          wording: q.wording === undefined ? null : JSON.stringify(q.wording),
          low_label: q.lowLabel === undefined ? null : JSON.stringify(q.lowLabel),
          high_label: q.highLabel === undefined ? null : JSON.stringify(q.highLabel),
          page: q.page ?? null,
          position: i,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      questionIds.set(q.extName, id);
    }
    const questionId = (extName: string) => {
      const id = questionIds.get(extName);
      if (id === undefined) throw new Error(`Survey ${def.extName} has no question ${extName}`);
      return id;
    };

    await insertIndicators(trx, ids, def.indicators, questionId);
    let unitIds = new Map<string, number>();
    for (const [i, view] of def.views.entries()) {
      if (view.kind === 'units') {
        unitIds = await insertOrganisationView(trx, ids, view, i, def.organisation);
        continue;
      }
      const question = def.questions.find((q) => q.extName === view.question);
      const options = question?.options ?? [];
      await insertQuestionView(trx, ids, view, i, { id: questionId(view.question), options });
    }
    await insertPages(trx, ids, def.pages);
    for (const type of ['standard', 'time'] as const)
      await writeFilterSet(trx, ids, type, def.filterSets[type]);
    await insertInitialVersions(trx, ids, blocksOfDefinition(def));
    return { surveyId, unitIds, questionIds };
  });
}

/** The organisation view with its unit tree; answers the units' ids by extName. */
async function insertOrganisationView(
  trx: Kysely<DB>,
  ids: SurveyIds,
  view: { extName: string; title: SurveyDefinition['title']; levelNames?: SurveyDefinition['title'][] },
  position: number,
  organisation: UnitDefinition,
): Promise<Map<string, number>> {
  const { id: viewId } = await trx
    .insertInto('views')
    .values({
      universe_id: ids.universeId,
      survey_id: ids.surveyId,
      ext_name: view.extName,
      title: JSON.stringify(view.title),
      position,
      kind: 'units',
      question_id: null,
      level_names: JSON.stringify(view.levelNames ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unitIds = new Map<string, number>();
  const insertUnit = async (unit: UnitDefinition, parentId: number | null, level: number) => {
    const { id } = await trx
      .insertInto('units')
      .values({
        universe_id: ids.universeId,
        view_id: viewId,
        parent_id: parentId,
        ext_name: unit.extName,
        title: JSON.stringify(unit.title),
        level,
        option_value: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    unitIds.set(unit.extName, id);
    for (const child of unit.children) await insertUnit(child, id, level + 1);
  };
  await insertUnit(organisation, null, 1);
  return unitIds;
}
