import { describe, expect, it } from 'vitest';
import { applySurveyTexts, i18n, loadLocale, resolveLocale } from './i18n.ts';

describe('UI texts', () => {
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
