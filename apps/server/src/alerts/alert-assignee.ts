import type { UnitNode } from '#surveys/survey-model.ts';

/**
 * The unit's manager: the member whose scope is the unit itself, else the closest
 * ancestor's (lowest user id when several share a unit). Members without a scope
 * (administrators) are not anybody's manager.
 */
export function managerOf(
  unit: UnitNode,
  members: ReadonlyArray<{ userId: number; scopeUnit: string | null }>,
) {
  for (let u: UnitNode | null = unit; u; u = u.parent) {
    const here = members.filter((m) => m.scopeUnit === u.extName).map((m) => m.userId);
    if (here.length > 0) return Math.min(...here);
  }
  return null;
}
