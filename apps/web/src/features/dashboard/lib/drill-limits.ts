import { DRILL_PATH_MIN_SEGMENTS } from '@opinio/domain/constants';
import { moveUp, parseDrillPath } from '@opinio/domain/drill-path';

/** A path the user may see: their scope or below it. */
export function isWithinScope(path: string, scopePath: string): boolean {
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
 * segment, anything above two segments (the view itself leads to the top the user may
 * see) and ancestors above the user's scope.
 */
export function segmentTarget(pathName: string, drillPath: string, scopePath: string): string | null {
  const segments = pathName.split(',');
  let target = pathName;
  if (segments.length < DRILL_PATH_MIN_SEGMENTS) {
    const top = drillPath.split(',').slice(0, DRILL_PATH_MIN_SEGMENTS).join(',');
    target = isWithinScope(top, scopePath) ? top : scopePath;
  }
  if (target === drillPath || !isWithinScope(target, scopePath)) return null;
  return drillPath.startsWith(`${target},`) ? target : null;
}
