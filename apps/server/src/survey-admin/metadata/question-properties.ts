import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { ZMetaPropertySave } from '@opinio/domain/schemas/survey-admin';
import type { z } from 'zod';
import { badRequest } from '#lib/http-error.ts';

export type MetaPropertySave = z.infer<typeof ZMetaPropertySave>;

/** A question's or variable's properties as the questions table holds them. */
export interface QuestionProperties {
  title: TLocalizedText;
  type: 'number' | 'choice' | 'text';
  source: 'answer' | 'background' | 'computed';
  min: number | null;
  max: number | null;
  options: Array<{ value: number; extName: string; title: TLocalizedText }>;
  role: 'nps' | 'csat' | null;
  hidden: boolean;
  /** How the questionnaire asks it: wording, a scale's end labels (null: title, defaults), page. */
  wording: TLocalizedText | null;
  lowLabel: TLocalizedText | null;
  highLabel: TLocalizedText | null;
  page: number | null;
}

/**
 * The properties after a save: the given fields over the current ones (null `current`: a
 * new variable, which needs its type and a background or computed source). A scale belongs
 * to number questions and options to choice questions: a type without them drops them.
 * Throws a 400 naming the first bad field; answers already stored are checked elsewhere.
 */
export function nextProperties(
  current: QuestionProperties | null,
  save: MetaPropertySave,
): QuestionProperties {
  if (current === null) {
    if (!save.type)
      throw badRequest(`${save.extName} is a new variable: give its type`, 'type', { code: 'required' });
    if (save.source !== 'background' && save.source !== 'computed') {
      throw badRequest(`A new variable's source is background or computed`, 'source', {
        code: 'invalid_value',
      });
    }
  } else if (save.source !== undefined && save.source !== current.source) {
    if (current.source === 'answer' || save.source === 'answer') {
      throw badRequest(
        `${save.extName} is ${current.source === 'answer' ? 'a question of the questionnaire' : 'a variable'}: its source cannot become ${save.source}`,
        'source',
        { code: 'not_applicable' },
      );
    }
  }
  const base: QuestionProperties = current ?? {
    title: save.extName,
    type: save.type!,
    source: save.source!,
    min: null,
    max: null,
    options: [],
    role: null,
    hidden: false,
    wording: null,
    lowLabel: null,
    highLabel: null,
    page: null,
  };
  const type = save.type ?? base.type;
  if (type !== 'number' && (save.min != null || save.max != null)) {
    throw badRequest('Only number questions have a scale', save.min != null ? 'min' : 'max', {
      code: 'not_applicable',
    });
  }
  if (type !== 'choice' && save.options !== undefined && save.options.length > 0) {
    throw badRequest('Only choice questions have options', 'options', { code: 'not_applicable' });
  }
  for (const label of ['lowLabel', 'highLabel'] as const) {
    if (type !== 'number' && save[label] != null)
      throw badRequest('Only number questions have end labels', label, { code: 'not_applicable' });
  }
  const next: QuestionProperties = {
    title: save.title ?? base.title,
    type,
    source: save.source ?? base.source,
    min: type === 'number' ? (save.min === undefined ? base.min : save.min) : null,
    max: type === 'number' ? (save.max === undefined ? base.max : save.max) : null,
    options: type === 'choice' ? (save.options ?? base.options) : [],
    role: save.role === undefined ? base.role : save.role,
    hidden: save.hidden ?? base.hidden,
    wording: save.wording === undefined ? base.wording : save.wording,
    lowLabel: type === 'number' ? (save.lowLabel === undefined ? base.lowLabel : save.lowLabel) : null,
    highLabel: type === 'number' ? (save.highLabel === undefined ? base.highLabel : save.highLabel) : null,
    page: save.page === undefined ? base.page : save.page,
  };
  if (next.min !== null && next.max !== null && next.min > next.max) {
    throw badRequest(`The scale's maximum ${next.max} is below its minimum ${next.min}`, 'max', {
      code: 'too_small',
      params: { min: next.min },
    });
  }
  checkOptions(next.options);
  checkRole(next);
  return next;
}

function checkOptions(options: QuestionProperties['options']): void {
  const values = new Set<number>();
  const names = new Set<string>();
  for (const [i, option] of options.entries()) {
    if (values.has(option.value))
      throw badRequest(`Two options have the value ${option.value}`, `options[${i}].value`, {
        code: 'duplicate',
        params: { value: String(option.value) },
      });
    if (names.has(option.extName)) {
      throw badRequest(`Two options are named ${option.extName}`, `options[${i}].extName`, {
        code: 'duplicate',
        params: { value: option.extName },
      });
    }
    values.add(option.value);
    names.add(option.extName);
  }
}

/** NPS is counted from a 0-10 scale; CSAT from a satisfaction scale (number or choice). */
function checkRole(next: QuestionProperties): void {
  if (next.role === 'nps' && (next.type !== 'number' || next.min !== 0 || next.max !== 10)) {
    throw badRequest('An NPS question is a number question with the scale 0–10', 'role', {
      code: 'not_applicable',
    });
  }
  if (next.role === 'csat' && next.type === 'text') {
    throw badRequest('A CSAT question is a number or choice question', 'role', { code: 'not_applicable' });
  }
}
