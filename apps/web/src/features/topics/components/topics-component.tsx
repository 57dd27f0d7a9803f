import Typography from '@mui/material/Typography';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { useTopicCommentsPath } from '@/entities/selection/lib/use-topic-comments-path.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { useTopics } from '../api/get-topics.ts';
import { TopicsNote } from './topics-note.tsx';
import { TopicsTable } from './topics-table.tsx';

interface TopicsComponentProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

/**
 * The page component TopicsComponent: what the comments of the drill node and filters are
 * about, by the survey's topics (docs/text-analytics.md), each with its share, sentiment,
 * NPS and change; a topic's count opens its comments.
 */
export function TopicsComponent({ component, survey, context }: TopicsComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useTopics(context);
  const data = query.data;
  const commentsPath = useTopicCommentsPath(survey, context, data?.topics.map((topic) => topic.key) ?? []);

  return (
    <Panel
      title={component.title ?? t('component.TopicsComponent')}
      busy={query.isFetching}
      testId={`topics-${component.id}`}
      actions={
        data && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('topics.comments', { count: data.comments, formatted: formatNumber(data.comments, locale) })}
          </Typography>
        )
      }
    >
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {data && data.topics.length === 0 && <EmptyState text={t('topics.noTaxonomy')} />}
      {data && data.topics.length > 0 && data.comments === 0 && <EmptyState text={t('topics.empty')} />}
      {data && data.topics.length > 0 && data.comments > 0 && (
        <>
          <TopicsTable topics={data.topics} commentsPath={commentsPath} />
          <TopicsNote data={data} />
        </>
      )}
    </Panel>
  );
}
