import { TEMPLATE_PLACEHOLDERS } from '@opinio/domain/schemas/campaigns';
import { placeholderNames } from '@opinio/domain/templates';

const KNOWN: ReadonlySet<string> = new Set(TEMPLATE_PLACEHOLDERS);

/** The `{{names}}` of a text that are no placeholder of a template, each once, in order (the save refuses them). */
export function unknownPlaceholders(text: string): string[] {
  return placeholderNames(text).filter((name) => !KNOWN.has(name));
}

/** Whether a text uses the placeholder. */
export function usesPlaceholder(text: string, name: string): boolean {
  return placeholderNames(text).includes(name);
}

/** A text with `insert` put over the selection from `start` to `end`, and where the caret goes after it. */
export function insertText(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
