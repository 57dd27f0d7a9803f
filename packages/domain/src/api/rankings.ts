import { ZRankingQuery, ZRankingResponse } from '../schemas/analytics.ts';
import type { ApiRoute } from './api-route.ts';
import { ZDashboardParams } from './path-params.ts';

/** Units ranked by an indicator. */
export const rankingsApi = {
  ranking: {
    method: 'GET',
    path: '/api/vuejs/analytics/ranking/:survey/:drillPathFiltered',
    summary: 'Every unit at a level below the drill node, ranked by an indicator',
    description:
      "Units under `minCount` answers are listed apart, unranked; with a time filter each unit carries the previous period's rank. `depth` is the deepest level that can be ranked.",
    tag: 'rankings',
    auth: 'session',
    permission: 'rankings.view',
    params: ZDashboardParams,
    querystring: ZRankingQuery,
    response: { 200: ZRankingResponse },
  },
} as const satisfies Record<string, ApiRoute>;
