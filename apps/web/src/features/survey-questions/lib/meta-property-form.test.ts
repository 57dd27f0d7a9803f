import type { TMetaQuestion } from '@opinio/domain/schemas/survey-admin';
import { describe, expect, it } from 'vitest';
import { localizedFields, localizedText } from './localized-fields.ts';
import {
  type MetaPropertyForm,
  metaPropertyFormDefaults,
  metaPropertyFormSchema,
} from './meta-property-form.ts';

const nps: TMetaQuestion = {
  extName: 'nps',
  title: { en: 'Recommend', fi: 'Suosittelu' },
  type: 'number',
  min: 0,
  max: 10,
  options: [],
  source: 'answer',
  role: 'nps',
  hidden: false,
  wording: null,
  lowLabel: null,
  highLabel: null,
  page: null,
  answers: 120,
};
const channel: TMetaQuestion = {
  extName: 'channel',
  title: 'Channel',
  type: 'choice',
  min: null,
  max: null,
  options: [
    { value: 1, extName: 'web', title: 'Web' },
    { value: 2, extName: 'shop', title: { en: 'Shop', fi: 'Kauppa' } },
  ],
  source: 'background',
  role: null,
  hidden: false,
  wording: null,
  lowLabel: null,
  highLabel: null,
  page: null,
  answers: 0,
};

function read(original: TMetaQuestion | undefined, form: MetaPropertyForm) {
  return metaPropertyFormSchema(original).safeParse(form);
}

describe('localized fields', () => {
  it('fills every language with a plain text and gives it back plain', () => {
    expect(localizedFields('Age')).toEqual({ en: 'Age', fi: 'Age', sv: 'Age' });
    expect(localizedText({ en: 'Age', fi: 'Age', sv: 'Age' })).toBe('Age');
  });
  it('keeps the languages given, trimmed', () => {
    expect(localizedText({ en: ' Age ', fi: 'Ikä', sv: '' })).toEqual({ en: 'Age', fi: 'Ikä' });
    expect(localizedText({ en: '', fi: ' ', sv: '' })).toBeNull();
  });
});

describe('metaPropertyFormSchema', () => {
  it('sends only the question name when nothing changed', () => {
    expect(read(nps, metaPropertyFormDefaults(nps)).data).toEqual({ extName: 'nps' });
    expect(read(channel, metaPropertyFormDefaults(channel)).data).toEqual({ extName: 'channel' });
  });
  it('sends the changed properties of a question', () => {
    const form = metaPropertyFormDefaults(nps);
    const result = read(nps, { ...form, title: { ...form.title, sv: 'Rekommendation' }, hidden: true });
    expect(result.data).toEqual({
      extName: 'nps',
      title: { en: 'Recommend', fi: 'Suosittelu', sv: 'Rekommendation' },
      hidden: true,
    });
  });
  it('sends the whole option list when one option changes', () => {
    const form = metaPropertyFormDefaults(channel);
    form.options.push({ value: '3', extName: 'phone', title: { en: 'Phone', fi: '', sv: '' } });
    expect(read(channel, form).data).toEqual({
      extName: 'channel',
      options: [
        { value: 1, extName: 'web', title: 'Web' },
        { value: 2, extName: 'shop', title: { en: 'Shop', fi: 'Kauppa' } },
        { value: 3, extName: 'phone', title: { en: 'Phone' } },
      ],
    });
  });
  it('sends everything of a new variable', () => {
    const form = {
      ...metaPropertyFormDefaults(),
      extName: 'age',
      source: 'background' as const,
      title: { en: 'Age', fi: 'Ikä', sv: 'Ålder' },
      min: '18',
      max: '',
    };
    expect(read(undefined, form).data).toEqual({
      extName: 'age',
      type: 'number',
      source: 'background',
      title: { en: 'Age', fi: 'Ikä', sv: 'Ålder' },
      min: 18,
      max: null,
      role: null,
      hidden: false,
    });
  });
  it('sends how the questionnaire asks a question: wording, end labels, page; empty is none', () => {
    const form = metaPropertyFormDefaults(nps);
    const result = read(nps, {
      ...form,
      wording: { en: 'How likely are you to recommend us?', fi: 'Suosittelisitko meitä?', sv: '' },
      lowLabel: { en: 'Never', fi: '', sv: '' },
      page: '2',
    });
    expect(result.data).toEqual({
      extName: 'nps',
      wording: { en: 'How likely are you to recommend us?', fi: 'Suosittelisitko meitä?' },
      lowLabel: { en: 'Never' },
      page: 2,
    });
    const issues = (page: string) =>
      read(nps, { ...form, page }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues('0')).toEqual(['page: page']);
    expect(issues('51')).toEqual(['page: page']);
    expect(issues('x')).toEqual(['page: page']);
    expect(issues('')).toBeUndefined();
  });
  it('names each bad field', () => {
    const form = {
      ...metaPropertyFormDefaults(),
      extName: 'Age',
      type: 'choice' as const,
      options: [
        { value: '1', extName: 'a', title: { en: 'A', fi: '', sv: '' } },
        { value: '1', extName: 'B', title: { en: '', fi: '', sv: '' } },
      ],
    };
    const issues = read(undefined, form).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual([
      'extName: extName',
      'title.en: title',
      'options.1.extName: extName',
      'options.1.title.en: title',
      'options.1.value: duplicate',
    ]);
  });
  it('wants whole numbers in order for a scale', () => {
    const form = metaPropertyFormDefaults(nps);
    const issues = (changes: Partial<MetaPropertyForm>) =>
      read(nps, { ...form, ...changes }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ min: '1.5' })).toEqual(['min: whole']);
    expect(issues({ min: '5', max: '1' })).toEqual(['max: range']);
  });
  it('wants a choice to have options', () => {
    const form = { ...metaPropertyFormDefaults(), extName: 'c', type: 'choice' as const };
    form.title.en = 'C';
    expect(read(undefined, form).error?.issues.map((i) => i.path.join('.'))).toEqual(['options']);
  });
});
