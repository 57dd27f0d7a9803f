import type { TLocale } from '@opinio/domain/schemas/locale';
import { type IndicatorModel, type SurveyModel, surveyText } from '#surveys/survey-model.ts';

/** A change of a topic's share of comments is stored under its topic's key with this prefix. */
export const TOPIC_SUBJECT = 'topic:';

/** What a stored change is of: one of the survey's indicators, or a topic's share of the comments. */
export interface ChangeSubjectInfo {
  /** As stored: the indicator's extName, or `topic:<key>`. */
  key: string;
  title: string;
  kind: 'nps' | 'mean' | 'topbox';
  decimals: number;
  indicator: IndicatorModel | null;
  topic: string | null;
}

const SHARE_OF_COMMENTS: Record<TLocale, string> = {
  en: 'share of comments, %',
  fi: 'osuus kommenteista, %',
  sv: 'andel av kommentarerna, %',
};

/** The subject a stored change names, in the survey model's language; null when the survey no longer has it. */
export function changeSubject(survey: SurveyModel, key: string): ChangeSubjectInfo | null {
  if (key.startsWith(TOPIC_SUBJECT)) {
    const topicKey = key.slice(TOPIC_SUBJECT.length);
    const topic = survey.topics?.topics.find((t) => t.key === topicKey);
    if (!topic) return null;
    const locale = survey.locale ?? survey.defaultLocale ?? 'en';
    return {
      key,
      title: `${surveyText(survey, topic.name)} (${SHARE_OF_COMMENTS[locale] ?? SHARE_OF_COMMENTS.en})`,
      kind: 'topbox',
      decimals: 1,
      indicator: null,
      topic: topicKey,
    };
  }
  const indicator = survey.indicators.find((i) => i.extName === key);
  if (!indicator) return null;
  return {
    key,
    title: indicator.title,
    kind: indicator.kind,
    decimals: indicator.decimals,
    indicator,
    topic: null,
  };
}
