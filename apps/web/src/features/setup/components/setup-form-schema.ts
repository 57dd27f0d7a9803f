import { PASSWORD_MIN_LENGTH } from '@opinio/domain/schemas/auth';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { type TFirstSetup, ZFirstSetup } from '@opinio/domain/schemas/setup';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { formFieldPath } from '@/lib/use-form-errors.ts';

export type SurveyTemplate = 'cx' | 'nps';

/** The form as it is filled in: the setup call's fields, and the switch of the first survey. */
export interface SetupFormValues {
  token: string;
  universe: { name: string; title: string; defaultLocale: TLocale };
  administrator: {
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    password: string;
    locale: TLocale;
  };
  withSurvey: boolean;
  survey: { template: SurveyTemplate; extName: string; title: string };
}

const { token, universe, administrator, survey } = ZFirstSetup.shape;
const base = z.object({ token, universe, administrator });

/**
 * Checked as the server checks it (ZFirstSetup): the first survey's fields only when it is
 * asked for, every field's problem at once.
 */
export const ZSetupForm = z.discriminatedUnion('withSurvey', [
  base.extend({ withSurvey: z.literal(true), survey: survey.unwrap() }),
  base.extend({
    withSurvey: z.literal(false),
    survey: z.object({ template: z.enum(['cx', 'nps']), extName: z.string(), title: z.string() }),
  }),
]);
export type SetupFormOutput = z.output<typeof ZSetupForm>;

/** The call's body: the survey only when it is asked for. */
export function setupBody({ withSurvey, survey: first, ...rest }: SetupFormOutput): TFirstSetup {
  return withSurvey ? { ...rest, survey: first } : rest;
}

/** The rule of a field with one, said when the value breaks it (the server's English is never shown). */
const RULES = {
  'universe.name': 'setup.invalid.universeName',
  'administrator.username': 'setup.invalid.username',
  'administrator.email': 'setup.invalid.email',
  'administrator.password': 'setup.invalid.password',
  'survey.extName': 'setup.invalid.extName',
} as const;

function ruleText(t: TFunction, field: string): string | null {
  const key = RULES[field as keyof typeof RULES];
  return key ? t(key, { min: PASSWORD_MIN_LENGTH }) : null;
}

/**
 * A field's message in the UI's language: the server's (already said in it), else "fill in"
 * for an empty field, "too long", or the field's rule.
 */
export function fieldMessage(
  t: TFunction,
  field: string,
  error: FieldError | undefined,
  value: unknown,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (field !== 'administrator.password' && typeof value === 'string' && value.trim() === '')
    return t('setup.required');
  if (value === '') return t('setup.required');
  if (error.type === 'too_big') return t('setup.invalid.tooLong');
  return ruleText(t, field) ?? t('setup.required');
}

/**
 * A refusal in the UI's language: a field the server found bad (400) by that field's rule,
 * anything else by its code (setup_token_wrong, setup_done, already_exists, ...).
 */
export function refusalMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.field) {
    const rule = ruleText(t, formFieldPath(error.field));
    if (rule) return rule;
  }
  return errorMessage(error);
}
