import type { Scope } from '../surveys/drill-path-resolver.ts';
import type { UnitNode } from '../surveys/survey-model.ts';

const namesBelow = new WeakMap<UnitNode, readonly string[]>();

/**
 * The extNames of the units a scope covers (its unit and every unit below it), or null
 * for the whole organisation. Administration records that carry a scope unit (API keys,
 * import tasks) are cut to these, as the data is cut to the scope's units.
 */
export function scopeUnitNames(scope: Scope): readonly string[] | null {
  if (!scope.unit) return null;
  let names = namesBelow.get(scope.unit);
  if (!names) {
    const found: string[] = [];
    const walk = (unit: UnitNode) => {
      found.push(unit.extName);
      for (const child of unit.children) walk(child);
    };
    walk(scope.unit);
    names = found;
    namesBelow.set(scope.unit, names);
  }
  return names;
}
