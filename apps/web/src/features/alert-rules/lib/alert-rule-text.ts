import type { TAlertCondition, TAlertConditionOperator } from '@opinio/domain/schemas/alerts';
import type { TQuestion, TSurvey } from '@opinio/domain/schemas/survey';
import type { TFunction } from 'i18next';

/** The operators as people read them. */
export const OPERATOR_SYMBOL: Record<TAlertConditionOperator, string> = {
  '<': '<',
  '<=': '≤',
  '=': '=',
  '>=': '≥',
  '>': '>',
};

/** A question's short name: the indicator built on it ("NPS") if any, else its title. */
export function questionLabel(survey: Pick<TSurvey, 'indicators'>, question: TQuestion): string {
  return survey.indicators.find((i) => i.questionExtName === question.extName)?.title ?? question.title;
}

/**
 * A condition in words: "NPS ≤ 6", "Channel = Phone", "Comment contains rude, slow", "Script 4
 * decides", "NPS ≤ 6 and the comment is about Staff or Queues", the topics listed as `locale`
 * lists them. `topicName` names a topic key (the key itself while the names are not known).
 */
export function conditionText(
  survey: Pick<TSurvey, 'indicators' | 'questions'>,
  condition: TAlertCondition,
  t: TFunction,
  {
    locale = 'en',
    topicName = (key: string) => key,
  }: { locale?: string; topicName?: (key: string) => string } = {},
): string {
  if ('script' in condition) return t('alertRules.scriptText', { id: condition.script });
  const question = survey.questions.find((q) => q.extName === condition.question);
  const label = question ? questionLabel(survey, question) : condition.question;
  if ('contains' in condition) {
    return t('alertRules.containsText', { question: label, words: condition.contains.join(', ') });
  }
  const option = question?.type === 'choice' && question.options.find((o) => o.value === condition.value);
  const comparison = `${label} ${OPERATOR_SYMBOL[condition.op]} ${option ? option.title : condition.value}`;
  if (!condition.topics?.length) return comparison;
  const topics = new Intl.ListFormat(locale, { type: 'disjunction' }).format(condition.topics.map(topicName));
  return t('alertRules.topicsText', { comparison, topics });
}

/** Keywords typed comma separated: trimmed, empty ones and repeats dropped. */
export function parseKeywords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((w) => w.trim())
        .filter((w) => w.length > 0),
    ),
  ];
}
