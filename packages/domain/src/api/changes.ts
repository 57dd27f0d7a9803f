import { ZChangeList, ZChangeWhy } from '../schemas/changes.ts';
import type { ApiRoute } from './api-route.ts';
import { idParam, ZDashboardParams } from './path-params.ts';

/**
 * What changed: changes of the survey's units found by the daily detection and after new
 * data (docs/what-changed.md). A drill path outside the user's scope answers 404; any member
 * of the universe may call, and sees the changes of units within their scope only.
 */
export const changesApi = {
  list: {
    method: 'GET',
    path: '/api/vuejs/analytics/changes/:survey/:drillPathFiltered',
    summary: 'Open changes of the drill node and the units below it',
    description:
      "Each change is a unit's indicator whose last 7 or 28 days differ from the unit's own year before beyond chance, with the false-discovery rate held at 5% across every unit, indicator and window of the survey, both sides with at least `minAnswers` answers and the difference at least the smallest worth acting on (5 NPS points, 0.1 scale points, 5 top-box points). The filters of the path do not apply: a change is of all the unit's answers.",
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams,
    response: { 200: ZChangeList },
  },
  why: {
    method: 'GET',
    path: '/api/vuejs/analytics/change-why/:survey/:drillPathFiltered/:changeId',
    summary: 'Why a change happened: the child units, segments, topics and questions that carry it',
    description:
      "Computed over the change's own periods: each child unit's and each segment's share of the change (shift-share: its own change and the move of its share of the answers), the topics that grew among comments at the bad end of the scale, and the scale questions that moved the same way. A change of a unit outside the caller's scope, or of another survey, answers 404.",
    tag: 'dashboard',
    auth: 'session',
    params: ZDashboardParams.extend({ changeId: idParam("The change's id", 'bigserial') }),
    response: { 200: ZChangeWhy },
  },
} as const satisfies Record<string, ApiRoute>;
