import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderNames, smsLength, templatePlaceholderIssues } from './templates.ts';

describe('template placeholders', () => {
  it('finds placeholders with spaces inside the braces, each once', () => {
    expect(placeholderNames('Hi {{name}}, {{ name }} and {{  surveyLink}}; {single} {{}}')).toEqual([
      'name',
      'surveyLink',
      '',
    ]);
  });

  it('names each unknown placeholder with the path of its text', () => {
    const issues = templatePlaceholderIssues({
      en: { subject: 'Hello {{name}}', body: 'Answer {{surveyLink}}' },
      fi: { subject: '{{ firstName }}', body: 'Hei {{name}} {{foo}} {{foo}} {{ unit }}' },
    });
    expect(issues).toEqual([
      {
        path: 'variants.fi.subject',
        message: 'Unknown placeholder {{firstName}}',
        code: 'unknown_value',
        params: { value: '{{firstName}}' },
      },
      {
        path: 'variants.fi.body',
        message: 'Unknown placeholder {{foo}}',
        code: 'unknown_value',
        params: { value: '{{foo}}' },
      },
    ]);
    expect(templatePlaceholderIssues({ sv: { subject: '', body: 'Hej {{name}}, {{city}}' } })).toEqual([]);
  });

  it('fills known placeholders, escaped when asked, and leaves unknown ones as written', () => {
    const values = { name: '<b>Anna</b>', surveyLink: 'https://x.example/?a=1&b=2' };
    expect(fillPlaceholders('Hi {{ name }}: {{surveyLink}} {{city}} {{foo}}', values)).toBe(
      'Hi <b>Anna</b>: https://x.example/?a=1&b=2  {{foo}}',
    );
    const escapeHtml = (v: string) =>
      v.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(fillPlaceholders('<p>{{name}}</p>', values, escapeHtml)).toBe('<p>&lt;b&gt;Anna&lt;/b&gt;</p>');
  });
});

describe('SMS length', () => {
  it('counts plain GSM-7 text one unit a character, Finnish and Swedish letters included', () => {
    expect(smsLength('Hei Äänekoski, Åbo ja Öljy!')).toEqual({
      encoding: 'GSM-7',
      units: 27,
      segments: 1,
      remaining: 133,
    });
    expect(smsLength('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0, remaining: 160 });
  });

  it('counts the euro sign and brackets of the extension table twice', () => {
    expect(smsLength('5 €')).toMatchObject({ encoding: 'GSM-7', units: 4 });
    expect(smsLength('[x]')).toMatchObject({ encoding: 'GSM-7', units: 5 });
    expect(smsLength('{}\\^~|')).toMatchObject({ encoding: 'GSM-7', units: 12 });
  });

  it('fits 160 units in one message and splits 161 into parts of 153', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1, remaining: 0 });
    expect(smsLength('a'.repeat(161))).toEqual({
      encoding: 'GSM-7',
      units: 161,
      segments: 2,
      remaining: 145,
    });
    expect(smsLength(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('fills two parts exactly with 306 units and needs a third for one more', () => {
    expect(smsLength('a'.repeat(306))).toEqual({ encoding: 'GSM-7', units: 306, segments: 2, remaining: 0 });
    expect(smsLength('a'.repeat(307))).toEqual({
      encoding: 'GSM-7',
      units: 307,
      segments: 3,
      remaining: 152,
    });
  });

  it('does not split an extension character between parts', () => {
    // 152 units, then € would straddle the first part's end: it starts the second part
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(151)}`)).toEqual({
      encoding: 'GSM-7',
      units: 305,
      segments: 2,
      remaining: 0,
    });
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
  });

  it('sends in UCS-2 when a character is outside GSM-7, an emoji counting two units', () => {
    expect(smsLength('Kiitos 😊')).toEqual({ encoding: 'UCS-2', units: 9, segments: 1, remaining: 61 });
    expect(smsLength('Привет')).toMatchObject({ encoding: 'UCS-2', units: 6 });
    expect(smsLength('a'.repeat(70)).encoding).toBe('GSM-7');
    expect(smsLength(`ł${'a'.repeat(69)}`)).toEqual({
      encoding: 'UCS-2',
      units: 70,
      segments: 1,
      remaining: 0,
    });
    expect(smsLength(`ł${'a'.repeat(70)}`)).toEqual({
      encoding: 'UCS-2',
      units: 71,
      segments: 2,
      remaining: 63,
    });
    expect(smsLength(`ł${'a'.repeat(133)}`)).toMatchObject({ units: 134, segments: 2, remaining: 0 });
  });

  it('does not split a surrogate pair between UCS-2 parts', () => {
    // 66 units, then the emoji's two would straddle the first part's end
    const text = `ł${'a'.repeat(65)}😊${'a'.repeat(65)}`;
    expect(smsLength(text)).toEqual({ encoding: 'UCS-2', units: 133, segments: 2, remaining: 0 });
    expect(smsLength(`${text}a`)).toMatchObject({ units: 134, segments: 3, remaining: 66 });
  });
});
