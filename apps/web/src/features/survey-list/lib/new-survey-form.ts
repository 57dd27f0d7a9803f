import { type TSurveyCreate, ZSurveyCreate } from '@opinio/domain/schemas/survey-admin';
import { z } from 'zod';

/** Where a new survey's configuration comes from. */
export const SURVEY_STARTS = ['blank', 'cx', 'nps', 'copy'] as const;

/** The "New survey" dialog's fields, checked as the create call checks them. */
export const ZNewSurveyForm = z
  .object({
    universe: z.string().min(1),
    extName: ZSurveyCreate.shape.extName,
    title: z.string().trim().min(1).max(200),
    start: z.enum(SURVEY_STARTS),
    /** The survey copied (start: copy). */
    copyOf: z.number().int().positive().nullable(),
  })
  .refine((form) => form.start !== 'copy' || form.copyOf !== null, { path: ['copyOf'] });
export type TNewSurveyForm = z.infer<typeof ZNewSurveyForm>;

/** The create call's body for the dialog's fields. */
export function surveyCreateBody(form: TNewSurveyForm): TSurveyCreate {
  const from: TSurveyCreate['from'] =
    form.start === 'blank'
      ? { kind: 'blank' }
      : form.start === 'copy'
        ? { kind: 'copy', surveyId: form.copyOf ?? 0 }
        : { kind: 'template', template: form.start };
  return { universe: form.universe, extName: form.extName, title: form.title, from };
}

/** The dialog's field a refusal of the create call is about (409: the extName is taken). */
export function newSurveyErrorField(status: number, field: string | undefined): keyof TNewSurveyForm | null {
  if (status === 409) return 'extName';
  if (!field) return null;
  if (field === 'universe' || field === 'extName') return field;
  if (field.startsWith('title')) return 'title';
  if (field.startsWith('from')) return 'copyOf';
  return null;
}
