import {
  QUESTIONNAIRE_PAGE_MAX,
  type TMetaPropertySave,
  type TMetaQuestion,
} from '@opinio/domain/schemas/survey-admin';
import { z } from 'zod';
import { type LocalizedFields, localizedFields, localizedText } from './localized-fields.ts';

/** The question dialog's fields as typed, named as the saved properties are (so that errors land on them). */
export interface MetaPropertyForm {
  extName: string;
  title: LocalizedFields;
  type: TMetaQuestion['type'];
  source: TMetaQuestion['source'];
  min: string;
  max: string;
  options: Array<{ value: string; extName: string; title: LocalizedFields }>;
  role: '' | 'nps' | 'csat';
  hidden: boolean;
  /** How the questionnaire asks it (questions of the questionnaire only): empty is the title, the defaults. */
  wording: LocalizedFields;
  lowLabel: LocalizedFields;
  highLabel: LocalizedFields;
  page: string;
}

/** Why the form refused a field: the dialog words each in the user's language. */
export type MetaFormProblem =
  | 'extName'
  | 'title'
  | 'whole'
  | 'range'
  | 'optionsRequired'
  | 'duplicate'
  | 'page';

const EXT_NAME = /^[a-z][a-z0-9_]{0,62}$/;
const SCALE_LIMIT = 1_000_000;

export function metaPropertyFormDefaults(question?: TMetaQuestion): MetaPropertyForm {
  return {
    extName: question?.extName ?? '',
    title: localizedFields(question?.title),
    type: question?.type ?? 'number',
    source: question?.source ?? 'background',
    min: question?.min === null || question?.min === undefined ? '' : String(question.min),
    max: question?.max === null || question?.max === undefined ? '' : String(question.max),
    options: (question?.options ?? []).map((option) => ({
      value: String(option.value),
      extName: option.extName,
      title: localizedFields(option.title),
    })),
    role: question?.role ?? '',
    hidden: question?.hidden ?? false,
    wording: localizedFields(question?.wording),
    lowLabel: localizedFields(question?.lowLabel),
    highLabel: localizedFields(question?.highLabel),
    page: question?.page === null || question?.page === undefined ? '' : String(question.page),
  };
}

/** A whole number within the scale's limits, null for an empty field, NaN for anything else. */
function scaleNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && Math.abs(value) <= SCALE_LIMIT ? value : Number.NaN;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Problem = { path: (string | number)[]; problem: MetaFormProblem };
type Properties = Omit<TMetaPropertySave, 'extName' | 'type' | 'source'>;

/** The properties the fields give, and what is wrong with them. */
function readProperties(form: MetaPropertyForm): { properties: Properties; problems: Problem[] } {
  const problems: Problem[] = [];
  const problem = (path: (string | number)[], kind: MetaFormProblem) =>
    problems.push({ path, problem: kind });
  const title = localizedText(form.title);
  if (title === null) problem(['title', 'en'], 'title');

  const min = scaleNumber(form.min);
  const max = scaleNumber(form.max);
  if (form.type === 'number') {
    if (Number.isNaN(min)) problem(['min'], 'whole');
    if (Number.isNaN(max)) problem(['max'], 'whole');
    if (min !== null && max !== null && min > max) problem(['max'], 'range');
  }

  const options = form.options.map((option, i) => {
    const value = scaleNumber(option.value);
    if (value === null || Number.isNaN(value)) problem(['options', i, 'value'], 'whole');
    if (!EXT_NAME.test(option.extName.trim())) problem(['options', i, 'extName'], 'extName');
    const optionTitle = localizedText(option.title);
    if (optionTitle === null) problem(['options', i, 'title', 'en'], 'title');
    return { value: value ?? 0, extName: option.extName.trim(), title: optionTitle ?? '' };
  });
  if (form.type === 'choice') {
    if (options.length === 0) problem(['options'], 'optionsRequired');
    const values = new Set<number>();
    const names = new Set<string>();
    for (const [i, option] of options.entries()) {
      if (values.has(option.value)) problem(['options', i, 'value'], 'duplicate');
      if (names.has(option.extName)) problem(['options', i, 'extName'], 'duplicate');
      values.add(option.value);
      names.add(option.extName);
    }
  }

  // how the questionnaire asks it: its questions only (not background or computed variables)
  const asked = form.source === 'answer';
  const page = scaleNumber(form.page);
  if (asked && page !== null && (Number.isNaN(page) || page < 1 || page > QUESTIONNAIRE_PAGE_MAX))
    problem(['page'], 'page');

  const properties: Properties = {
    title: title ?? '',
    ...(form.type === 'number' ? { min, max } : {}),
    ...(form.type === 'choice' ? { options } : {}),
    role: form.type === 'text' || form.role === '' ? null : form.role,
    hidden: form.hidden,
    ...(asked
      ? {
          wording: localizedText(form.wording),
          ...(form.type === 'number'
            ? { lowLabel: localizedText(form.lowLabel), highLabel: localizedText(form.highLabel) }
            : {}),
          page: page === null || Number.isNaN(page) ? null : page,
        }
      : {}),
  };
  return { properties, problems };
}

/**
 * The dialog's fields read into a metaproperty save. A new variable sends everything it has;
 * an existing question only what changed (the server changes only the fields given).
 */
export function metaPropertyFormSchema(original: TMetaQuestion | undefined) {
  return z.custom<MetaPropertyForm>().transform((form, context): TMetaPropertySave => {
    const { properties, problems } = readProperties(form);
    const extName = form.extName.trim();
    if (!original && !EXT_NAME.test(extName)) problems.unshift({ path: ['extName'], problem: 'extName' });
    for (const { path, problem } of problems) context.addIssue({ code: 'custom', path, message: problem });
    if (problems.length > 0) return z.NEVER;
    if (!original) return { extName, type: form.type, source: form.source, ...properties };
    // Compared with the question as the form reads it: a text written differently but the same is no change.
    const before = readProperties(metaPropertyFormDefaults(original)).properties as Record<string, unknown>;
    const changed = Object.entries(properties).filter(([key, value]) => !same(value, before[key]));
    return { extName: original.extName, ...Object.fromEntries(changed) };
  });
}

/** Whether a save changes anything beyond naming the question. */
export function changesSomething(save: TMetaPropertySave): boolean {
  return Object.keys(save).some((key) => key !== 'extName');
}
