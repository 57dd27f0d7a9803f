import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { SurveyDefinition, UnitDefinition } from './survey-definition.ts';

export interface CreatedSurvey {
  surveyId: number;
  /** Units of the organisation view by extName. */
  unitIds: Map<string, number>;
  questionIds: Map<string, number>;
}

/** Creates a survey with its questions, indicators, views, units and pages. */
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
        alert_filter: def.alertFilter,
        locale_text: JSON.stringify(def.localeText),
        system_message: JSON.stringify(def.systemMessage),
        ...def.reportFlags,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

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

    for (const [i, ind] of def.indicators.entries()) {
      await trx
        .insertInto('indicators')
        .values({
          universe_id: universeId,
          survey_id: surveyId,
          ext_name: ind.extName,
          title: JSON.stringify(ind.title),
          kind: ind.kind,
          question_id: questionId(ind.question),
          decimals: ind.decimals,
          thresholds: JSON.stringify(ind.thresholds),
          position: i,
        })
        .execute();
    }

    let unitIds = new Map<string, number>();
    for (const [i, view] of def.views.entries()) {
      const { id: viewId } = await trx
        .insertInto('views')
        .values({
          universe_id: universeId,
          survey_id: surveyId,
          ext_name: view.extName,
          title: JSON.stringify(view.title),
          position: i,
          kind: view.kind,
          question_id: view.kind === 'question' ? questionId(view.question) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (view.kind === 'units') {
        const ids = new Map<string, number>();
        const insertUnit = async (unit: UnitDefinition, parentId: number | null, level: number) => {
          const { id } = await trx
            .insertInto('units')
            .values({
              universe_id: universeId,
              view_id: viewId,
              parent_id: parentId,
              ext_name: unit.extName,
              title: JSON.stringify(unit.title),
              level,
              option_value: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          ids.set(unit.extName, id);
          for (const child of unit.children) await insertUnit(child, id, level + 1);
        };
        await insertUnit(def.organisation, null, 1);
        if (i === 0) unitIds = ids;
      } else {
        const question = def.questions.find((q) => q.extName === view.question)!;
        const { id: rootId } = await trx
          .insertInto('units')
          .values({
            universe_id: universeId,
            view_id: viewId,
            parent_id: null,
            ext_name: 'all',
            title: JSON.stringify(view.rootTitle),
            level: 1,
            option_value: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const option of question.options ?? []) {
          await trx
            .insertInto('units')
            .values({
              universe_id: universeId,
              view_id: viewId,
              parent_id: rootId,
              ext_name: option.extName,
              title: JSON.stringify(option.title),
              level: 2,
              option_value: option.value,
            })
            .execute();
        }
      }
    }

    for (const [i, page] of def.pages.entries()) {
      const { id: pageId } = await trx
        .insertInto('pages')
        .values({
          universe_id: universeId,
          survey_id: surveyId,
          ext_name: page.extName,
          title: JSON.stringify(page.title),
          icon: page.icon,
          selection_interval: page.selectionInterval,
          position: i,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [j, component] of page.components.entries()) {
        await trx
          .insertInto('page_components')
          .values({
            universe_id: universeId,
            page_id: pageId,
            type: component.type,
            title: JSON.stringify(component.title),
            config: JSON.stringify(component.config),
            position: j,
          })
          .execute();
      }
    }
    for (const type of ['standard', 'time'] as const) {
      await trx
        .insertInto('filter_sets')
        .values({
          universe_id: universeId,
          survey_id: surveyId,
          type,
          groups: JSON.stringify(def.filterSets[type]),
        })
        .execute();
    }
    return { surveyId, unitIds, questionIds };
  });
}
