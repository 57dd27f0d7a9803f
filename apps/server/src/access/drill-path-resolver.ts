import { DrillPathError, parseDrillPath } from '@opinio/domain/drill-path';
import { notFound } from '#lib/http-error.ts';
import { ancestors, type SurveyModel, type UnitNode, type ViewModel } from '#surveys/survey-model.ts';
import type { Scope } from './scope.ts';

export interface ResolvedDrillPath {
  view: ViewModel;
  /** Units from the root down to the node. */
  chain: UnitNode[];
  node: UnitNode;
  text: string;
}

/** The highest drill path the user may see in a view. */
export function scopePath(view: ViewModel, survey: SurveyModel, scope: Scope): string {
  const chain = view === survey.organisation && scope.unit ? ancestors(scope.unit) : [view.root];
  return [view.extName, ...chain.map((u) => u.extName)].join(',');
}

/**
 * Resolves "view,root,unit,..." to units: every segment must be a child of the one
 * before, and in the organisation view the path must reach the user's scope. Anything
 * else answers 404, so that a path outside the scope reveals nothing.
 */
export function resolveDrillPath(survey: SurveyModel, text: string, scope: Scope): ResolvedDrillPath {
  let segments: readonly string[];
  try {
    segments = parseDrillPath(text);
  } catch (error) {
    if (error instanceof DrillPathError) throw notFound(error.message);
    throw error;
  }
  const view = survey.views.find((v) => v.extName === segments[0]);
  if (!view) throw notFound(`Survey ${survey.extName} has no view ${segments[0]}`);
  if (segments[1] !== view.root.extName) throw notFound(`Drill path ${text} not found`);
  const chain = [view.root];
  for (const segment of segments.slice(2)) {
    const child = chain[chain.length - 1].children.find((c) => c.extName === segment);
    if (!child) throw notFound(`Drill path ${text} not found`);
    chain.push(child);
  }
  const node = chain[chain.length - 1];
  if (view === survey.organisation && !scope.allows(node)) {
    throw notFound(`Drill path ${text} not found`);
  }
  return { view, chain, node, text };
}
