import { z } from 'zod';
import { ZPlan, ZPlanCreate, ZPlanList, ZPlanOwners, ZPlanUpdate } from '../schemas/plans.ts';
import type { ApiRoute } from './api-route.ts';
import { idParam, ZDashboardParams, ZSurveyParam } from './path-params.ts';

const ZPlanParams = z.object({ survey: ZSurveyParam, planId: idParam("The plan's id", 'bigserial') });

/**
 * Action plans (docs/action-plans.md): what a unit will do about a change, a driver or a
 * theme, with an owner, a due date and a target on an indicator, followed from the answers.
 * Any member sees the plans of units within their scope; making and changing them needs
 * `plans.manage`. A plan of a unit outside the scope, or of another universe, answers 404.
 */
export const plansApi = {
  list: {
    method: 'GET',
    path: '/api/vuejs/plans/list/:survey/:drillPathFiltered',
    summary: 'Plans of the drill node and the units below it, with their progress and outcome',
    description:
      "Open and overdue plans first (the nearest due date first), then done and cancelled ones (the latest first); at most 200. Each carries its indicator over the plan's period against its baseline (the 28 days before it was made, or longer when those hold fewer than the survey's minimum of answers), with n and 95% intervals; a figure with fewer answers than the minimum has a null value. The filters of the path do not apply: a plan is of all its unit's answers.",
    tag: 'plans',
    auth: 'session',
    params: ZDashboardParams,
    response: { 200: ZPlanList },
  },
  plan: {
    method: 'GET',
    path: '/api/vuejs/plans/plan/:survey/:planId',
    summary: 'One plan with its progress and outcome',
    tag: 'plans',
    auth: 'session',
    params: ZPlanParams,
    response: { 200: ZPlan },
  },
  owners: {
    method: 'GET',
    path: '/api/vuejs/plans/owners/:survey/:drillPathFiltered',
    summary: "Who may own a plan of the drill node's unit: members who see it",
    description:
      '400 (`field: drillPathFiltered`, `organisation_view_only`) for a node of another view than the organisation.',
    tag: 'plans',
    auth: 'session',
    params: ZDashboardParams,
    response: { 200: ZPlanOwners },
  },
  create: {
    method: 'POST',
    path: '/api/vuejs/plans/create/:survey/:drillPathFiltered',
    summary: "Make a plan for the drill node's unit",
    description:
      "The unit is the drill path's node, in the organisation view (400 `field: drillPathFiltered` otherwise). 400 with `field`: `ownerUsername` for someone who does not see the unit, `indicator` for an indicator the survey does not have, `target` outside the indicator's scale, `dueDate` before today.",
    tag: 'plans',
    auth: 'session',
    permission: 'plans.manage',
    params: ZDashboardParams,
    body: ZPlanCreate,
    response: { 200: ZPlan },
  },
  update: {
    method: 'POST',
    path: '/api/vuejs/plans/update/:survey/:planId',
    summary: "Change a plan's text, owner, due date or target, or close it",
    description:
      'Moves: open → done (with a `note`, else 400 `field: note`) | cancelled, done | cancelled → open. 400 with `field` as for creating it; a move not allowed is 400 (`field: state`, `invalid_transition`).',
    tag: 'plans',
    auth: 'session',
    permission: 'plans.manage',
    params: ZPlanParams,
    body: ZPlanUpdate,
    response: { 200: ZPlan },
  },
} as const satisfies Record<string, ApiRoute>;
