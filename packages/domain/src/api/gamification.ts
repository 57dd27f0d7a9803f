import { ZGamificationQuery, ZGamificationResponse } from '../schemas/gamification.ts';
import type { ApiRoute } from './api-route.ts';
import { ZDashboardParams } from './path-params.ts';

/** The leaderboard of a page's GamificationOverviewConfig component. */
export const gamificationApi = {
  leaderboard: {
    method: 'GET',
    path: '/api/vuejs/analytics/gamification/:survey/:drillPathFiltered',
    summary: 'Units at the deepest level below the drill node ranked by points, with badges',
    description:
      "Points come from the component's rules (indicator above a bar, alerts solved in time, volume) over its months, which replace the time filter. In the fair order (the default) an indicator month counts only when its whole 95% interval is above the bar. 404 for an unknown page or component, 400 (`field: component`) for a configuration that does not parse.",
    tag: 'gamification',
    auth: 'session',
    permission: 'rankings.view',
    params: ZDashboardParams,
    querystring: ZGamificationQuery,
    response: { 200: ZGamificationResponse },
  },
} as const satisfies Record<string, ApiRoute>;
