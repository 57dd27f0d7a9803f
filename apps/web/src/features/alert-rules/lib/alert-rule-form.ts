import { LOCALES, resolveText } from '@opinio/domain/localized-text';
import {
  ALERT_CONDITION_OPERATORS,
  type TAlertCondition,
  type TAlertConditionOperator,
  type TAlertRule,
  ZAlertRuleSave,
} from '@opinio/domain/schemas/alerts';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { parseKeywords } from './alert-rule-text.ts';

/**
 * The rule dialog's fields as typed (numbers and keywords as text), named by where they
 * go in the saved rule, so that the domain schema's errors land on their fields.
 */
export interface TAlertRuleForm {
  /** The name in each language; the survey's default language is the one the others fall back to. */
  name: Record<TLocale, string>;
  /** `question` is SCRIPT_CONDITION when a script decides: `script` is then its id. */
  condition: {
    question: string;
    op: TAlertConditionOperator;
    value: string;
    contains: string;
    script: string;
    /** With an operator: topic keys the comment must mention one of; empty, no topic condition. */
    topics: string[];
  };
  dueHours: string;
  notify: boolean;
  enabled: boolean;
}

type SurveyFields = Pick<TSurvey, 'questions' | 'defaultLocale'>;

/** The rule dialog's form, as its parts are given it. */
export type AlertRuleFormApi = UseFormReturn<TAlertRuleForm, unknown, z.output<typeof ZAlertRuleSave>>;

/** A check of the form is worded by the dialog; the server's own message is shown as it is. */
export function fieldMessage(error: FieldError | undefined, wording: string): string | undefined {
  return error && (error.type === 'server' ? error.message : wording);
}

/** The question field's value for "a script decides" (no question has an extName with '@'). */
export const SCRIPT_CONDITION = '@script';

/** A saved name in the form's fields: a plain name is the survey language's field. */
function nameFields(name: TLocalizedText, defaultLocale: TLocale): Record<TLocale, string> {
  const fields = { en: '', fi: '', sv: '' };
  if (typeof name === 'string') return { ...fields, [defaultLocale]: name };
  return { ...fields, ...name, [defaultLocale]: resolveText(name, defaultLocale, defaultLocale) };
}

/**
 * The fields as saved: only the survey language's name is one name for every language (as
 * a plain string), else the variants given, empty translations left out.
 */
function savedName(fields: Record<TLocale, string>, defaultLocale: TLocale): TLocalizedText {
  const translated = LOCALES.filter((l) => l !== defaultLocale && fields[l].trim() !== '');
  if (translated.length === 0) return fields[defaultLocale];
  return Object.fromEntries([defaultLocale, ...translated].map((l) => [l, fields[l]]));
}

export function alertRuleFormDefaults(
  survey: SurveyFields,
  existing: TAlertRule | undefined,
): TAlertRuleForm {
  const condition = existing?.condition;
  return {
    name: nameFields(existing?.localizedName ?? '', survey.defaultLocale),
    condition: {
      question:
        condition && 'script' in condition
          ? SCRIPT_CONDITION
          : (condition?.question ?? survey.questions.find((q) => q.type !== 'text')?.extName ?? ''),
      script: condition && 'script' in condition ? String(condition.script) : '',
      op: condition && 'op' in condition ? condition.op : '<=',
      value: condition && 'value' in condition ? String(condition.value) : '',
      contains: condition && 'contains' in condition ? condition.contains.join(', ') : '',
      topics: condition && 'op' in condition ? [...(condition.topics ?? [])] : [],
    },
    dueHours: String(existing?.dueHours ?? 72),
    notify: existing?.notify ?? true,
    enabled: existing?.enabled ?? true,
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The form's fields read into a rule and checked with ZAlertRuleSave: a text question takes
 * keywords, a number or choice question an operator, a value and optionally topics.
 */
export function alertRuleFormSchema(survey: SurveyFields, existingId: number | undefined) {
  return z
    .object({
      name: z.object({ en: z.string(), fi: z.string(), sv: z.string() }),
      condition: z.object({
        question: z.string(),
        op: z.enum(ALERT_CONDITION_OPERATORS),
        value: z.string(),
        contains: z.string(),
        script: z.string(),
        topics: z.array(z.string()),
      }),
      dueHours: z.string(),
      notify: z.boolean(),
      enabled: z.boolean(),
    })
    .transform((form, context): z.input<typeof ZAlertRuleSave> => {
      const rest = {
        ...(existingId === undefined ? {} : { id: existingId }),
        name: savedName(form.name, survey.defaultLocale),
        dueHours: number(form.dueHours),
        notify: form.notify,
        enabled: form.enabled,
      };
      if (form.condition.question === SCRIPT_CONDITION) {
        const script = number(form.condition.script);
        if (!Number.isInteger(script) || script <= 0) {
          context.addIssue({ code: 'custom', path: ['condition', 'script'], message: 'Choose a script' });
          return z.NEVER;
        }
        return { ...rest, condition: { script } };
      }
      const question = survey.questions.find((q) => q.extName === form.condition.question);
      if (!question) {
        context.addIssue({ code: 'custom', path: ['condition', 'question'], message: 'Choose a question' });
        return z.NEVER;
      }
      const { op, topics } = form.condition;
      const condition: TAlertCondition =
        question.type === 'text'
          ? { question: question.extName, contains: parseKeywords(form.condition.contains) }
          : {
              question: question.extName,
              op,
              value: number(form.condition.value),
              // no topics is no topic condition: the key is left out, as the schema wants
              ...(topics.length > 0 ? { topics } : {}),
            };
      return { ...rest, condition };
    })
    .pipe(ZAlertRuleSave);
}
