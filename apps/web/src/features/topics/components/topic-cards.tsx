import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TTopicFigures } from '@opinio/domain/schemas/topics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SentimentWord } from '@/components/sentiment-word.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { ChangeFigure, ShareBar } from './topic-cells.tsx';

interface TopicCardsProps {
  topics: readonly TTopicFigures[];
  commentsPath: (topic: string) => string | null;
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-figure>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The topics on a phone, most mentioned first: one card each with the topic, how many
 * comments mention it (a link to them) and its share, sentiment, NPS and change, wrapped
 * within the card instead of columns beyond the screen's edge.
 */
export function TopicCards({ topics, commentsPath }: TopicCardsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notShown = (
    <>
      –<VisuallyHidden>{t('topics.notShown')}</VisuallyHidden>
    </>
  );
  return (
    <Box
      component="ul"
      aria-label={t('topics.tableLabel')}
      data-testid="topics-table"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {topics.map((topic) => {
        const to = topic.count > 0 ? commentsPath(topic.key) : null;
        const count = formatNumber(topic.count, locale);
        return (
          <Box
            component="li"
            key={topic.key}
            data-testid={`topic-${topic.key}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <Typography component="h3" variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {topic.name}
              </Typography>
              <Box sx={{ whiteSpace: 'nowrap' }} data-figure>
                {to ? (
                  <Link
                    component={RouterLink}
                    to={to}
                    sx={{ fontWeight: 600 }}
                    data-testid="topic-count"
                    aria-label={`${count} ${t('topics.countLink', { count: topic.count, topic: topic.name })}`}
                  >
                    {t('topics.commentCount', { count: topic.count, n: count })}
                  </Link>
                ) : (
                  <span data-testid="topic-count">
                    {t('topics.commentCount', { count: topic.count, n: count })}
                  </span>
                )}
              </Box>
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}
            >
              <Figure term={t('topics.column.share')}>
                <ShareBar share={topic.share} />
              </Figure>
              <Figure term={t('topics.column.sentiment')}>
                {topic.sentiment === null ? notShown : <SentimentWord score={topic.sentiment} />}
              </Figure>
              <Figure term={t('topics.column.nps')}>
                {topic.nps === null ? notShown : formatNumber(topic.nps, locale)}
              </Figure>
              <Figure term={t('topics.column.change')}>
                <ChangeFigure change={topic.change} significant={topic.changeSignificant} />
              </Figure>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
