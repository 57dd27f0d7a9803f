import { segment } from './api-client.ts';

/** What every dashboard query depends on: new data (loadCount) or a new view refetches. */
export interface AnalyticsContext {
  surveyExtName: string;
  loadCount: number;
  drillPathFiltered: string;
}

export function analyticsKey(context: AnalyticsContext, ...rest: readonly unknown[]) {
  return ['analytics', context.surveyExtName, context.loadCount, context.drillPathFiltered, ...rest] as const;
}

/** "/vuejs/{resource}/{survey}/{drillPathFiltered}", each one URL-encoded segment. */
export function analyticsPath(resource: string, context: AnalyticsContext): string {
  return `/vuejs/${resource}/${segment(context.surveyExtName)}/${segment(context.drillPathFiltered)}`;
}
