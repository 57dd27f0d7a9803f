import { type TLocale, ZLocale } from './schemas/locale.ts';
import type { TLocalizedText } from './schemas/localized-text.ts';

/** The languages of the product, in the order a text falls back to "any" language. */
export const LOCALES: readonly TLocale[] = ZLocale.options;

export function isLocale(value: unknown): value is TLocale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The variant of a configured text for a reader: their language, else the survey's default
 * language, else English, else any variant there is. A plain string is every language's.
 */
export function resolveText(text: TLocalizedText, locale: TLocale | null, defaultLocale: TLocale): string {
  if (typeof text === 'string') return text;
  for (const candidate of [locale, defaultLocale, 'en' as const]) {
    const variant = candidate && text[candidate];
    if (variant) return variant;
  }
  for (const candidate of LOCALES) {
    const variant = text[candidate];
    if (variant) return variant;
  }
  return '';
}

/** A text made from a configured one, variant by variant (a plain string stays plain). */
export function mapText(text: TLocalizedText, make: (variant: string) => string): TLocalizedText {
  if (typeof text === 'string') return make(text);
  return Object.fromEntries(Object.entries(text).map(([locale, variant]) => [locale, make(variant)]));
}

/** The languages a configured text has no variant for (all of them for a plain string). */
export function missingVariants(text: TLocalizedText): TLocale[] {
  if (typeof text === 'string') return [...LOCALES];
  return LOCALES.filter((locale) => !text[locale]);
}
