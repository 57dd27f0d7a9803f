import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  describeChange,
  isOverdue,
  isoToLocalInput,
  localInputToIso,
} from './alert-transitions.ts';

describe('alert transitions', () => {
  it('offers exactly the moves the server allows', () => {
    expect(allowedTransitions('new').map((t) => t.to)).toEqual(['in_progress', 'solved', 'closed']);
    expect(allowedTransitions('in_progress').map((t) => t.to)).toEqual(['solved', 'closed']);
    expect(allowedTransitions('solved').map((t) => t.to)).toEqual(['in_progress']);
    expect(allowedTransitions('closed').map((t) => t.to)).toEqual(['in_progress']);
  });

  it('names the moves and asks for a resolution to solve or close', () => {
    expect(allowedTransitions('new')).toEqual([
      { action: 'start', to: 'in_progress', needsResolution: false },
      { action: 'solve', to: 'solved', needsResolution: true },
      { action: 'close', to: 'closed', needsResolution: true },
    ]);
    expect(allowedTransitions('solved')).toEqual([
      { action: 'reopen', to: 'in_progress', needsResolution: false },
    ]);
  });

  it('an open alert past its due time is overdue; a done one never is', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(isOverdue({ state: 'new', dueAt: '2026-06-15T11:59:00Z' }, now)).toBe(true);
    expect(isOverdue({ state: 'in_progress', dueAt: '2026-06-15T12:01:00Z' }, now)).toBe(false);
    expect(isOverdue({ state: 'solved', dueAt: '2026-06-01T00:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ state: 'new', dueAt: null }, now)).toBe(false);
  });

  it('a due date input goes to an ISO instant and back', () => {
    const iso = localInputToIso('2026-06-15T14:30');
    expect(iso).toBe(new Date(2026, 5, 15, 14, 30).toISOString());
    expect(isoToLocalInput(iso)).toBe('2026-06-15T14:30');
    expect(localInputToIso('')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });

  it('describes history changes line by line', () => {
    expect(
      describeChange({
        state: { from: 'new', to: 'in_progress' },
        assignee: { from: null, to: 'store' },
        resolution: 'Called back',
      }),
    ).toEqual([
      { kind: 'state', from: 'new', to: 'in_progress' },
      { kind: 'assignee', from: null, to: 'store' },
      { kind: 'resolution', text: 'Called back' },
    ]);
    expect(describeChange({ colour: 'red' })).toEqual([{ kind: 'other', text: 'colour: red' }]);
  });
});
