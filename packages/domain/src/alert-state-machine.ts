import { OPEN_ALERT_STATES, type TAlertState } from './schemas/alerts.ts';

/**
 * The follow-up of an alert: new → in progress | solved | closed, in progress → solved |
 * closed, solved | closed → in progress (a reopen). The server refuses every other move;
 * the alert screen offers a button for each allowed one.
 */
const NEXT: Record<TAlertState, readonly TAlertState[]> = {
  new: ['in_progress', 'solved', 'closed'],
  in_progress: ['solved', 'closed'],
  solved: ['in_progress'],
  closed: ['in_progress'],
};

export function canMoveAlert(from: TAlertState, to: TAlertState): boolean {
  return NEXT[from].includes(to);
}

/** Solving and closing need a note of what was done (a resolution). */
export function needsResolution(to: TAlertState): boolean {
  return to === 'solved' || to === 'closed';
}

/** Still needs somebody's work: the bell counts these, and only these can be overdue. */
export function isOpenAlertState(state: TAlertState): boolean {
  return OPEN_ALERT_STATES.includes(state);
}

type TAlertAction = 'start' | 'solve' | 'close' | 'reopen';

export interface TAlertTransition {
  action: TAlertAction;
  to: TAlertState;
  needsResolution: boolean;
}

/** The allowed moves from a state, each named for its button. */
export function alertTransitions(from: TAlertState): TAlertTransition[] {
  return NEXT[from].map((to) => ({ action: actionOf(from, to), to, needsResolution: needsResolution(to) }));
}

function actionOf(from: TAlertState, to: TAlertState): TAlertAction {
  if (to === 'solved') return 'solve';
  if (to === 'closed') return 'close';
  return from === 'new' ? 'start' : 'reopen';
}

/** An open alert past its due time; done alerts are never overdue. */
export function isOverdue(alert: { state: TAlertState; dueAt: string | null }, now: Date): boolean {
  if (!alert.dueAt || !isOpenAlertState(alert.state)) return false;
  const due = Date.parse(alert.dueAt);
  return !Number.isNaN(due) && due < now.getTime();
}
