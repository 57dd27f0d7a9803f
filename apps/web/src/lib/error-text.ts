import type { ErrorCode } from '@opinio/domain/error-codes';
import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';
import type { UiTexts } from './locales/en.ts';

/**
 * The API's refusals said in the user's language (decision 037): the text of the code
 * (`errors.<code>`, locales/<lang>/errors.ts) filled in from its parameters; a code this
 * build does not know reads as a general sentence. The server's English `message` is never
 * shown. No text names its field: a form shows it at the field, or after the field's label.
 */

type Params = Readonly<Record<string, string | number>>;

/** Codes with an optional parameter whose text reads otherwise without it (`errors.<code>_none`). */
const WITHOUT_PARAM: Partial<Record<ErrorCode, string>> = {
  unknown_value: 'value',
  duplicate: 'value',
  already_exists: 'value',
  no_universe: 'universe',
  invalid_filter: 'value',
};

/** Codes whose word parameter chooses the text (`errors.<code>_<word>`) rather than being shown in it. */
const CHOOSES_TEXT: Partial<Record<ErrorCode, string>> = {
  report_gone: 'what',
};

const isKey = (key: string): key is keyof UiTexts & string => i18n.exists(key, { lng: 'en' });

/** The text of a code with its parameters, in the UI's language (or `t`'s). */
export function errorText(code: string, params: Params = {}, t: TFunction = i18n.t): string {
  const missing = WITHOUT_PARAM[code as ErrorCode];
  const key = missing && params[missing] === undefined ? `errors.${code}_none` : `errors.${code}`;
  if (!isKey(key)) return t('errors.unknown');
  const retryAfter = Number(params.retryAfter);
  const chooser = CHOOSES_TEXT[code as ErrorCode];
  const values = {
    ...params,
    ...(chooser && params[chooser] !== undefined ? { context: String(params[chooser]) } : {}),
    // seconds, said in whole minutes
    ...(Number.isFinite(retryAfter) ? { minutes: Math.max(1, Math.ceil(retryAfter / 60)) } : {}),
  };
  return t(key, values as Record<string, unknown>) as string;
}

/** A field's text after its label ("Name: Too long: ..."), for a message shown away from the field. */
export function atField(label: string, message: string, t: TFunction = i18n.t): string {
  return t('errors.atField', { field: label, message });
}
