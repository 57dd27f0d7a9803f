import { LOCALES } from '@opinio/domain/localized-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';

/** A configured text as one field per language. */
export type LocalizedFields = Record<TLocale, string>;

/** A text the same in every language fills each language's field. */
export function localizedFields(text: TLocalizedText | null | undefined): LocalizedFields {
  if (typeof text === 'string') return { en: text, fi: text, sv: text };
  return { en: text?.en ?? '', fi: text?.fi ?? '', sv: text?.sv ?? '' };
}

/**
 * The fields as a configured text: the same text in every language is saved once (a plain
 * string), else the languages given; null when none is.
 */
export function localizedText(fields: LocalizedFields): TLocalizedText | null {
  const given = LOCALES.filter((locale) => fields[locale].trim() !== '');
  if (given.length === 0) return null;
  const texts = given.map((locale) => fields[locale].trim());
  if (given.length === LOCALES.length && texts.every((text) => text === texts[0])) return texts[0]!;
  return Object.fromEntries(given.map((locale, i) => [locale, texts[i]]));
}
