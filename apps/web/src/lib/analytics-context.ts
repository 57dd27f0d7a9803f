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

/** A survey's filtered drill node: what every call on a drill path is about. */
export type DrillTarget = Pick<AnalyticsContext, 'surveyExtName' | 'drillPathFiltered'>;

/** The path parameters of every call on a filtered drill path (the routes' `ZDashboardParams`). */
export function dashboardParams(context: DrillTarget) {
  return { survey: context.surveyExtName, drillPathFiltered: context.drillPathFiltered };
}
