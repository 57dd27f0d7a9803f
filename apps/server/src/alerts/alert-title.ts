import { resolveText } from '@opinio/domain/localized-text';
import { type TAlertCondition, ZAlertCondition } from '@opinio/domain/schemas/alerts';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { AnswerValue } from './alert-condition.ts';

/**
 * What opened an alert: the rule's question (named as its indicator is, "NPS", when one
 * is built on it) and the customer's answer to it. Null for a script's rule, or when the
 * question or its answer is gone: the alert is then named by its rule.
 */
export interface AlertTrigger {
  /** The rule's question. */
  questionId: number;
  label: TLocalizedText;
  /** The answer: a number, an option's title, or the words of a text answer the rule looks for. */
  value: number | string;
  /** The top of a number question's scale ("3 / 10"); null otherwise. */
  max: number | null;
}

const TEXTS = {
  en: { title: '{what} at {unit}' },
  fi: { title: '{what} – {unit}' },
  sv: { title: '{what} på {unit}' },
} as const satisfies Record<TLocale, Record<string, string>>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The trigger of an alert of a rule with this condition, from the interview's answers. */
export function alertTrigger(
  survey: Pick<SurveyModel, 'questionsByExtName' | 'indicators'>,
  condition: TAlertCondition | null,
  answers: readonly AnswerValue[],
): AlertTrigger | null {
  if (!condition || 'script' in condition) return null;
  const question = survey.questionsByExtName.get(condition.question);
  const answer = question && answers.find((a) => a.questionId === question.id);
  if (!question || !answer) return null;
  const indicator = survey.indicators.find((i) => i.question.id === question.id);
  const label = indicator ? (indicator.titleTexts ?? indicator.title) : question.titleTexts;
  if ('contains' in condition) {
    const text = answer.textValue?.toLowerCase() ?? '';
    const found = condition.contains.filter((word) => text.includes(word.toLowerCase()));
    return found.length
      ? { questionId: question.id, label, value: `“${found.join('”, “')}”`, max: null }
      : null;
  }
  if (answer.value === null) return null;
  const option =
    question.type === 'choice' ? question.options.find((o) => o.value === answer.value) : undefined;
  if (option) return { questionId: question.id, label, value: option.title, max: null };
  return {
    questionId: question.id,
    label,
    value: answer.value,
    max: question.type === 'number' ? question.max : null,
  };
}

/** The answer as the reader writes numbers, with its scale: "NPS 3 / 10". */
export function triggerScore(trigger: AlertTrigger, locale: TLocale, defaultLocale: TLocale): string {
  const label = resolveText(trigger.label, locale, defaultLocale);
  if (typeof trigger.value === 'string') return `${label}: ${trigger.value}`;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const scale = trigger.max === null ? '' : ` / ${number.format(trigger.max)}`;
  return `${label} ${number.format(trigger.value)}${scale}`;
}

/**
 * An alert's title, what happened where: "NPS 3 at Oulu Centre" in the reader's language.
 * Without a trigger (a script's rule) the rule's name says what happened.
 */
export function alertTitle(
  input: { trigger: AlertTrigger | null; ruleName: TLocalizedText; unitTitle: string },
  locale: TLocale,
  defaultLocale: TLocale,
): string {
  const { trigger } = input;
  let what: string;
  if (trigger === null) what = resolveText(input.ruleName, locale, defaultLocale);
  else if (typeof trigger.value === 'string')
    what = `${resolveText(trigger.label, locale, defaultLocale)} ${trigger.value}`;
  else
    what = `${resolveText(trigger.label, locale, defaultLocale)} ${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(trigger.value)}`;
  return input.unitTitle ? fill(TEXTS[locale].title, { what, unit: input.unitTitle }) : what;
}

/**
 * The triggers of stored alerts, read from what is kept: each alert's rule (its condition
 * now) and the interview's answers to the questions of those conditions. Keyed `interviewId:ruleId`.
 */
export async function alertTriggers(
  db: Kysely<DB>,
  survey: Pick<SurveyModel, 'universeId' | 'id' | 'questionsByExtName' | 'indicators'>,
  alerts: ReadonlyArray<{ interviewId: number; ruleId: number | null }>,
): Promise<Map<string, AlertTrigger | null>> {
  const triggers = new Map<string, AlertTrigger | null>();
  const ruleIds = [...new Set(alerts.flatMap((a) => (a.ruleId === null ? [] : [a.ruleId])))];
  if (ruleIds.length === 0) return triggers;
  const rules = await db
    .selectFrom('alert_rules')
    .select(['id', 'condition'])
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .where('id', 'in', ruleIds)
    .execute();
  const conditions = new Map(
    rules.map((r) => [r.id, ZAlertCondition.safeParse(r.condition).data ?? null] as const),
  );
  const questionIds = [
    ...new Set(
      [...conditions.values()].flatMap((c) => {
        const question = c && 'question' in c ? survey.questionsByExtName.get(c.question) : undefined;
        return question ? [question.id] : [];
      }),
    ),
  ];
  const interviewIds = [...new Set(alerts.map((a) => a.interviewId))];
  const answers =
    questionIds.length === 0
      ? []
      : await db
          .selectFrom('answers')
          .select(['interview_id', 'question_id', 'value', 'text_value'])
          .where('universe_id', '=', survey.universeId)
          .where('interview_id', 'in', interviewIds)
          .where('question_id', 'in', questionIds)
          .execute();
  const byInterview = new Map<number, AnswerValue[]>();
  for (const a of answers) {
    const list = byInterview.get(Number(a.interview_id)) ?? [];
    list.push({
      questionId: a.question_id,
      value: a.value === null ? null : Number(a.value),
      textValue: a.text_value,
    });
    byInterview.set(Number(a.interview_id), list);
  }
  for (const a of alerts) {
    const condition = a.ruleId === null ? null : (conditions.get(a.ruleId) ?? null);
    triggers.set(
      `${a.interviewId}:${a.ruleId}`,
      alertTrigger(survey, condition, byInterview.get(a.interviewId) ?? []),
    );
  }
  return triggers;
}
