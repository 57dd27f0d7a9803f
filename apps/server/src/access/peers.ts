import type { SurveyModel, UnitNode } from '#surveys/survey-model.ts';
import type { Scope } from './scope.ts';

/**
 * The unit whose units a leaf unit is compared with: its parent, when the node is a unit of
 * the organisation with nothing below it (a store). A store is ranked among its peers, the
 * units under the same parent; null when there is nothing to compare with.
 */
export function peerParent(survey: SurveyModel, node: UnitNode, inOrganisation: boolean): UnitNode | null {
  if (!inOrganisation || node.level < survey.organisation.depth || node.children.length > 0) return null;
  return node.parent;
}

interface NamedRow {
  extName: string;
  title: string;
  path: string;
}

/**
 * Rows of a unit's peers as the caller may see them: units within the caller's scope keep
 * their name, id and path; the others (a store manager's neighbours) lose all three and are
 * numbered instead, by their position in the rows' order (1 for the first row), so that the
 * caller learns how the peers do, never who they are.
 */
export function anonymisePeers<R extends NamedRow>(
  rows: readonly R[],
  scope: Scope,
  unitOf: (row: R) => UnitNode | undefined,
): Array<R & { peer: number | null }> {
  return rows.map((row, i) =>
    scope.allows(unitOf(row))
      ? { ...row, peer: null }
      : { ...row, extName: '', title: '', path: '', peer: i + 1 },
  );
}
