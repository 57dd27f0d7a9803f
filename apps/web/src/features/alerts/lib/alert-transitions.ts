import type { TAlertState } from '@opinio/domain/schemas/alerts';

/**
 * The moves the server allows (apps/server/src/alerts/alert-transitions.ts): new →
 * in progress | solved | closed, in progress → solved | closed, solved | closed → in
 * progress (a reopen). The screen offers a button for each, nothing else.
 */
const NEXT: Record<TAlertState, readonly TAlertState[]> = {
  new: ['in_progress', 'solved', 'closed'],
  in_progress: ['solved', 'closed'],
  solved: ['in_progress'],
  closed: ['in_progress'],
};

export type AlertAction = 'start' | 'solve' | 'close' | 'reopen';

export interface AlertTransition {
  action: AlertAction;
  to: TAlertState;
  /** Solving and closing need a note of what was done. */
  needsResolution: boolean;
}

export function allowedTransitions(from: TAlertState): AlertTransition[] {
  return NEXT[from].map((to) => ({
    action: actionOf(from, to),
    to,
    needsResolution: to === 'solved' || to === 'closed',
  }));
}

function actionOf(from: TAlertState, to: TAlertState): AlertAction {
  if (to === 'solved') return 'solve';
  if (to === 'closed') return 'close';
  return from === 'new' ? 'start' : 'reopen';
}

export function isOpenState(state: TAlertState): boolean {
  return state === 'new' || state === 'in_progress';
}

/** An open alert past its due time; done alerts are never overdue. */
export function isOverdue(alert: { state: TAlertState; dueAt: string | null }, now: Date): boolean {
  if (!alert.dueAt || !isOpenState(alert.state)) return false;
  const due = Date.parse(alert.dueAt);
  return !Number.isNaN(due) && due < now.getTime();
}

/**
 * A datetime-local input's value ("2026-06-15T14:30", local time) as an ISO instant, and
 * back; '' is no due date.
 */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export interface HistoryLine {
  kind: 'state' | 'assignee' | 'dueAt' | 'resolution' | 'other';
  from?: string | null;
  to?: string | null;
  text?: string;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One history entry's change ({state: {from, to}}, {assignee: …}, {dueAt: …}, {resolution}) as lines. */
export function describeChange(change: Record<string, unknown>): HistoryLine[] {
  const lines: HistoryLine[] = [];
  for (const [key, value] of Object.entries(change)) {
    if (key === 'state' || key === 'assignee' || key === 'dueAt') {
      const move = (value ?? {}) as { from?: unknown; to?: unknown };
      lines.push({ kind: key, from: asText(move.from), to: asText(move.to) });
    } else if (key === 'resolution') {
      lines.push({ kind: 'resolution', text: asText(value) ?? '' });
    } else {
      lines.push({ kind: 'other', text: `${key}: ${asText(value) ?? ''}` });
    }
  }
  return lines;
}
