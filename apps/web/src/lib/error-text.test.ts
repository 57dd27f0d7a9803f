import { ERROR_CODES, type ErrorCode } from '@opinio/domain/error-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorMessage, problemText } from './api-client.ts';
import { errorText } from './error-text.ts';
import { i18n, loadLocale } from './i18n.ts';

/** Parameters of every kind a code takes: numbers and words that a text must show. */
function sampleParams(code: ErrorCode): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  Object.keys(ERROR_CODES[code].params).forEach((name, i) => {
    const kind = (ERROR_CODES[code].params as Record<string, string>)[name];
    params[name] = kind.startsWith('number') ? 9001 + i : `Sample${name}`;
  });
  return params;
}

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];
/** Parameters for programs and logs that the texts leave out (words of the server's or a technical kind). */
const NOT_SHOWN = new Set([
  'send_failed.detail',
  'not_ready.status',
  'report_disabled.report',
  'invalid_type.expected',
  'invalid_format.format',
  // 'shortly': the server asks for seconds
  'unavailable.retryAfter',
  // a word that chooses the text (errors.report_gone_survey, _unit)
  'report_gone.what',
]);
/** Texts a language may write as English does (numbers and names only). */
const SAME_IN_EVERY_LANGUAGE = new Set(['errors.atField']);

describe('error codes in the user’s language', () => {
  beforeAll(async () => {
    await loadLocale('fi');
    await loadLocale('sv');
  });

  it.each(['en', 'fi', 'sv'] as const)(
    '%s: every code has its own text, with every parameter filled in',
    (lng) => {
      const t = i18n.getFixedT(lng);
      for (const code of CODES) {
        const spec = Object.entries(ERROR_CODES[code].params);
        const optionalOnly = spec.every(([, kind]) => kind.endsWith('?'));
        // with every parameter, and without the optional ones
        for (const params of optionalOnly ? [sampleParams(code), {}] : [sampleParams(code)]) {
          const text = errorText(code, params, t);
          expect(text, code).not.toBe(t('errors.unknown'));
          expect(text, code).not.toMatch(/\{\{|\}\}|errors\.|undefined/);
          for (const [name, kind] of spec) {
            if ((kind.endsWith('?') && params[name] === undefined) || NOT_SHOWN.has(`${code}.${name}`))
              continue;
            // retryAfter (seconds) is said in minutes
            const shown =
              name === 'retryAfter' ? String(Math.ceil(Number(params[name]) / 60)) : String(params[name]);
            expect(text, `${code}.${name}`).toContain(shown);
          }
        }
      }
    },
  );

  it('Finnish and Swedish say every code in their own words, not in English', () => {
    const en = i18n.getFixedT('en');
    for (const lng of ['fi', 'sv'] as const) {
      const t = i18n.getFixedT(lng);
      for (const code of CODES) {
        const params = sampleParams(code);
        expect(errorText(code, params, t), `${lng} ${code}`).not.toBe(errorText(code, params, en));
      }
      for (const key of Object.keys(i18n.getResourceBundle('en', 'translation')).filter((k) =>
        k.startsWith('errors.'),
      ))
        if (!SAME_IN_EVERY_LANGUAGE.has(key)) expect(t(key as never), key).not.toBe(en(key as never));
    }
  });

  it('an optional parameter left out reads as a whole sentence', () => {
    const t = i18n.getFixedT('en');
    expect(errorText('already_exists', { value: 'store' }, t)).toBe('store is taken already.');
    expect(errorText('already_exists', {}, t)).toBe('This name is taken already.');
    expect(errorText('too_many_requests', { retryAfter: 61 }, t)).toBe(
      'Too many attempts. Try again in 2 min.',
    );
  });

  it('a word parameter chooses the text: what of a report is gone', () => {
    for (const lng of ['en', 'fi', 'sv'] as const) {
      const t = i18n.getFixedT(lng);
      const survey = errorText('report_gone', { what: 'survey' }, t);
      const unit = errorText('report_gone', { what: 'unit' }, t);
      expect(survey).not.toBe(unit);
      expect([survey, unit]).not.toContain(t('errors.report_gone'));
      // a word this build does not know: the general sentence of the code
      expect(errorText('report_gone', { what: 'galaxy' }, t)).toBe(t('errors.report_gone'));
    }
  });

  it('a code this build does not know reads as a general sentence, never the server’s words', () => {
    const t = i18n.getFixedT('fi');
    expect(errorText('brand_new_code', { x: 1 }, t)).toBe('Palvelin hylkäsi pyynnön.');
  });

  describe('errorMessage', () => {
    it('says a refusal by its code in the UI’s language, the field’s label before it when given', async () => {
      await i18n.changeLanguage('fi');
      try {
        const refused = new ApiError(
          400,
          'too_long',
          'name: Too big: expected string to have <=100 characters',
          'name',
          undefined,
          undefined,
          {
            max: 100,
          },
        );
        expect(errorMessage(refused)).toBe('Liian pitkä: enintään 100 merkkiä.');
        expect(errorMessage(refused, { name: 'Nimi' })).toBe('Nimi: Liian pitkä: enintään 100 merkkiä.');
        expect(errorMessage(new ApiError(409, 'mystery', 'Some English words'))).toBe(
          'Palvelin hylkäsi pyynnön.',
        );
        expect(problemText({ code: 'required', message: 'Required' })).toBe('Tämä on pakollinen.');
        // the app's own failures keep the message it wrote in the UI's language
        expect(errorMessage(new ApiError(0, 'network_error', 'Ei yhteyttä'))).toBe('Ei yhteyttä');
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  });
});
