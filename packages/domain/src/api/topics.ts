import { ZCommentSummaryQuery, ZCommentSummaryResponse } from '../schemas/comment-summary.ts';
import { ZTopicSuggestionsResponse, ZTopicsResponse } from '../schemas/topics.ts';
import type { ApiRoute } from './api-route.ts';
import { ZDashboardParams } from './path-params.ts';

/**
 * Comment topics and sentiment for a drill node and its filters (docs/text-analytics.md).
 * Like the dashboard's calls, a drill path outside the user's scope answers 404 and an
 * unknown filter or topic 400 naming the filter.
 */
export const topicsApi = {
  topics: {
    method: 'GET',
    path: '/api/vuejs/analytics/topics/:survey/:drillPathFiltered',
    summary: 'How often each topic comes up in comments, its sentiment and NPS, and the change',
    description:
      "Counts are of interviews with a comment (every text question's answer read together). With a time filter each topic's share is compared with the previous period of equal length (two-proportion z test). `model` is the survey's sentiment model, trained on its own promoters' and detractors' comments, with its held-out accuracy and baseline.",
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams,
    response: { 200: ZTopicsResponse },
  },
  summary: {
    method: 'GET',
    path: '/api/vuejs/analytics/comment-summary/:survey/:drillPathFiltered',
    summary:
      "What the node's comments say: each theme's share, sentiment, change, impact on the score and typical comments",
    description:
      "Themes are the survey's topics. A theme's impact is the node's indicator minus the indicator of the answers whose comment does not mention it (share × difference), with its 95% interval and a pooled test of those who mention it against the others: what drags the score, not what is loud. Up to three representative comments per theme are chosen from its newest 200 comments (TF-IDF centroid, maximal marginal relevance), offline. Figures and comments of a theme mentioned by fewer than `minAnswers` are left out. An unknown indicator is a 400 naming `indicator`. Method and limits: docs/comment-summaries.md.",
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams,
    querystring: ZCommentSummaryQuery,
    response: { 200: ZCommentSummaryResponse },
  },
  suggestions: {
    method: 'GET',
    path: '/api/vuejs/analytics/topic-suggestions/:survey/:drillPathFiltered',
    summary: 'Phrases that the newest comments without a topic keep using: candidates for the taxonomy',
    description:
      'Reads the newest 5,000 comments of the node and filters. For those who edit the survey (permission survey.settings).',
    tag: 'dashboard',
    auth: 'session',
    permission: 'survey.settings',
    params: ZDashboardParams,
    response: { 200: ZTopicSuggestionsResponse },
  },
} as const satisfies Record<string, ApiRoute>;
