import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TTopicFigures } from '@opinio/domain/schemas/topics';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SentimentWord } from '@/components/sentiment-word.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { TopicCards } from './topic-cards.tsx';
import { ChangeFigure, ShareBar } from './topic-cells.tsx';

interface TopicsTableProps {
  topics: readonly TTopicFigures[];
  /** Where a topic's comments open; null: its count is not a link (no comments page or topic filter). */
  commentsPath: (topic: string) => string | null;
}

const nowrap = { whiteSpace: 'nowrap' } as const;
const figure = { ...nowrap, fontVariantNumeric: 'tabular-nums' } as const;

/** The topics, most mentioned first; on a phone, one card each. */
export function TopicsTable({ topics, commentsPath }: TopicsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const label = t('topics.tableLabel');
  const notShown = (
    <>
      –<VisuallyHidden>{t('topics.notShown')}</VisuallyHidden>
    </>
  );
  if (phone) return <TopicCards topics={topics} commentsPath={commentsPath} />;
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label} data-testid="topics-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('topics.column.topic')}</TableCell>
            <TableCell align="right" sx={nowrap}>
              {t('topics.column.count')}
            </TableCell>
            <TableCell align="right" sx={nowrap}>
              {t('topics.column.share')}
            </TableCell>
            <TableCell sx={nowrap}>{t('topics.column.sentiment')}</TableCell>
            <TableCell align="right" sx={nowrap}>
              {t('topics.column.nps')}
            </TableCell>
            <TableCell align="right" sx={nowrap}>
              {t('topics.column.change')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {topics.map((topic) => {
            const to = topic.count > 0 ? commentsPath(topic.key) : null;
            const count = formatNumber(topic.count, locale);
            return (
              <TableRow key={topic.key} data-testid={`topic-${topic.key}`}>
                <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                  {topic.name}
                </TableCell>
                <TableCell align="right" sx={figure}>
                  {to ? (
                    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }} data-testid="topic-count">
                      {count}
                      <VisuallyHidden>{` ${t('topics.countLink', { count: topic.count, topic: topic.name })}`}</VisuallyHidden>
                    </Link>
                  ) : (
                    <span data-testid="topic-count">{count}</span>
                  )}
                </TableCell>
                <TableCell align="right" sx={figure}>
                  <ShareBar share={topic.share} />
                </TableCell>
                <TableCell sx={nowrap}>
                  {topic.sentiment === null ? notShown : <SentimentWord score={topic.sentiment} />}
                </TableCell>
                <TableCell align="right" sx={figure}>
                  {topic.nps === null ? notShown : formatNumber(topic.nps, locale)}
                </TableCell>
                <TableCell align="right" sx={figure}>
                  <ChangeFigure change={topic.change} significant={topic.changeSignificant} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
