import { topicsApi } from '@opinio/domain/api/topics';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { TTopicsResponse } from '@opinio/domain/schemas/topics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { useLocale } from '@/lib/number-format.ts';
import { defaultDrillPath } from '@/lib/page-path.ts';

/** A topic of the survey's taxonomy to choose: its key and its name in the UI's language. */
export interface TopicChoice {
  key: string;
  name: string;
}

/** GET /api/vuejs/analytics/topics/{survey}/{drillPathFiltered}: it lists every topic of the taxonomy. */
function getTopics(context: AnalyticsContext, signal?: AbortSignal): Promise<TTopicsResponse> {
  return callApi(topicsApi.topics, { params: dashboardParams(context), signal });
}

function surveyTopicsQueryOptions(context: AnalyticsContext, locale: string) {
  return queryOptions({
    // the sentiment model's query on the same screen: one answer serves both
    queryKey: analyticsKey(context, 'topics'),
    queryFn: ({ signal }) => getTopics(context, signal),
    select: (answer): TopicChoice[] =>
      answer.topics
        .map(({ key, name }) => ({ key, name }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
  });
}

/** The survey as a whole for its settings: its default drill node, every period. */
export function useSurveyContext(survey: TSurvey): AnalyticsContext {
  return {
    surveyExtName: survey.extName,
    loadCount: useLoadCount(survey.extName, survey.loadCount),
    drillPathFiltered: defaultDrillPath(survey),
    locale: useLocale(),
  };
}

/**
 * The survey's topics by name: the topics answer of its default drill node, which, unlike the
 * topics configuration block, every survey administrator may read. Empty without a taxonomy.
 */
export function useSurveyTopics(survey: TSurvey, enabled = true) {
  const context = useSurveyContext(survey);
  return useQuery({ ...surveyTopicsQueryOptions(context, context.locale), enabled });
}

/** The survey's sentiment model (one per survey, whatever the node): its accuracy and counts; null without one. */
export function useSentimentModel(context: AnalyticsContext) {
  // the same query as the topics: one answer serves both
  return useQuery({
    queryKey: analyticsKey(context, 'topics'),
    queryFn: ({ signal }) => getTopics(context, signal),
    select: (answer: TTopicsResponse) => answer.model,
  });
}
