import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TTopicTaxonomy } from '@opinio/domain/schemas/topic-taxonomy';
import type { SentimentModel } from '@opinio/domain/text-analytics/naive-bayes';
import { sentimentScore } from '@opinio/domain/text-analytics/sentiment';
import { matchTopics, matchTopicsAnyLanguage, type TopicMatch } from '@opinio/domain/text-analytics/taxonomy';

/**
 * An interview's comment is every text answer it has, read together: the separator ends a
 * phrase (docs/text-analytics.md), so no keyword or word pair reaches from one answer into
 * the next. SQL joins the text columns with the same separator (`concat_ws`).
 */
export const COMMENT_SEPARATOR = ' | ';

/** The comment of an interview's text answers (null: it has none). */
export function commentText(texts: ReadonlyArray<string | null>): string | null {
  const present = texts.filter((t): t is string => t !== null && t !== '');
  return present.length > 0 ? present.join(COMMENT_SEPARATOR) : null;
}

/** The topics of a comment: in its language when known, else in any language. */
export function commentTopics(text: string, lang: TLocale | null, taxonomy: TTopicTaxonomy): TopicMatch[] {
  return lang === null ? matchTopicsAnyLanguage(text, taxonomy) : matchTopics(text, lang, taxonomy);
}

/** What the read model keeps of a comment (docs/text-analytics.md). */
export interface CommentTags {
  /** The keys of its topics in taxonomy order; null when it has none. */
  topics: string[] | null;
  /** −1..1; null without a sentiment model. */
  sentiment: number | null;
}

/**
 * Comments repeat ("Good service"): tags are remembered by text and language; the memory is
 * bounded by forgetting everything when it is full.
 */
const MEMO_LIMIT = 20_000;

/** Tags comments with one taxonomy and one sentiment model. */
export class CommentTagger {
  private readonly memo = new Map<string, CommentTags>();

  constructor(
    readonly taxonomy: TTopicTaxonomy | null,
    readonly model: SentimentModel | null,
  ) {}

  tag(text: string, lang: TLocale | null): CommentTags {
    const key = `${lang ?? ''}\u0000${text}`;
    const known = this.memo.get(key);
    if (known) return known;
    const keys = this.taxonomy ? commentTopics(text, lang, this.taxonomy).map((m) => m.key) : [];
    const tags: CommentTags = {
      topics: keys.length > 0 ? keys : null,
      sentiment: this.model ? sentimentScore(this.model, text, lang) : null,
    };
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(key, tags);
    return tags;
  }

  /** The sentiment of a comment alone (rescoring after a new model: topics stay). */
  sentiment(text: string, lang: TLocale | null): number | null {
    return this.model ? sentimentScore(this.model, text, lang) : null;
  }
}
