import { LOCALES } from '../localized-text.ts';
import type { TLocale } from '../schemas/locale.ts';
import type { TTopicTaxonomy } from '../schemas/topic-taxonomy.ts';
import { type CompiledKeyword, compileKeyword, matchKeyword } from './keyword.ts';
import { phrases } from './tokenize.ts';

export interface TextSpan {
  start: number;
  end: number;
}

/** A topic a comment is about, with the words that say so (offsets into the comment). */
export interface TopicMatch {
  key: string;
  spans: TextSpan[];
}

// A taxonomy's keywords stemmed once per language, not once per comment; a taxonomy is
// treated as immutable (a changed one is a new object, as a parsed configuration is).
const compiled = new WeakMap<
  TTopicTaxonomy,
  Map<TLocale, Array<{ key: string; keywords: CompiledKeyword[] }>>
>();

function compiledTopics(taxonomy: TTopicTaxonomy, locale: TLocale) {
  let byLocale = compiled.get(taxonomy);
  if (!byLocale) {
    byLocale = new Map();
    compiled.set(taxonomy, byLocale);
  }
  let topics = byLocale.get(locale);
  if (!topics) {
    topics = taxonomy.topics.map((topic) => ({
      key: topic.key,
      keywords: (topic.keywords[locale] ?? []).map((keyword) => compileKeyword(keyword, locale)),
    }));
    byLocale.set(locale, topics);
  }
  return topics;
}

/** Sorted by start, overlapping or touching spans joined. */
export function mergeSpans(spans: readonly TextSpan[]): TextSpan[] {
  const merged: TextSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * The topics of a comment in a language, in the taxonomy's order: those with a keyword of
 * that language in the comment. A multi-word keyword matches consecutive words that no
 * punctuation separates.
 */
export function matchTopics(text: string, locale: TLocale, taxonomy: TTopicTaxonomy): TopicMatch[] {
  const runs = phrases(text);
  const matches: TopicMatch[] = [];
  for (const topic of compiledTopics(taxonomy, locale)) {
    const spans = topic.keywords.flatMap((keyword) =>
      runs.flatMap((run) => matchKeyword(keyword, run, locale)),
    );
    if (spans.length > 0) matches.push({ key: topic.key, spans: mergeSpans(spans) });
  }
  return matches;
}

/** The topics of a comment of unknown language: those of any language, spans joined. */
export function matchTopicsAnyLanguage(text: string, taxonomy: TTopicTaxonomy): TopicMatch[] {
  const spansByKey = new Map<string, TextSpan[]>();
  for (const locale of LOCALES) {
    for (const match of matchTopics(text, locale, taxonomy)) {
      spansByKey.set(match.key, [...(spansByKey.get(match.key) ?? []), ...match.spans]);
    }
  }
  return taxonomy.topics.flatMap((topic) => {
    const spans = spansByKey.get(topic.key);
    return spans ? [{ key: topic.key, spans: mergeSpans(spans) }] : [];
  });
}
