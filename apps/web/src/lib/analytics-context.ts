/** What every dashboard query depends on: new data (loadCount), a new view or another language refetches. */
export interface AnalyticsContext {
  surveyExtName: string;
  loadCount: number;
  drillPathFiltered: string;
  /** The UI's language: the answers' survey texts (units, options, questions) come in it. */
  locale: string;
}

export function analyticsKey(context: AnalyticsContext, ...rest: readonly unknown[]) {
  return [
    'analytics',
    context.surveyExtName,
    context.loadCount,
    context.drillPathFiltered,
    context.locale,
    ...rest,
  ] as const;
}

/** The path parameters of every call on a filtered drill path (the routes' `ZDashboardParams`). */
export function dashboardParams(context: Pick<AnalyticsContext, 'surveyExtName' | 'drillPathFiltered'>) {
  return { survey: context.surveyExtName, drillPathFiltered: context.drillPathFiltered };
}
