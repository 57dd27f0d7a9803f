import { z } from 'zod';
import { LOCALES } from '../localized-text.ts';
import { ZText } from '../safe-text.ts';
import { type TLocale, ZLocale } from '../schemas/locale.ts';
import { ZLocalizedText } from '../schemas/localized-text.ts';
import { type CompiledKeyword, compileKeyword, isKeyword, matchKeyword } from './keyword.ts';
import { phrases } from './tokenize.ts';

/**
 * A survey's topics (docs/text-analytics.md): each a key, a name shown to users and keywords
 * per language that tag a comment with it. Objects are strict: a misspelt field is refused
 * with its path, never ignored.
 */

const ZKeyword = ZText.trim()
  .min(1, 'A keyword must not be empty')
  .max(80, 'A keyword is at most 80 characters')
  .refine(isKeyword, "A keyword is words of letters or digits, with '*' only at the start or end of a word");

const ZKeywords = z.array(ZKeyword).max(200, 'At most 200 keywords per language').optional();

const ZTopic = z.strictObject({
  key: ZText.regex(/^[a-z0-9-]{1,40}$/, 'A topic key is 1 to 40 of a-z, 0-9 and -'),
  name: ZLocalizedText,
  keywords: z.strictObject(
    { en: ZKeywords, fi: ZKeywords, sv: ZKeywords },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Languages are ${ZLocale.options.join(', ')}` : undefined,
    },
  ),
});
export type TTopic = z.infer<typeof ZTopic>;

export const ZTopicTaxonomy = z.strictObject({
  topics: z
    .array(ZTopic)
    .max(100, 'At most 100 topics')
    .superRefine((topics, context) => {
      const seen = new Set<string>();
      for (const [i, topic] of topics.entries()) {
        if (seen.has(topic.key))
          context.addIssue({
            code: 'custom',
            path: [i, 'key'],
            message: `Topic ${topic.key} is there twice`,
          });
        seen.add(topic.key);
      }
    }),
});
export type TTopicTaxonomy = z.infer<typeof ZTopicTaxonomy>;

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
