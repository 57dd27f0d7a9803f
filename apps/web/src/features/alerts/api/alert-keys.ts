import { liveKeys } from '../../../lib/live-events.ts';

/** Query keys of the alert screens; everything of a survey starts with alertsKey(survey). */
export function alertsKey(surveyExtName: string) {
  return liveKeys.alerts(surveyExtName);
}

export function alertListKey(surveyExtName: string, drillPathFiltered: string, state: string) {
  return [...alertsKey(surveyExtName), 'list', drillPathFiltered, state] as const;
}

export function alertKey(surveyExtName: string, alertId: number) {
  return [...alertsKey(surveyExtName), 'alert', alertId] as const;
}
