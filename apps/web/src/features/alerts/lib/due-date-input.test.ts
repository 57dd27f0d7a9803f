import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './due-date-input.ts';

describe('due date input', () => {
  it('a due date input goes to an ISO instant and back', () => {
    const iso = localInputToIso('2026-06-15T14:30');
    expect(iso).toBe(new Date(2026, 5, 15, 14, 30).toISOString());
    expect(isoToLocalInput(iso)).toBe('2026-06-15T14:30');
  });

  it('an empty or unreadable value is no due date', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('soon')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
  });
});
