import type { FilterDefinition } from '#db/filter-definition.ts';
import { type SurveyModel, surveyText } from '#surveys/survey-model.ts';

/** The fixed options of a filter: a choice question's options, a number scale's values, the campaigns, the topics. */
export function filterOptions(
  survey: SurveyModel,
  filter: FilterDefinition,
): Array<{ extName: string; title: string; value: number }> {
  if (filter.target === 'date') {
    if (filter.flags.today)
      return ['today_ymd', 'today_md'].map((extName, value) => ({ extName, title: extName, value }));
    if (filter.flags.tableDate)
      return ['none', 'first', 'last'].map((extName, value) => ({ extName, title: extName, value }));
    return [];
  }
  // a campaign filter chooses one of the survey's campaigns: extName is the campaign's id
  if (filter.target === 'campaign')
    return survey.campaigns.map((c) => ({ extName: String(c.id), title: c.name, value: c.id }));
  // a topic filter chooses topics of the survey's taxonomy: extName is the topic's key
  if (filter.target === 'topic')
    return (survey.topics?.topics ?? []).map((t, value) => ({
      extName: t.key,
      title: surveyText(survey, t.name),
      value,
    }));
  if (filter.target !== 'question' || filter.flags.range || filter.flags.submatch) return [];
  const question = survey.questionsByExtName.get(filter.question ?? '');
  if (!question) return [];
  if (question.type === 'choice')
    return question.options.map((o) => ({ extName: o.extName, title: o.title, value: o.value }));
  if (
    question.type === 'number' &&
    question.min !== null &&
    question.max !== null &&
    question.max - question.min <= 100
  ) {
    return Array.from({ length: question.max - question.min + 1 }, (_, i) => {
      const value = question.min! + i;
      return { extName: String(value), title: String(value), value };
    });
  }
  return [];
}
