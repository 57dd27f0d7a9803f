import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="comment-text">
      {segments.map((segment, i) =>
        segment.marked ? (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: a text's segments never reorder
            key={i}
            component="mark"
            sx={{
              bgcolor: '#fff4c2',
              color: 'inherit',
              borderRadius: 0.5,
              px: '1px',
              textDecoration: 'underline dotted',
              textUnderlineOffset: '3px',
            }}
          >
            {segment.text}
          </Box>
        ) : (
          segment.text
        ),
      )}
    </Typography>
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
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      {topics.length > 0 && (
        <Stack
          component="ul"
          direction="row"
          aria-label={t('comments.topics')}
          sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 0.5 }}
          data-testid="comment-topics"
        >
          {topics.map((topic) => (
            <li key={topic.key}>
              <Chip size="small" variant="outlined" label={topicName(topicFilter, topic.key)} />
            </li>
          ))}
        </Stack>
      )}
      {sentiment !== null && (
        <Chip
          size="small"
          variant="outlined"
          data-testid="comment-sentiment"
          label={
            <>
              {t('comments.sentiment')} <SentimentWord score={sentiment} />
            </>
          }
        />
      )}
      {children}
    </Stack>
  );
}
