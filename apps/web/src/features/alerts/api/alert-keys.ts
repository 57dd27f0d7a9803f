import { liveKeys } from '@/entities/session/api/live-events.ts';

/**
 * Query keys of the alert screens; everything of a survey starts with alertsKey(survey). An
 * alert's texts (its rule's name, the unit) come in the UI's language: `locale` ends the key.
 */
export function alertsKey(surveyExtName: string) {
  return liveKeys.alerts(surveyExtName);
}

export function alertListKey(
  surveyExtName: string,
  drillPathFiltered: string,
  state: string,
  locale: string,
) {
  return [...alertsKey(surveyExtName), 'list', drillPathFiltered, state, locale] as const;
}

export function alertKey(surveyExtName: string, alertId: number, locale: string) {
  return [...alertsKey(surveyExtName), 'alert', alertId, locale] as const;
}
