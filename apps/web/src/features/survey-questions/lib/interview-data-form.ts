import type { TMetaInterviewData, TMetaQuestion } from '@opinio/domain/schemas/survey-admin';
import { z } from 'zod';

/** The interview panel's fields: each variable's value as typed, by extName. */
export interface InterviewDataForm {
  values: Record<string, string>;
}

type Value = TMetaInterviewData['values'][number];

/** Whether the variable holds text (a text question; else a number or an option's value). */
function holdsText(value: Value, question: TMetaQuestion | undefined): boolean {
  return question ? question.type === 'text' : value.textValue !== null;
}

function shown(value: Value, question: TMetaQuestion | undefined): string {
  const stored = holdsText(value, question) ? value.textValue : value.value;
  return stored === null ? '' : String(stored);
}

export function interviewDataFormDefaults(
  data: TMetaInterviewData,
  questions: readonly TMetaQuestion[],
): InterviewDataForm {
  return {
    values: Object.fromEntries(
      data.values.map((value) => [
        value.extName,
        shown(
          value,
          questions.find((q) => q.extName === value.extName),
        ),
      ]),
    ),
  };
}

/**
 * The changed background values to save (null clears one); computed values are the scripts'
 * and are never sent. A number variable wants a number.
 */
export function interviewDataFormSchema(data: TMetaInterviewData, questions: readonly TMetaQuestion[]) {
  return z.custom<InterviewDataForm>().transform((form, context) => {
    const values: Record<string, number | string | null> = {};
    for (const value of data.values) {
      if (value.source !== 'background') continue;
      const question = questions.find((q) => q.extName === value.extName);
      const typed = (form.values[value.extName] ?? '').trim();
      if (typed === shown(value, question)) continue;
      if (typed === '') values[value.extName] = null;
      else if (holdsText(value, question)) values[value.extName] = typed;
      else if (Number.isFinite(Number(typed))) values[value.extName] = Number(typed);
      else context.addIssue({ code: 'custom', path: ['values', value.extName], message: 'number' });
    }
    return { interviewId: data.interviewId, values };
  });
}
