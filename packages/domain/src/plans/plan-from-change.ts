/**
 * Which detected changes call for an action plan (docs/action-plans.md). A plan answers a
 * fall: a rise needs no action, and a change of a topic's share of comments is neither good
 * nor bad in itself (a topic may be praise or complaint). Every indicator reads higher as
 * better (its thresholds: below `low` is bad), so a fall of one is a change for the worse.
 */

interface ChangeLike {
  direction: 'up' | 'down';
  indicator: { extName: string };
}

/** Whether a change is a fall of one of the survey's indicators: only then is a plan offered. */
export function changeCallsForPlan(
  change: ChangeLike,
  indicators: ReadonlyArray<{ extName: string }>,
): boolean {
  return change.direction === 'down' && indicators.some((i) => i.extName === change.indicator.extName);
}
