import type { TTemplate } from '@opinio/domain/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import {
  draftLocales,
  draftProblems,
  localeHasProblem,
  sameDraft,
  templateDraft,
  templateSaveBody,
  withLocale,
  withoutLocale,
} from './template-draft.ts';

const starter = (locale: string) => ({ subject: `Hello ${locale}`, body: `<p>${locale}</p>` });
const saved: TTemplate = {
  id: 7,
  channel: 'mail',
  name: 'Invitation',
  variants: { sv: { subject: 'Hej', body: '<p>sv</p>' }, fi: { subject: 'Hei', body: '<p>fi</p>' } },
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-02T10:00:00Z',
  updatedBy: 'Aino Admin',
};

describe('a template being written', () => {
  it('starts a new template in the UI language with its starter text, and a saved one as saved', () => {
    expect(templateDraft(undefined, 'fi', starter)).toEqual({ name: '', variants: { fi: starter('fi') } });
    const draft = templateDraft(saved, 'en', starter);
    expect(draft.name).toBe('Invitation');
    // languages in the product's order, whatever order they were stored in
    expect(draftLocales(draft)).toEqual(['fi', 'sv']);
  });

  it('adds and removes languages, but never the last one', () => {
    const one = templateDraft(undefined, 'en', starter);
    const two = withLocale(one, 'sv', starter('sv'));
    expect(draftLocales(two)).toEqual(['en', 'sv']);
    expect(draftLocales(withoutLocale(two, 'en'))).toEqual(['sv']);
    expect(withoutLocale(one, 'en')).toBe(one);
  });

  it('is unchanged when only surrounding spaces of the name differ', () => {
    const draft = templateDraft(saved, 'en', starter);
    expect(sameDraft(draft, { ...draft, name: ' Invitation ' })).toBe(true);
    expect(sameDraft(draft, withoutLocale(draft, 'sv'))).toBe(false);
    expect(
      sameDraft(draft, { ...draft, variants: { ...draft.variants, fi: { subject: 'Hei', body: 'x' } } }),
    ).toBe(false);
  });

  it('saves trimmed names and subjects, and no subject for an SMS', () => {
    const draft = {
      name: ' Reminder ',
      variants: { en: { subject: ' Hi ', body: 'Answer {{surveyLink}}' } },
    };
    expect(templateSaveBody(draft, 'mail')).toEqual({
      channel: 'mail',
      name: 'Reminder',
      variants: { en: { subject: 'Hi', body: 'Answer {{surveyLink}}' } },
    });
    expect(templateSaveBody(draft, 'sms').variants.en?.subject).toBe('');
  });

  it('names what keeps it from being saved: the name, a mail subject, an empty text', () => {
    const draft = {
      name: ' ',
      variants: { en: { subject: '', body: ' ' }, fi: { subject: 'Hei', body: 'x' } },
    };
    const mail = draftProblems(draft, 'mail');
    expect(mail).toEqual({
      name: 'nameMissing',
      subjects: { en: 'subjectMissing' },
      bodies: { en: 'bodyMissing' },
    });
    expect(localeHasProblem(mail, 'en')).toBe(true);
    expect(localeHasProblem(mail, 'fi')).toBe(false);
    expect(draftProblems(draft, 'sms').subjects).toEqual({});
  });
});
