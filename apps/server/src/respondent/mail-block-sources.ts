import type { TLocale } from '@opinio/domain/schemas/locale';
import type { BlockSources, FirstQuestion } from '#campaigns/render/mail-blocks.ts';
import type { BlockSourcesOf } from '#campaigns/templates/template-blocks.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { universeSender } from './invitation-repository.ts';
import { questionnaireQuestions } from './questionnaire-questions.ts';

/**
 * The questionnaire's first question as a mail's buttons answer it: a scale or NPS (a button
 * per point) or a choice (a button per option); null for a text question or none.
 */
function firstQuestion(survey: SurveyModel): FirstQuestion | null {
  const question = questionnaireQuestions(survey)[0];
  if (!question || question.kind === 'text') return null;
  if (question.kind === 'choice')
    return question.options.length === 0
      ? null
      : { text: question.text, answers: question.options, ends: null };
  const { min, max } = question;
  if (min === null || max === null) return null;
  const answers = Array.from({ length: max - min + 1 }, (_, i) => ({
    value: min + i,
    label: String(min + i),
  }));
  return { text: question.text, answers, ends: question.ends };
}

/**
 * What a template's blocks show, by language: the universe's name and logo (its settings, as
 * the questionnaire shows them) and the survey's first question in that language.
 */
export function mailBlockSources(
  services: Pick<Services, 'catalog' | 'database'>,
  survey: SurveyModel,
): BlockSourcesOf {
  return async (locale: TLocale): Promise<BlockSources> => {
    const [sender, inLocale] = await Promise.all([
      universeSender(services.database.db, survey.universeId),
      services.catalog.survey(survey.universeId, survey.extName, locale),
    ]);
    return {
      sender: sender.title,
      logoUrl: sender.logoUrl,
      firstQuestion: firstQuestion(inLocale ?? survey),
    };
  };
}
