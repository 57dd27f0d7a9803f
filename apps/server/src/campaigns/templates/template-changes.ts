import type { TChannel, TTemplate, TTemplateList, TTemplateSave } from '@opinio/domain/schemas/campaigns';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { badRequest, notFound } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { type BlockSourcesOf, compiledVariants } from './template-blocks.ts';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  type TemplateRef,
  updateTemplate,
} from './template-repository.ts';
import { checkedTemplate } from './template-save.ts';

const templateRef = (survey: SurveyModel): TemplateRef => ({
  universeId: survey.universeId,
  surveyId: survey.id,
});

/** The survey's templates (of one channel), by name. */
export async function surveyTemplates(
  db: Kysely<DB>,
  survey: SurveyModel,
  channel: TChannel | undefined,
): Promise<TTemplateList> {
  return { items: await listTemplates(db, templateRef(survey), channel) };
}

/** One template of the survey; 404 for another survey's or universe's. */
export async function surveyTemplate(db: Kysely<DB>, survey: SurveyModel, id: number): Promise<TTemplate> {
  const template = await findTemplate(db, templateRef(survey), id);
  if (!template) throw notFound(`Template ${id} not found`);
  return template;
}

export async function createTemplate(
  db: Kysely<DB>,
  survey: SurveyModel,
  save: TTemplateSave,
  userId: number,
  sourcesOf: BlockSourcesOf,
): Promise<TTemplate> {
  const fields = checkedTemplate({
    ...save,
    variants: await compiledVariants(save.channel, save.variants, sourcesOf),
  });
  const id = await insertTemplate(db, templateRef(survey), fields, userId);
  return surveyTemplate(db, survey, id);
}

/** Saves a template's name and texts (a mail's blocks compiled to its body); its channel cannot change (400). */
export async function changeTemplate(
  db: Kysely<DB>,
  survey: SurveyModel,
  id: number,
  save: TTemplateSave,
  userId: number,
  sourcesOf: BlockSourcesOf,
): Promise<TTemplate> {
  const before = await surveyTemplate(db, survey, id);
  if (save.channel !== before.channel)
    throw badRequest(`A ${before.channel} template stays one: its channel cannot change`, 'channel', {
      code: 'not_applicable',
    });
  const fields = checkedTemplate({
    ...save,
    variants: await compiledVariants(save.channel, save.variants, sourcesOf),
  });
  if (!(await updateTemplate(db, templateRef(survey), id, fields, userId)))
    throw notFound(`Template ${id} not found`);
  return surveyTemplate(db, survey, id);
}

export async function removeTemplate(db: Kysely<DB>, survey: SurveyModel, id: number): Promise<void> {
  if (!(await deleteTemplate(db, templateRef(survey), id))) throw notFound(`Template ${id} not found`);
}
