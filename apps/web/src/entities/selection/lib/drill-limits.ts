import { DRILL_PATH_MIN_SEGMENTS } from '@opinio/domain/constants';
import { moveUp, parseDrillPath } from '@opinio/domain/drill-path';

/** A path the user may see: their scope or below it. */
function isWithinScope(path: string, scopePath: string): boolean {
  return path === scopePath || path.startsWith(`${scopePath},`);
}

/** One level up, or null at two segments or at the user's scope. */
export function upTarget(drillPath: string, scopePath: string): string | null {
  let segments: readonly string[];
  try {
    segments = parseDrillPath(drillPath);
  } catch {
    return null;
  }
  const up = moveUp(segments).join(',');
  return up !== drillPath && isWithinScope(up, scopePath) ? up : null;
}

/**
 * Where a breadcrumb segment leads, or null when it cannot be entered: the current
 * segment, the view itself (moving up stops at two segments) and ancestors above the
 * user's scope.
 */
export function segmentTarget(pathName: string, drillPath: string, scopePath: string): string | null {
  if (pathName.split(',').length < DRILL_PATH_MIN_SEGMENTS) return null;
  if (pathName === drillPath || !isWithinScope(pathName, scopePath)) return null;
  return drillPath.startsWith(`${pathName},`) ? pathName : null;
}
