import { INTERVIEW_DATE_MAX } from '@opinio/domain/date-range';
import { indicatorScale, planStatus } from '@opinio/domain/plans/plan-outcome';
import type { TPlan, TPlanCreate, TPlanList, TPlanOwners, TPlanUpdate } from '@opinio/domain/schemas/plans';
import type { FastifyRequest } from 'fastify';
import { eligibleAssignees } from '#alerts/eligible-assignees.ts';
import type { DashboardContext } from '#analytics/dashboard.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { unitDrillPath } from '#changes/change-cells.ts';
import { badRequest, notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { IndicatorModel, SurveyModel, UnitNode } from '#surveys/survey-model.ts';
import { planFigures } from './plan-figures.ts';
import {
  findPlan,
  findPlansOfUnits,
  insertPlan,
  type PlanChanges,
  type PlanRow,
  updatePlanRow,
  userIdOf,
} from './plan-repository.ts';

type PlanServices = Pick<Services, 'database' | 'analytics' | 'today'>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Every unit at or below `top` that the scope allows. */
function unitsBelow(top: UnitNode, allows: (unit: UnitNode) => boolean): number[] {
  const ids: number[] = [];
  const visit = (unit: UnitNode) => {
    if (allows(unit)) ids.push(unit.id);
    for (const child of unit.children) visit(child);
  };
  visit(top);
  return ids;
}

/** A stored plan as the API gives it, with its status and its outcome from the answers so far. */
export async function planView(
  services: PlanServices,
  survey: SurveyModel,
  row: PlanRow,
): Promise<TPlan | null> {
  const unit = survey.organisation.unitsById.get(row.unitId);
  const indicator = survey.indicators.find((i) => i.extName === row.indicator);
  // a unit or indicator taken out of the configuration: the plan is not shown
  if (!unit || !indicator) return null;
  const today = isoDay(services.today());
  const outcome = await planFigures(
    services.analytics,
    survey,
    {
      unit,
      indicator,
      direction: row.direction,
      target: row.target,
      firstDay: row.firstDay,
      dueDate: row.dueDate,
    },
    today,
  );
  return {
    id: String(row.id),
    unit: { extName: unit.extName, title: unit.title, path: unitDrillPath(survey, unit) },
    title: row.title,
    description: row.description,
    owner: row.owner,
    dueDate: row.dueDate,
    indicator: {
      extName: indicator.extName,
      title: indicator.title,
      kind: indicator.kind,
      decimals: indicator.decimals,
      ...indicatorScale(indicator.kind, indicator.question),
    },
    direction: row.direction,
    target: row.target,
    state: row.state,
    status: planStatus(row.state, row.dueDate, today),
    source: row.sourceKind ? { kind: row.sourceKind, label: row.sourceLabel ?? '' } : null,
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    outcome,
  };
}

/**
 * The plans of the drill node and the units below it that lie within the caller's scope (in
 * another view than the organisation: of the scope's units). A plan outside the scope is
 * never listed.
 */
export async function listPlans(services: PlanServices, ctx: DashboardContext): Promise<TPlanList> {
  const { survey, drill, scope } = ctx;
  const organisation = survey.organisation;
  const top = drill.view === organisation ? drill.node : (scope.unit ?? organisation.root);
  const rows = await findPlansOfUnits(
    services.database,
    survey,
    unitsBelow(top, (unit) => scope.allows(unit)),
  );
  const plans: TPlan[] = [];
  for (const row of rows) {
    const plan = await planView(services, survey, row);
    if (plan) plans.push(plan);
  }
  return { plans, minAnswers: survey.minAnswers };
}

/** A plan of the survey whose unit lies within the caller's scope; 404 otherwise (never saying it exists). */
export async function planForRequest(
  services: Pick<Services, 'catalog' | 'database'>,
  request: FastifyRequest,
  extName: string,
  planId: number,
) {
  const context = await surveyForRequest(services, request, extName);
  const { survey, scope } = context;
  const row = await findPlan(services.database, survey, planId);
  const unit = row && survey.organisation.unitsById.get(row.unitId);
  if (!row || !unit || !scope.allows(unit)) throw notFound(`Plan ${planId} not found`);
  return { ...context, row, unit };
}

/** One plan as the API gives it (404 as planForRequest). */
export async function planDetails(
  services: PlanServices & Pick<Services, 'catalog'>,
  request: FastifyRequest,
  extName: string,
  planId: number,
): Promise<TPlan> {
  const { survey, row } = await planForRequest(services, request, extName, planId);
  const plan = await planView(services, survey, row);
  if (!plan) throw notFound(`Plan ${planId} not found`);
  return plan;
}

/** The drill node's unit, which a plan is made for: in the organisation view only. */
function planUnit(ctx: DashboardContext): UnitNode {
  if (ctx.drill.view !== ctx.survey.organisation) {
    throw badRequest('Plans are made for units of the organisation view', 'drillPathFiltered', {
      code: 'organisation_view_only',
    });
  }
  return ctx.drill.node;
}

/** Who may own a plan of the drill node's unit: enabled members of the universe who see it. */
export async function planOwners(
  services: Pick<Services, 'database'>,
  ctx: DashboardContext,
): Promise<TPlanOwners> {
  const users = await eligibleAssignees(services.database.db, ctx.survey, planUnit(ctx), null);
  return { users: users.map(({ username, name }) => ({ username, name })) };
}

function indicatorOf(survey: SurveyModel, extName: string): IndicatorModel {
  const indicator = survey.indicators.find((i) => i.extName === extName);
  if (!indicator) {
    throw badRequest(`The survey has no indicator ${extName}`, 'indicator', {
      code: 'unknown_value',
      params: { value: extName },
    });
  }
  return indicator;
}

function checkTarget(indicator: IndicatorModel, target: number): void {
  const { min, max } = indicatorScale(indicator.kind, indicator.question);
  if (target < min || target > max) {
    throw badRequest(`The target must be on the indicator's scale, ${min} to ${max}`, 'target', {
      code: 'out_of_range',
      params: { min, max },
    });
  }
}

function checkDueDate(dueDate: string, earliest: string): void {
  if (dueDate < earliest) {
    throw badRequest(`The due date must be ${earliest} or later`, 'dueDate', {
      code: 'date_out_of_range',
      params: { min: earliest, max: INTERVIEW_DATE_MAX },
    });
  }
}

async function ownerId(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  unit: UnitNode,
  username: string,
): Promise<number> {
  const owners = await eligibleAssignees(services.database.db, survey, unit, null);
  if (!owners.some((o) => o.username === username)) {
    throw badRequest(`${username} does not see ${unit.title}`, 'ownerUsername', {
      code: 'unknown_value',
      params: { value: username },
    });
  }
  return userIdOf(services.database, username);
}

/** Makes a plan for the drill node's unit; every field is checked before anything is written. */
export async function createPlan(
  services: PlanServices,
  ctx: DashboardContext,
  userId: number,
  body: TPlanCreate,
): Promise<TPlan> {
  const { survey } = ctx;
  const unit = planUnit(ctx);
  const now = services.today();
  const indicator = indicatorOf(survey, body.indicator);
  checkTarget(indicator, body.target);
  checkDueDate(body.dueDate, isoDay(now));
  const ownerUserId = await ownerId(services, survey, unit, body.ownerUsername);
  const id = await insertPlan(services.database, survey, {
    unitId: unit.id,
    title: body.title,
    description: body.description ?? '',
    ownerUserId,
    dueDate: body.dueDate,
    indicator: indicator.extName,
    direction: body.direction,
    target: body.target,
    sourceKind: body.source?.kind ?? null,
    sourceLabel: body.source?.label ?? null,
    createdBy: userId,
    createdAt: now,
  });
  const row = await findPlan(services.database, survey, id);
  const plan = row && (await planView(services, survey, row));
  if (!plan) throw new Error(`Plan ${id} not read back`);
  return plan;
}

/** The state moves a plan may make: open → done | cancelled, and back to open. */
const MOVES: Record<PlanRow['state'], readonly PlanRow['state'][]> = {
  open: ['done', 'cancelled'],
  done: ['open'],
  cancelled: ['open'],
};

/** Changes a plan (planForRequest's), checking every field before anything is written. */
export async function updatePlan(
  services: PlanServices,
  survey: SurveyModel,
  row: PlanRow,
  unit: UnitNode,
  body: TPlanUpdate,
): Promise<TPlan> {
  const changes: PlanChanges = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.description !== undefined) changes.description = body.description;
  const indicator = indicatorOf(survey, body.indicator ?? row.indicator);
  if (body.indicator !== undefined) changes.indicator = indicator.extName;
  if (body.direction !== undefined) changes.direction = body.direction;
  if (body.target !== undefined || body.indicator !== undefined) {
    checkTarget(indicator, body.target ?? row.target);
    if (body.target !== undefined) changes.target = body.target;
  }
  if (body.dueDate !== undefined && body.dueDate !== row.dueDate) {
    checkDueDate(body.dueDate, row.firstDay);
    changes.due_date = body.dueDate;
    // told again when the new due date comes
    changes.due_notified_at = null;
  }
  if (body.note !== undefined) changes.note = body.note;
  if (body.state !== undefined && body.state !== row.state) {
    if (!MOVES[row.state].includes(body.state)) {
      throw badRequest(`A plan cannot move from ${row.state} to ${body.state}`, 'state', {
        code: 'invalid_transition',
        params: { from: row.state, to: body.state },
      });
    }
    if (body.state === 'done' && !(body.note ?? row.note)?.trim()) {
      throw badRequest('Say what was done to close the plan as done', 'note', { code: 'required' });
    }
    changes.state = body.state;
    changes.closed_at = body.state === 'open' ? null : services.today();
  }
  if (body.ownerUsername !== undefined && body.ownerUsername !== row.owner?.username) {
    changes.owner_user_id = await ownerId(services, survey, unit, body.ownerUsername);
  }
  if (Object.keys(changes).length > 0) await updatePlanRow(services.database, survey, row.id, changes);
  const updated = await findPlan(services.database, survey, row.id);
  const plan = updated && (await planView(services, survey, updated));
  if (!plan) throw notFound(`Plan ${row.id} not found`);
  return plan;
}
