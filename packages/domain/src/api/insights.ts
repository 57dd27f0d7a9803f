import { ZDriversQuery, ZDriversResponse } from '../schemas/insights.ts';
import type { ApiRoute } from './api-route.ts';
import { ZDashboardParams } from './path-params.ts';

/**
 * What lies behind the dashboard's figures for a drill node and its filters. Like the
 * dashboard's calls, a drill path outside the user's scope answers 404 and an unknown filter
 * 400 naming it; any member of the universe may call.
 */
export const insightsApi = {
  drivers: {
    method: 'GET',
    path: '/api/vuejs/analytics/drivers/:survey/:drillPathFiltered',
    summary: "Key drivers: how much each scale question explains of a target indicator's question",
    description:
      "Each scale question's Shapley share of the R² of the target's question regressed on them all (LMG), its mean with a 95% interval, its performance on 0..100 and its quadrant, with the parent unit's means beside. Only interviews that answered every question count (listwise); with fewer than `minAnswers` of them the answer is `tooFew` without drivers. An unknown target is a 400 naming `target`. Method and limits: docs/key-drivers.md.",
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams,
    querystring: ZDriversQuery,
    response: { 200: ZDriversResponse },
  },
} as const satisfies Record<string, ApiRoute>;
