import type { TLocale } from '../schemas/locale.ts';
import type { TTopicTaxonomy } from '../schemas/topic-taxonomy.ts';
import { stem } from './stem.ts';
import { isStopWord } from './stop-words.ts';
import { matchTopics, matchTopicsAnyLanguage } from './taxonomy.ts';
import { phrases } from './tokenize.ts';

/** A phrase that comments no topic covers keep using: a candidate for a new topic or keyword. */
export interface TopicSuggestion {
  /** The phrase as respondents wrote it most often (lower-case). */
  phrase: string;
  /** Comments that use it in any inflected form. */
  count: number;
  /** The first comment that uses it. */
  example: string;
}

interface PhraseGroup {
  words: number;
  comments: number;
  surfaces: Map<string, number>;
  example: string;
}

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/**
 * Frequent phrases of one to three words in the comments that match no topic, grouped by
 * their stems, that start and end with a word that is neither a stop word nor a number.
 * A phrase that only ever occurs inside a longer suggested one is left out for it.
 */
export function suggestTopics(
  comments: ReadonlyArray<{ text: string; locale: TLocale | null }>,
  taxonomy: TTopicTaxonomy,
  options: { minCount?: number; limit?: number } = {},
): TopicSuggestion[] {
  const { minCount = 3, limit = 20 } = options;
  const groups = new Map<string, PhraseGroup>();
  for (const { text, locale } of comments) {
    if (taxonomy.topics.length > 0) {
      const topics =
        locale === null ? matchTopicsAnyLanguage(text, taxonomy) : matchTopics(text, locale, taxonomy);
      if (topics.length > 0) continue;
    }
    const counted = new Set<string>();
    for (const run of phrases(text)) {
      const stems = run.map((token) => stem(token.word, locale));
      const isEdge = (i: number) => !isStopWord(run[i].word, locale) && !isNumber(run[i].word);
      for (let i = 0; i < run.length; i++) {
        if (!isEdge(i)) continue;
        for (let j = i; j < Math.min(i + 3, run.length); j++) {
          if (!isEdge(j)) continue;
          const key = stems.slice(i, j + 1).join(' ');
          let group = groups.get(key);
          if (!group) {
            group = { words: j - i + 1, comments: 0, surfaces: new Map(), example: text };
            groups.set(key, group);
          }
          const surface = text.slice(run[i].start, run[j].end).toLowerCase().replace(/\s+/g, ' ');
          group.surfaces.set(surface, (group.surfaces.get(surface) ?? 0) + 1);
          if (!counted.has(key)) group.comments++;
          counted.add(key);
        }
      }
    }
  }
  const frequent = [...groups]
    .filter(([, group]) => group.comments >= minCount)
    .sort(([, a], [, b]) => b.words - a.words);
  const kept: Array<[string, PhraseGroup]> = [];
  for (const [key, group] of frequent) {
    const inside = kept.some(
      ([longer, other]) =>
        other.words > group.words && other.comments >= group.comments && ` ${longer} `.includes(` ${key} `),
    );
    if (!inside) kept.push([key, group]);
  }
  return kept
    .map(([, group]) => ({
      phrase: mostFrequent(group.surfaces),
      count: group.comments,
      example: group.example,
    }))
    .sort((a, b) => b.count - a.count || (a.phrase < b.phrase ? -1 : a.phrase > b.phrase ? 1 : 0))
    .slice(0, limit);
}

// Equal counts go to the form seen first.
function mostFrequent(counts: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [surface, count] of counts) {
    if (count > bestCount) {
      best = surface;
      bestCount = count;
    }
  }
  return best;
}
