import { describe, expect, it } from 'vitest';
import {
  alertTransitions,
  canMoveAlert,
  isOpenAlertState,
  isOverdue,
  needsResolution,
} from './alert-state-machine.ts';
import { ALERT_STATES } from './schemas/alerts.ts';

describe('alert state machine', () => {
  it('allows new → in progress, solved or closed; in progress → solved or closed; done → in progress', () => {
    const allowed = ALERT_STATES.flatMap((from) =>
      ALERT_STATES.filter((to) => canMoveAlert(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'new>in_progress',
      'new>solved',
      'new>closed',
      'in_progress>solved',
      'in_progress>closed',
      'solved>in_progress',
      'closed>in_progress',
    ]);
  });

  it('never moves back to new nor stays in place', () => {
    for (const from of ALERT_STATES) {
      expect(canMoveAlert(from, 'new')).toBe(false);
      expect(canMoveAlert(from, from)).toBe(false);
    }
  });

  it('names each move for its button and asks for a resolution to solve or close', () => {
    expect(alertTransitions('new')).toEqual([
      { action: 'start', to: 'in_progress', needsResolution: false },
      { action: 'solve', to: 'solved', needsResolution: true },
      { action: 'close', to: 'closed', needsResolution: true },
    ]);
    expect(alertTransitions('in_progress').map((t) => t.action)).toEqual(['solve', 'close']);
    expect(alertTransitions('solved')).toEqual([
      { action: 'reopen', to: 'in_progress', needsResolution: false },
    ]);
    expect(alertTransitions('closed')).toEqual([
      { action: 'reopen', to: 'in_progress', needsResolution: false },
    ]);
    expect(ALERT_STATES.filter(needsResolution)).toEqual(['solved', 'closed']);
  });

  it('counts new and in progress as open', () => {
    expect(ALERT_STATES.filter(isOpenAlertState)).toEqual(['new', 'in_progress']);
  });

  it('an open alert past its due time is overdue; a done one never is', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(isOverdue({ state: 'new', dueAt: '2026-06-15T11:59:00Z' }, now)).toBe(true);
    expect(isOverdue({ state: 'in_progress', dueAt: '2026-06-15T12:01:00Z' }, now)).toBe(false);
    expect(isOverdue({ state: 'solved', dueAt: '2026-06-01T00:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ state: 'closed', dueAt: '2026-06-01T00:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ state: 'new', dueAt: null }, now)).toBe(false);
    expect(isOverdue({ state: 'new', dueAt: 'not a date' }, now)).toBe(false);
  });
});
