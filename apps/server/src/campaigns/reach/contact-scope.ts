import type { Scope } from '#access/scope.ts';
import { type DashboardContext, nodeConditions } from '#analytics/dashboard.ts';
import type { Condition } from '#analytics/query-spec.ts';
import type { UnitNode } from '#surveys/survey-model.ts';

/**
 * Which contacts a drill node covers, as the sample list selects them: by their unit (the
 * node in the organisation view, else the caller's scope), and by answers (filters, and a
 * question view's node) for those who answered; a contact without an interview has nothing
 * to test and stays in.
 */
export interface ContactScope {
  /** Only contacts of these units; null: any unit of the survey. */
  unitIds: number[] | null;
  answerConditions: Condition[];
}

function subtreeIds(unit: UnitNode): number[] {
  const ids: number[] = [];
  const walk = (u: UnitNode) => {
    ids.push(u.id);
    for (const child of u.children) walk(child);
  };
  walk(unit);
  return ids;
}

/** The units of a subtree; null for the whole organisation (its root or no unit). */
export const unitsUnder = (unit: UnitNode | null): number[] | null =>
  unit && unit.level > 1 ? subtreeIds(unit) : null;

/** The contacts of a drill node with its filters. */
export function contactScope(ctx: DashboardContext): ContactScope {
  const inOrganisation = ctx.drill.view === ctx.survey.organisation;
  return {
    unitIds: unitsUnder(inOrganisation ? ctx.drill.node : ctx.scope.unit),
    answerConditions: [
      ...(inOrganisation ? [] : nodeConditions(ctx).filter((c) => c.kind !== 'unit')),
      ...ctx.filters.conditions,
    ],
  };
}

/** The contacts of a drill node, by unit alone (lists and archives: no answer filters). */
export const nodeUnitIds = (ctx: DashboardContext): number[] | null => contactScope(ctx).unitIds;

/** The contacts a caller's scope covers. */
export const scopeContacts = (scope: Scope): ContactScope => ({
  unitIds: unitsUnder(scope.unit),
  answerConditions: [],
});
