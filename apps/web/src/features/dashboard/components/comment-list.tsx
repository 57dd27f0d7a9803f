import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TCommentsResponse } from '@opinio/domain/schemas/analytics';
import type { TFilter } from '@opinio/domain/schemas/filters';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadMoreButton, PagedListBody, useLoadMoreOnSight } from '@/components/paged-list.tsx';
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
  /** The page's only component: a feed at the page's full height rather than a box that scrolls. */
  alone?: boolean;
}

/**
 * Free-text answers, newest first, the words that matched a topic marked, the topics and the
 * sentiment as chips. The next page comes as the end of the list nears the screen (the button
 * stays for the keyboard). Alone on its page the list is a feed at the page's height; beside
 * other components it scrolls in a box of its own. A comment opens its interview.
 */
export function CommentList({ component, survey, context, alone = false }: CommentListProps) {
  const { t } = useTranslation();
  const query = useComments(context);
  const mayOpen = useIdentity().data?.permissions.includes('interviews.view') ?? false;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const topicFilter = useTopicFilter(survey, [
    ...new Set(items.flatMap((item) => item.topics.map((topic) => topic.key))),
  ]);
  const title = component.title ?? t('component.CommentList');
  const mark = useLoadMoreOnSight<HTMLLIElement>(query, items.length);

  return (
    <Panel title={title} busy={query.isFetching} testId="comments">
      <PagedListBody query={query} itemCount={items.length} empty={<EmptyState text={t('comments.empty')} />}>
        <Stack
          component="ol"
          aria-label={title}
          divider={<Divider component="li" aria-hidden />}
          data-testid="comment-feed"
          // Beside other components it scrolls inside the panel (focusable, to scroll by keyboard).
          {...(alone ? {} : { tabIndex: 0 })}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            ...(alone ? {} : { maxHeight: 560, overflowY: 'auto', pr: 1 }),
          }}
        >
          {items.map((item) => (
            <Fragment key={`${item.interviewId}-${item.question}`}>
              <CommentItem
                item={item}
                surveyExtName={context.surveyExtName}
                mayOpen={mayOpen}
                topicFilter={topicFilter}
              />
            </Fragment>
          ))}
          <li aria-hidden ref={mark} data-testid="comments-end" />
        </Stack>
      </PagedListBody>
      <LoadMoreButton query={query} label={t('comments.loadMore')} testId="comments-load-more" />
    </Panel>
  );
}

type CommentItemData = TCommentsResponse['items'][number];

/** One comment; with the right to see interviews, a click on it (or its link) opens its interview. */
function CommentItem({
  item,
  surveyExtName,
  mayOpen,
  topicFilter,
}: {
  item: CommentItemData;
  surveyExtName: string;
  mayOpen: boolean;
  topicFilter: TFilter | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const target = pathFor('interview', { surveyExtName, interviewId: item.interviewId });
  const date = formatDate(item.date, locale);
  return (
    <Stack
      component="li"
      spacing={0.75}
      data-testid="comment"
      data-interview-id={item.interviewId}
      onClick={
        mayOpen
          ? (event) => {
              // a click on a link or chip inside, or the end of selecting text, is not an open
              if ((event.target as Element).closest('a,button')) return;
              if (window.getSelection()?.toString()) return;
              navigate(target);
            }
          : undefined
      }
      sx={{
        // holds its text for screen readers (absolutely placed) within it, not at the page's end
        position: 'relative',
        py: 1.5,
        px: 1,
        borderRadius: 1,
        ...(mayOpen && {
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:has(a:focus-visible)': {
            bgcolor: 'action.selected',
            boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
          },
        }),
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, rowGap: 0.5 }}>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={item.date}>
          {date}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {item.unitTitle}
        </Typography>
        {item.score !== null && (
          <Chip size="small" variant="outlined" label={t('comments.score', { score: item.score })} />
        )}
      </Stack>
      <HighlightedText text={item.text} topics={item.topics} />
      <CommentTopics topics={item.topics} sentiment={item.sentiment} topicFilter={topicFilter}>
        {mayOpen && (
          <Link
            component={RouterLink}
            to={target}
            variant="body2"
            sx={{ ml: 'auto', fontWeight: 600, whiteSpace: 'nowrap', py: 0.25 }}
            data-testid="comment-open-interview"
          >
            {t('alert.openInterview')}
            <VisuallyHidden>{`: ${item.unitTitle}, ${date}`}</VisuallyHidden>
          </Link>
        )}
      </CommentTopics>
    </Stack>
  );
}
