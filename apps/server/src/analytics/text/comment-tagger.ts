import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TTopicTaxonomy } from '@opinio/domain/schemas/topic-taxonomy';
import type { SentimentModel } from '@opinio/domain/text-analytics/naive-bayes';
import { sentimentScore } from '@opinio/domain/text-analytics/sentiment';
import { matchTopics, matchTopicsAnyLanguage, type TopicMatch } from '@opinio/domain/text-analytics/taxonomy';

/**
 * An interview's comment is every answer it has to the comment questions (the text the
 * respondent wrote: `commentQuestions`), read together: the separator ends a phrase
 * (docs/text-analytics.md), so no keyword or word pair reaches from one answer into the
 * next. SQL joins the text columns with the same separator (`concat_ws`).
 */
export const COMMENT_SEPARATOR = ' | ';

/** The comment of an interview's answers to the comment questions (null: it has none). */
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

/** What the read model keeps of each text answer of a comment (null: not answered). */
export interface TextTags {
  /** Its topics with the words that matched (empty: none). */
  topics: TopicMatch[];
  /** −1..1; null without a sentiment model. */
  sentiment: number | null;
}

/**
 * Comments repeat ("Good service"): topics and scores are remembered by text and language;
 * each memory is bounded by forgetting everything when it is full.
 */
const MEMO_LIMIT = 20_000;

function remember<T>(memo: Map<string, T>, key: string, make: () => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const made = make();
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, made);
  return made;
}

/** Tags comments with one taxonomy and one sentiment model. */
export class CommentTagger {
  private readonly topicMemo = new Map<string, TopicMatch[]>();
  private readonly sentimentMemo = new Map<string, number | null>();

  constructor(
    readonly taxonomy: TTopicTaxonomy | null,
    readonly model: SentimentModel | null,
  ) {}

  /** The same taxonomy with another sentiment model (the topics already found are kept). */
  withModel(model: SentimentModel | null): CommentTagger {
    const tagger = new CommentTagger(this.taxonomy, model);
    for (const [key, topics] of this.topicMemo) tagger.topicMemo.set(key, topics);
    return tagger;
  }

  /** The topics of one text with the words that matched (empty without a taxonomy). */
  topics(text: string, lang: TLocale | null): TopicMatch[] {
    const { taxonomy } = this;
    if (taxonomy === null) return [];
    return remember(this.topicMemo, `${lang ?? ''}\u0000${text}`, () => commentTopics(text, lang, taxonomy));
  }

  /** The sentiment of one text (null without a model). */
  sentiment(text: string, lang: TLocale | null): number | null {
    const { model } = this;
    if (model === null) return null;
    return remember(this.sentimentMemo, `${lang ?? ''}\u0000${text}`, () =>
      sentimentScore(model, text, lang),
    );
  }

  /**
   * The tags of an interview's comment and of each of its text answers (null: no comment).
   * The separator ends a phrase, so the comment's topics are those of its answers (in
   * taxonomy order): each answer is matched once. `withSentiment: false` leaves scores out
   * (a new taxonomy: the scores stay as they are).
   */
  tag(
    texts: ReadonlyArray<string | null>,
    lang: TLocale | null,
    withSentiment = true,
  ): { comment: CommentTags; texts: Array<TextTags | null> } | null {
    const comment = commentText(texts);
    if (comment === null) return null;
    const found = new Set<string>();
    let present = 0;
    let only: number | null = null;
    const perText = texts.map((text) => {
      if (text === null || text === '') return null;
      present++;
      const topics = this.topics(text, lang);
      for (const match of topics) found.add(match.key);
      const sentiment = withSentiment ? this.sentiment(text, lang) : null;
      only = sentiment;
      return { topics, sentiment };
    });
    const keys = (this.taxonomy?.topics ?? []).filter((t) => found.has(t.key)).map((t) => t.key);
    return {
      comment: {
        topics: keys.length > 0 ? keys : null,
        sentiment: !withSentiment ? null : present === 1 ? only : this.sentiment(comment, lang),
      },
      texts: perText,
    };
  }
}
