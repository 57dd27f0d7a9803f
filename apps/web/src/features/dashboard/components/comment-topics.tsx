import type { TFilter } from '@opinio/domain/schemas/filters';
import type { TCommentTopic } from '@opinio/domain/schemas/topics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SentimentWord } from '@/components/sentiment-word.tsx';
import { topicName } from '@/lib/topic-filter.ts';
import { highlightSegments } from '../lib/highlight-segments.ts';

/**
 * A comment's text with the words that matched a topic marked: a pale yellow behind the
 * text (which keeps its own colour, 15:1) and a dotted underline, so that the marks show
 * without relying on the colour.
 */
export function HighlightedText({ text, topics }: { text: string; topics: readonly TCommentTopic[] }) {
  const segments = highlightSegments(
    text,
    topics.flatMap((topic) => topic.spans),
  );
  return (
    <p className="comment-text" data-testid="comment-text">
      {segments.map((segment, i) =>
        segment.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a text's segments never reorder
          <mark key={i}>{segment.text}</mark>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}

interface CommentTopicsProps {
  topics: readonly TCommentTopic[];
  sentiment: number | null;
  /** The survey's topic filter, which names the topics in the UI language; null: by their keys. */
  topicFilter: TFilter | null;
  /** What ends the row (the comment's link), after the chips. */
  children?: ReactNode;
}

/** After a comment: the topics it mentions as small chips, and its sentiment as a chip with a word. */
export function CommentTopics({ topics, sentiment, topicFilter, children }: CommentTopicsProps) {
  const { t } = useTranslation();
  if (topics.length === 0 && sentiment === null && !children) return null;
  return (
    <div className="comment-row">
      {topics.length > 0 && (
        <ul aria-label={t('comments.topics')} className="comment-topics" data-testid="comment-topics">
          {topics.map((topic) => (
            <li key={topic.key} className="comment-chip">
              {topicName(topicFilter, topic.key)}
            </li>
          ))}
        </ul>
      )}
      {sentiment !== null && (
        <span className="comment-chip" data-testid="comment-sentiment">
          {t('comments.sentiment')} <SentimentWord score={sentiment} />
        </span>
      )}
      {children}
    </div>
  );
}
