import { levelName } from '@opinio/domain/level-names';
import type { TSurvey } from '@opinio/domain/schemas/survey';

/** The level names of the view a drill path ("org,all,north") is in; none for an unknown view. */
export function levelNamesOf(survey: TSurvey, drillPath: string): readonly string[] {
  const viewExtName = drillPath.split(/[,;]/)[0];
  return survey.views.find((v) => v.extName === viewExtName)?.levelNames ?? [];
}

/**
 * The names a peer sentence uses: the peers' level and their parent's ("12 units at the
 * Store level under the same District"); null unless both are named (the generic sentence).
 */
export function peerLevelNames(
  levelNames: readonly string[],
  level: number,
): { level: string; parent: string } | null {
  const own = levelName(levelNames, level);
  const parent = levelName(levelNames, level - 1);
  return own && parent ? { level: own, parent } : null;
}
