import { DRILL_PATH_MIN_SEGMENTS } from './constants.ts';

/**
 * A drill path is "view,root,unit,unit": segment 0 is the view's extName, segment 1 the
 * root unit, then each unit below. A filtered drill path appends ";" and a filter token.
 */
export type DrillPath = readonly string[];

export function parseDrillPath(text: string): DrillPath {
  const segments = text.split(',');
  if (segments.length < DRILL_PATH_MIN_SEGMENTS || segments.some((s) => s.length === 0)) {
    throw new DrillPathError(`A drill path needs a view and a root unit, got "${text}"`);
  }
  return segments;
}

export function formatDrillPath(path: DrillPath): string {
  return path.join(',');
}

/** Moving up removes the last segment only while more than two segments remain. */
export function moveUp(path: DrillPath): DrillPath {
  return path.length > DRILL_PATH_MIN_SEGMENTS ? path.slice(0, -1) : path;
}

export function drillInto(path: DrillPath, unitExtName: string): DrillPath {
  if (unitExtName.length === 0 || unitExtName.includes(',') || unitExtName.includes(';')) {
    throw new DrillPathError(`Invalid unit name "${unitExtName}"`);
  }
  return [...path, unitExtName];
}

/** Splits "view,root,unit;name=v1*v2" into its drill path and its filter token. */
export function splitFilteredDrillPath(text: string): { drillPath: string; filterToken: string } {
  const at = text.indexOf(';');
  if (at < 0) return { drillPath: text, filterToken: '' };
  return { drillPath: text.slice(0, at), filterToken: text.slice(at + 1) };
}

export function joinFilteredDrillPath(drillPath: string, filterToken: string): string {
  return filterToken ? `${drillPath};${filterToken}` : drillPath;
}

export class DrillPathError extends Error {}
