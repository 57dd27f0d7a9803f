import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadMoreButton, PagedListBody } from '@/components/paged-list.tsx';
import { Panel } from '@/components/panel.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { useTopicFilter } from '@/lib/use-topic-filter.ts';
import { useComments } from '../api/get-comments.ts';
import { CommentTopics, HighlightedText } from './comment-topics.tsx';

interface CommentListProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/** Free-text answers, newest first, a page at a time, the words that matched a topic marked. */
export function CommentList({ component, survey, context }: CommentListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useComments(context);
  const mayOpen = useIdentity().data?.permissions.includes('interviews.view') ?? false;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const topicFilter = useTopicFilter(survey, [
    ...new Set(items.flatMap((item) => item.topics.map((topic) => topic.key))),
  ]);

  return (
    <Panel title={component.title ?? t('component.CommentList')} busy={query.isFetching} testId="comments">
      <PagedListBody query={query} itemCount={items.length} empty={<EmptyState text={t('comments.empty')} />}>
        <Stack
          component="ol"
          // Scrolls inside the panel so a long list does not push the page away; focusable to scroll by keyboard.
          tabIndex={0}
          aria-label={component.title ?? t('component.CommentList')}
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 560, overflowY: 'auto', pr: 1 }}
        >
          {items.map((item) => (
            <Fragment key={`${item.interviewId}-${item.question}`}>
              <Stack component="li" spacing={0.5} sx={{ py: 1.25 }} data-testid="comment">
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <Typography variant="caption" color="text.secondary" component="time" dateTime={item.date}>
                    {formatDate(item.date, locale)}
                  </Typography>
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {item.unitTitle}
                  </Typography>
                  {item.score !== null && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('comments.score', { score: item.score })}
                    />
                  )}
                  {mayOpen && (
                    <Link
                      component={RouterLink}
                      to={pathFor('interview', {
                        surveyExtName: context.surveyExtName,
                        interviewId: item.interviewId,
                      })}
                      variant="caption"
                      data-testid="comment-open-interview"
                    >
                      {t('alert.openInterview')}
                      <VisuallyHidden>{`: ${item.unitTitle}, ${formatDate(item.date, locale)}`}</VisuallyHidden>
                    </Link>
                  )}
                </Stack>
                <HighlightedText text={item.text} topics={item.topics} />
                <CommentTopics topics={item.topics} sentiment={item.sentiment} topicFilter={topicFilter} />
              </Stack>
            </Fragment>
          ))}
        </Stack>
      </PagedListBody>
      <LoadMoreButton query={query} label={t('comments.loadMore')} />
    </Panel>
  );
}
