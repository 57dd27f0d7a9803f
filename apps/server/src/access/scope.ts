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
