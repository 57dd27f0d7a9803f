import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mapText, missingVariants, resolveText } from './localized-text.ts';
import { localizedText, ZLocalizedText } from './schemas/localized-text.ts';

describe('localized text', () => {
  const title = { en: 'Overview', fi: 'Yleiskatsaus', sv: 'Översikt' };

  it("answers the reader's language", () => {
    expect(resolveText(title, 'fi', 'en')).toBe('Yleiskatsaus');
    expect(resolveText(title, 'sv', 'en')).toBe('Översikt');
    expect(resolveText(title, 'en', 'fi')).toBe('Overview');
  });

  it('a plain string is the same in every language', () => {
    for (const locale of ['en', 'fi', 'sv'] as const) expect(resolveText('NPS', locale, 'fi')).toBe('NPS');
  });

  it("falls back to the survey's default language, then English, then any variant", () => {
    expect(resolveText({ fi: 'Kanava', en: 'Channel' }, 'sv', 'fi')).toBe('Kanava');
    expect(resolveText({ fi: 'Kanava', en: 'Channel' }, 'sv', 'sv')).toBe('Channel');
    expect(resolveText({ sv: 'Kanal' }, 'fi', 'en')).toBe('Kanal');
    expect(resolveText({ fi: 'Kanava', en: '' }, 'en', 'en')).toBe('Kanava');
    expect(resolveText({ fi: 'Kanava' }, null, 'en')).toBe('Kanava');
    expect(resolveText({}, 'fi', 'en')).toBe('');
  });

  it('a text made from a configured one keeps its languages', () => {
    expect(mapText({ en: 'Staff', fi: 'Henkilökunta' }, (t) => `${t}: 3`)).toEqual({
      en: 'Staff: 3',
      fi: 'Henkilökunta: 3',
    });
    expect(mapText('NPS', (t) => `${t}: 3`)).toBe('NPS: 3');
  });

  it('names the languages a text lacks', () => {
    expect(missingVariants(title)).toEqual([]);
    expect(missingVariants({ en: 'Staff', sv: '' })).toEqual(['fi', 'sv']);
    expect(missingVariants('NPS')).toEqual(['en', 'fi', 'sv']);
  });

  it('the schema takes a string or variants by language, and names a bad variant', () => {
    const Z = z.object({ name: localizedText(z.string().trim().min(1).max(10)) });
    expect(Z.parse({ name: 'Rude' })).toEqual({ name: 'Rude' });
    expect(Z.parse({ name: { fi: ' Töykeä ' } })).toEqual({ name: { fi: 'Töykeä' } });
    const issue = (value: unknown) => Z.safeParse({ name: value }).error?.issues[0];
    expect(issue({ fi: '' })).toMatchObject({ path: ['name', 'fi'] });
    expect(issue({ sv: 'x'.repeat(11) })).toMatchObject({ path: ['name', 'sv'] });
    expect(issue({ de: 'Grob' })).toMatchObject({ path: ['name'], message: 'Languages are en, fi, sv' });
    expect(issue({})?.message).toMatch(/at least one language/);
    expect(issue(7)?.message).toMatch(/texts by language/);
    expect(ZLocalizedText.safeParse('').success).toBe(false);
  });
});
