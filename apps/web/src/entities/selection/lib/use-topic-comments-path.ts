import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { commentsPage, topicCommentsPath } from '@/lib/topic-comments-link.ts';
import { useTopicFilter } from '@/lib/use-topic-filter.ts';
import { useActivePageExtName } from './selection-navigation.ts';

/**
 * Where a topic's comments open from the page on screen: the survey's comments page at the
 * same node and filters, the topic filter set to that topic alone (`topicCommentsPath`); null
 * while the topic filter is not known, or when the survey has no comments page or filter.
 * `keys`: the topics the filter must offer.
 */
export function useTopicCommentsPath(
  survey: TSurvey,
  context: AnalyticsContext,
  keys: readonly string[],
): (topic: string) => string | null {
  const filter = useTopicFilter(survey, keys);
  const activePage = useActivePageExtName();
  const page = commentsPage(survey);
  const { drillPath, filterToken } = splitFilteredDrillPath(context.drillPathFiltered);
  return (topic) =>
    page && filter
      ? topicCommentsPath({
          survey,
          page,
          from: survey.pages.find((p) => p.extname === activePage),
          drillPath,
          filterToken,
          filterName: filter.extName,
          topic,
        })
      : null;
}
