import { z } from 'zod';
import { ZText } from '../safe-text.ts';
import { type TLocale, ZLocale } from './locale.ts';

/**
 * A text of a survey's configuration that users read (a page's or question's title, an
 * answer option, an alert rule's name): one string, the same in every language, or a
 * variant per language. Resolved for a reader by `resolveText` (../localized-text.ts).
 */
export type TLocalizedText = string | Partial<Record<TLocale, string>>;

const LANGUAGES = ZLocale.options.join(', ');

/**
 * The schema of a configured text whose every variant is checked by `text`: a string, or
 * `{en, fi, sv}` with at least one of them. A bad variant's error names it (`name.fi`).
 */
export function localizedText(text: z.ZodType<string>): z.ZodType<TLocalizedText, TLocalizedText> {
  const variants = z
    .strictObject(
      Object.fromEntries(ZLocale.options.map((locale) => [locale, text.optional()])) as Record<
        TLocale,
        z.ZodOptional<z.ZodType<string>>
      >,
      { error: (issue) => (issue.code === 'unrecognized_keys' ? `Languages are ${LANGUAGES}` : undefined) },
    )
    .refine((v) => Object.values(v).some((variant) => variant !== undefined), {
      error: `Give the text in at least one language (${LANGUAGES})`,
    });
  return z.union([text, variants], {
    error: `Expected a text, or an object of texts by language (${LANGUAGES})`,
  }) as z.ZodType<TLocalizedText, TLocalizedText>;
}

/** A configured text with non-empty variants. */
export const ZLocalizedText = localizedText(ZText.min(1)).describe(
  'One text for every language, or texts by language: {"en": ..., "fi": ..., "sv": ...}',
);
