/** What every dashboard query depends on: new data (loadCount) or a new view refetches. */
export interface AnalyticsContext {
  surveyExtName: string;
  loadCount: number;
  drillPathFiltered: string;
}

export function analyticsKey(context: AnalyticsContext, ...rest: readonly unknown[]) {
  return ['analytics', context.surveyExtName, context.loadCount, context.drillPathFiltered, ...rest] as const;
}

/** The path parameters of every call on a filtered drill path (the routes' `ZDashboardParams`). */
export function dashboardParams(context: Pick<AnalyticsContext, 'surveyExtName' | 'drillPathFiltered'>) {
  return { survey: context.surveyExtName, drillPathFiltered: context.drillPathFiltered };
}
