import {
  ZAnalyticsQuery,
  ZBreakdownResponse,
  ZCommentsQuery,
  ZCommentsResponse,
  ZDistributionResponse,
  ZKpiResponse,
  ZSegmentedDrillPath,
  ZTrendResponse,
} from '../schemas/analytics.ts';
import type { ApiRoute } from './api-route.ts';
import { ZDashboardParams } from './path-params.ts';

/**
 * The dashboard's figures for a drill node and its filters. A drill path outside the
 * user's scope, or not a chain of parent and child units, answers 404; an unknown filter
 * or a malformed filter value 400 naming the filter.
 */
export const dashboardApi = {
  drillPath: {
    method: 'GET',
    path: '/api/vuejs/drillpath/:survey/:drillPathFiltered',
    summary: "The drill path's segments with titles, its interviews, children and the headline trend",
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams,
    response: { 200: ZSegmentedDrillPath },
  },
  kpis: {
    method: 'GET',
    path: '/api/vuejs/analytics/kpis/:survey/:drillPathFiltered',
    summary: 'A tile per indicator, with the change against the previous period',
    description: 'The change is against the previous period of equal length when a time filter is set.',
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams,
    response: { 200: ZKpiResponse },
  },
  trend: {
    method: 'GET',
    path: '/api/vuejs/analytics/trend/:survey/:drillPathFiltered',
    summary: "An indicator's trend by day, week, month or quarter",
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams,
    querystring: ZAnalyticsQuery,
    response: { 200: ZTrendResponse },
  },
  breakdown: {
    method: 'GET',
    path: '/api/vuejs/analytics/breakdown/:survey/:drillPathFiltered',
    summary: 'The indicators of each child unit of the drill node',
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams,
    response: { 200: ZBreakdownResponse },
  },
  distribution: {
    method: 'GET',
    path: '/api/vuejs/analytics/distribution/:survey/:drillPathFiltered',
    summary: 'The answers of a question by scale value or option',
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams,
    querystring: ZAnalyticsQuery,
    response: { 200: ZDistributionResponse },
  },
  comments: {
    method: 'GET',
    path: '/api/vuejs/comments/:survey/:drillPathFiltered',
    summary: "Respondents' comments, newest first, keyset-paged, with their topics and sentiment",
    description:
      "Each comment comes with the survey's topics it mentions and the spans of the words that matched (for highlighting), and its sentiment. `topic` lists a topic's comments; an unknown topic is a 400 naming `topic`.",
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams,
    querystring: ZCommentsQuery,
    response: { 200: ZCommentsResponse },
  },
} as const satisfies Record<string, ApiRoute>;
