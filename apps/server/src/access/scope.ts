import { type SqlBool, sql } from 'kysely';
import { isWithin, type SurveyModel, type UnitNode } from '#surveys/survey-model.ts';

/**
 * A caller's part of a survey's organisation: the unit their membership (or API key) names,
 * or the whole organisation. Every list, number and record a caller reaches is cut to it:
 * ask `allows(unit)` rather than comparing units by hand.
 */
export interface Scope {
  /** null: the whole organisation. */
  readonly unit: UnitNode | null;
  /** Whether a unit lies within the scope (a missing unit never does). */
  allows(unit: UnitNode | null | undefined): boolean;
  /**
   * The extNames of the scope's units (its unit and every unit below it), or null for the
   * whole organisation: administration records that carry a scope unit are cut to these.
   */
  unitNames(): readonly string[] | null;
}

const namesBelow = new WeakMap<UnitNode, readonly string[]>();

function unitNamesBelow(top: UnitNode): readonly string[] {
  let names = namesBelow.get(top);
  if (!names) {
    const found: string[] = [];
    const walk = (unit: UnitNode) => {
      found.push(unit.extName);
      for (const child of unit.children) walk(child);
    };
    walk(top);
    names = found;
    namesBelow.set(top, names);
  }
  return names;
}

/** The scope of a unit; null is the whole organisation. */
export function scopeOf(unit: UnitNode | null): Scope {
  return {
    unit,
    allows: (candidate) => !!candidate && (!unit || isWithin(candidate, unit)),
    unitNames: () => (unit ? unitNamesBelow(unit) : null),
  };
}

/**
 * The scope a membership's or key's scope unit names in a survey. A scope naming a unit
 * the survey does not have hides the survey (null).
 */
export function resolveScope(survey: SurveyModel, scopeUnit: string | null): Scope | null {
  if (scopeUnit === null) return scopeOf(null);
  const unit = survey.organisation.unitsByExtName.get(scopeUnit);
  return unit ? scopeOf(unit) : null;
}

/**
 * What a membership grants of the organisation: the whole of it, a unit (and everything
 * below it), or no unit yet. A member without a unit sees nothing: no survey, number,
 * interview or alert, until an administrator gives them one
 * (docs/product.md#users-and-roles).
 */
export type MemberScope =
  | { readonly kind: 'organisation' }
  | { readonly kind: 'unit'; readonly unit: string }
  | { readonly kind: 'none' };

export const WHOLE_ORGANISATION: MemberScope = { kind: 'organisation' };
const NO_UNIT: MemberScope = { kind: 'none' };

/** A membership row's scope: its unit, its whole-organisation flag, or neither (no unit yet). */
export function memberScope(row: { scope_unit: string | null; whole_organisation: boolean }): MemberScope {
  if (row.scope_unit !== null) return { kind: 'unit', unit: row.scope_unit };
  return row.whole_organisation ? WHOLE_ORGANISATION : NO_UNIT;
}

/**
 * The scope a membership reaches in a survey, or null when it reaches nothing there: no unit
 * yet, or a unit the survey does not have (the survey is then hidden from the member).
 */
export function resolveMemberScope(survey: SurveyModel, scope: MemberScope): Scope | null {
  if (scope.kind === 'none') return null;
  return resolveScope(survey, scope.kind === 'unit' ? scope.unit : null);
}

/**
 * For a query on `memberships as m`: the members who reach some part of the organisation. A
 * member without a unit yet is nobody's manager, assignee or report recipient.
 */
export const grantsAccess = sql<SqlBool>`(m.scope_unit IS NOT NULL OR m.whole_organisation)`;
