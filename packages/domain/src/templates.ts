import { LOCALES } from './localized-text.ts';
import {
  TEMPLATE_PLACEHOLDERS,
  type TSmsLength,
  type TTemplatePlaceholder,
  type TTemplateVariants,
} from './schemas/campaigns.ts';

/**
 * Placeholders of mail, SMS and letter templates (`{{name}}`, spaces inside the braces
 * allowed) and the length of an SMS as the network counts it. Pure: the editor and the
 * server check and fill templates the same way.
 */

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const KNOWN = new Set<string>(TEMPLATE_PLACEHOLDERS);

/** The names of the placeholders of a text, in order, each once. */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/** Every unknown placeholder of a template's variants, with the path of the text it is in. */
export function templatePlaceholderIssues(
  variants: TTemplateVariants,
): Array<{ path: string; message: string; code: 'unknown_value'; params: { value: string } }> {
  const issues: Array<{ path: string; message: string; code: 'unknown_value'; params: { value: string } }> =
    [];
  for (const locale of LOCALES) {
    const variant = variants[locale];
    if (!variant) continue;
    for (const field of ['subject', 'body'] as const) {
      for (const name of placeholderNames(variant[field] ?? '')) {
        if (!KNOWN.has(name))
          issues.push({
            path: `variants.${locale}.${field}`,
            message: `Unknown placeholder {{${name}}}`,
            code: 'unknown_value',
            params: { value: `{{${name}}}` },
          });
      }
    }
  }
  return issues;
}

/**
 * The text with each known placeholder replaced by its value, passed through `encode` (to
 * escape it for HTML, say); a missing value is empty. An unknown placeholder stays as written.
 */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<TTemplatePlaceholder, string>>,
  encode: (value: string) => string = (value) => value,
): string {
  return text.replace(PLACEHOLDER, (written, name: string) =>
    KNOWN.has(name) ? encode(values[name as TTemplatePlaceholder] ?? '') : written,
  );
}

// GSM 03.38: the basic character set (one unit each) and its extension table (an escape
// and the character: two units). Finnish and Swedish letters (ä, ö, å) are in the basic set.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

const SEGMENTS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;

/**
 * Units of the characters as one SMS encoding counts them: GSM-7 when every character is
 * in its sets, else UCS-2 (UTF-16 code units, an emoji two).
 */
function smsUnits(text: string): { encoding: TSmsLength['encoding']; units: number[] } {
  const chars = [...text];
  if (chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c)))
    return { encoding: 'GSM-7', units: chars.map((c) => (GSM_EXTENSION.has(c) ? 2 : 1)) };
  return { encoding: 'UCS-2', units: chars.map((c) => c.length) };
}

/**
 * How an SMS text is sent: its encoding, its length in units and the messages it costs. A
 * long text is split into parts of 153 (GSM-7) or 67 (UCS-2) units; a character is never
 * split between two parts (an extension character's escape, a surrogate pair), so a part
 * may end a unit short.
 */
export function smsLength(text: string): TSmsLength {
  const { encoding, units } = smsUnits(text);
  const total = units.reduce((sum, n) => sum + n, 0);
  const { single, part } = SEGMENTS[encoding];
  if (total <= single)
    return { encoding, units: total, segments: total === 0 ? 0 : 1, remaining: single - total };
  let segments = 1;
  let used = 0;
  for (const n of units) {
    if (used + n > part) {
      segments++;
      used = 0;
    }
    used += n;
  }
  return { encoding, units: total, segments, remaining: part - used };
}
