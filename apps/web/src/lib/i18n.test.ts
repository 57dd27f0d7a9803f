import { describe, expect, it } from 'vitest';
import { applySurveyTexts, i18n, loadLocale } from './i18n.ts';
import { resolveLocale } from './locale-choice.ts';
import { en } from './locales/en.ts';
import { fi } from './locales/fi.ts';
import { sv } from './locales/sv.ts';

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

  it('a survey text overrides the UI text of its key, per language, until the survey changes', async () => {
    await loadLocale('fi');
    applySurveyTexts({ fi: { 'drill.up': 'Ylemmäs' } });
    expect(i18n.t('drill.up', { lng: 'fi' })).toBe('Ylemmäs');
    expect(i18n.t('drill.up', { lng: 'en' })).toBe('Up');
    applySurveyTexts(null);
    expect(i18n.t('drill.up', { lng: 'fi' })).toBe('Ylös');
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
