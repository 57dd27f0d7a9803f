import { describe, expect, it } from 'vitest';
import {
  newSurveyErrorField,
  surveyCreateBody,
  type TNewSurveyForm,
  ZNewSurveyForm,
} from './new-survey-form.ts';

const form: TNewSurveyForm = {
  universe: 'acme',
  extName: 'cx2026',
  title: 'CX 2026',
  start: 'blank',
  copyOf: null,
};

describe('ZNewSurveyForm', () => {
  it('takes the extName rule of the create call', () => {
    expect(ZNewSurveyForm.safeParse(form).success).toBe(true);
    expect(ZNewSurveyForm.safeParse({ ...form, extName: '2026cx' }).success).toBe(false);
    expect(ZNewSurveyForm.safeParse({ ...form, extName: 'CX' }).success).toBe(false);
  });

  it('asks which survey to copy', () => {
    const parsed = ZNewSurveyForm.safeParse({ ...form, start: 'copy' });
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['copyOf']]);
  });
});

describe('surveyCreateBody', () => {
  it('says where the configuration comes from', () => {
    expect(surveyCreateBody(form).from).toEqual({ kind: 'blank' });
    expect(surveyCreateBody({ ...form, start: 'nps' }).from).toEqual({ kind: 'template', template: 'nps' });
    expect(surveyCreateBody({ ...form, start: 'copy', copyOf: 7 }).from).toEqual({
      kind: 'copy',
      surveyId: 7,
    });
  });
});

describe('newSurveyErrorField', () => {
  it('puts a refusal at its field', () => {
    expect(newSurveyErrorField(409, undefined)).toBe('extName');
    expect(newSurveyErrorField(400, 'universe')).toBe('universe');
    expect(newSurveyErrorField(400, 'title.fi')).toBe('title');
    expect(newSurveyErrorField(400, 'from.surveyId')).toBe('copyOf');
    expect(newSurveyErrorField(400, 'other')).toBeNull();
  });
});
