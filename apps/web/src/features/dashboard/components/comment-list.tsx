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
import { useDeferredAnswer } from '@/lib/deferred-answer.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { useDrawnInSlices } from '@/lib/use-drawn-in-slices.ts';
import { useTopicFilter } from '@/lib/use-topic-filter.ts';
import { useComments } from '../api/get-comments.ts';
import { CommentTopics, HighlightedText } from './comment-topics.tsx';
import './comment-list.css';

/** Comments drawn per task: a page of twenty in four short tasks rather than one long one. */
const COMMENTS_PER_TASK = 5;

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
 * other components it scrolls in a box of its own. A comment opens its interview. The items
 * are plain elements with static styles (comment-list.css), drawn a few per task.
 */
export function CommentList({ component, survey, context, alone = false }: CommentListProps) {
  const { t } = useTranslation();
  const query = useDeferredAnswer(useComments(context));
  const mayOpen = useIdentity().data?.permissions.includes('interviews.view') ?? false;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const topicFilter = useTopicFilter(survey, [
    ...new Set(items.flatMap((item) => item.topics.map((topic) => topic.key))),
  ]);
  const title = component.title ?? t('component.CommentList');
  const drawn = useDrawnInSlices(items.length, COMMENTS_PER_TASK, query.data?.pages[0]);
  // the end mark only once every loaded comment is drawn: a half-drawn page is not its end
  const mark = useLoadMoreOnSight<HTMLLIElement>(query, drawn);

  return (
    <Panel title={title} busy={query.isFetching} testId="comments">
      <PagedListBody query={query} itemCount={items.length} empty={<EmptyState text={t('comments.empty')} />}>
        <ol
          aria-label={title}
          className="comment-feed"
          data-testid="comment-feed"
          // Beside other components it scrolls inside the panel (focusable, to scroll by keyboard).
          {...(alone ? {} : { tabIndex: 0, 'data-boxed': true })}
        >
          {items.slice(0, drawn).map((item, index) => (
            <Fragment key={`${item.interviewId}-${item.question}`}>
              {index > 0 && <li aria-hidden className="comment-divider" />}
              <CommentItem
                item={item}
                surveyExtName={context.surveyExtName}
                mayOpen={mayOpen}
                topicFilter={topicFilter}
              />
            </Fragment>
          ))}
          {drawn === items.length && <li aria-hidden ref={mark} data-testid="comments-end" />}
        </ol>
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
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard opens the interview by the link inside; a click anywhere on the comment is a larger target for a pointer
    <li
      className="comment"
      data-testid="comment"
      data-interview-id={item.interviewId}
      data-opens={mayOpen || undefined}
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
    >
      <div className="comment-row comment-head">
        <time className="comment-caption comment-date" dateTime={item.date}>
          {date}
        </time>
        <span className="comment-caption comment-unit">{item.unitTitle}</span>
        {item.score !== null && (
          <span className="comment-chip">{t('comments.score', { score: item.score })}</span>
        )}
      </div>
      <HighlightedText text={item.text} topics={item.topics} />
      <CommentTopics topics={item.topics} sentiment={item.sentiment} topicFilter={topicFilter}>
        {mayOpen && (
          <RouterLink to={target} className="comment-open" data-testid="comment-open-interview">
            {t('alert.openInterview')}
            <VisuallyHidden>{`: ${item.unitTitle}, ${date}`}</VisuallyHidden>
          </RouterLink>
        )}
      </CommentTopics>
    </li>
  );
}
