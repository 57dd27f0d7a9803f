import { describe, expect, it } from 'vitest';
import { applySurveyTexts, i18n, loadLocale, loadRestTexts } from './i18n.ts';
import { resolveLocale } from './locale-choice.ts';
import { en as enFirst } from './locales/en.ts';
import { enRest } from './locales/en-rest.ts';
import { fi as fiFirst } from './locales/fi.ts';
import { fiRest } from './locales/fi-rest.ts';
import { sv as svFirst } from './locales/sv.ts';
import { svRest } from './locales/sv-rest.ts';

const en = { ...enFirst, ...enRest };
const fi = { ...fiFirst, ...fiRest };
const sv = { ...svFirst, ...svRest };

describe('UI texts', () => {
  it('every text has a Finnish and a Swedish variant, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
    const problems: string[] = [];
    for (const [name, translated] of [
      ['fi', fi],
      ['sv', sv],
    ] as const) {
      for (const [key, english] of Object.entries(en)) {
        const text: unknown = (translated as Record<string, unknown>)[key];
        // (a few texts are empty on purpose, in English too)
        if (typeof text !== 'string' || (text.trim() === '' && english !== ''))
          problems.push(`${name} lacks ${key}`);
        else if (placeholders(text).join() !== placeholders(english).join())
          problems.push(
            `${name} ${key}: placeholders ${placeholders(text)} against ${placeholders(english)}`,
          );
      }
      for (const key of Object.keys(translated))
        if (!(key in en)) problems.push(`${name} has ${key}, English not`);
    }
    expect(problems).toEqual([]);
  });

  it('English is there from the start; Finnish and Swedish load when asked for', async () => {
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.t('drill.up')).toBe('Up');
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(false);
    await loadLocale('sv');
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(true);
    expect(i18n.t('drill.up', { lng: 'sv' })).not.toBe('Up');
    expect(i18n.t('drill.up', { lng: 'sv' })).not.toBe('drill.up');
  });

  it('the administration texts load when asked for, in English and in every language asked for', async () => {
    // a key of the users' area (en-rest.ts), not in the first part
    const key = 'users.new' as 'drill.up';
    expect(enRest).toHaveProperty('users.new');
    expect(enFirst).not.toHaveProperty('users.new');
    await loadLocale('fi');
    expect(i18n.t(key, { lng: 'en' })).toBe('users.new');
    await loadRestTexts();
    expect(i18n.t(key, { lng: 'en' })).toBe(enRest['users.new']);
    expect(i18n.t(key, { lng: 'fi' })).toBe(fiRest['users.new']);
    // Swedish was asked for by an earlier test: it has both parts too
    await loadLocale('sv');
    expect(i18n.t(key, { lng: 'sv' })).toBe(svRest['users.new']);
    expect(i18n.t('drill.up', { lng: 'sv' })).toBe(svFirst['drill.up']);
  });

  it('a survey text overrides the UI text of its key, per language, until the survey changes', async () => {
    await loadLocale('fi');
    applySurveyTexts({ fi: { 'drill.up': 'Ylemmäs' } });
    expect(i18n.t('drill.up', { lng: 'fi' })).toBe('Ylemmäs');
    expect(i18n.t('drill.up', { lng: 'en' })).toBe('Up');
    applySurveyTexts(null);
    expect(i18n.t('drill.up', { lng: 'fi' })).toBe('Ylös');
  });

  it('a survey whose texts change nothing for a language does not put that language in place again', async () => {
    await loadLocale('fi');
    const installed: string[] = [];
    const onAdded = (lng: string) => installed.push(lng);
    i18n.store.on('added', onAdded);
    try {
      // no texts of its own (the usual survey), then texts in Finnish only, then the same again
      applySurveyTexts({});
      expect(installed).toEqual([]);
      applySurveyTexts({ fi: { 'drill.up': 'Ylemmäs' } });
      expect(installed).toEqual(['fi']);
      applySurveyTexts({ fi: { 'drill.up': 'Ylemmäs' }, en: {} });
      expect(installed).toEqual(['fi']);
      expect(i18n.t('drill.up', { lng: 'fi' })).toBe('Ylemmäs');
      applySurveyTexts({});
      expect(installed).toEqual(['fi', 'fi']);
      expect(i18n.t('drill.up', { lng: 'fi' })).toBe('Ylös');
    } finally {
      i18n.store.off('added', onAdded);
    }
  });

  it('a missing text shows its key', () => {
    expect(i18n.t('no.such.text' as 'drill.up', { lng: 'sv' })).toBe('no.such.text');
  });

  it('the identity locale picks the language; unknown ones fall back to English', () => {
    expect(resolveLocale('sv-FI')).toBe('sv');
    expect(resolveLocale('fi')).toBe('fi');
    expect(resolveLocale('de')).toBe('en');
  });
});
