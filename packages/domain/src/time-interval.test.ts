import { describe, expect, it } from 'vitest';
import { formatInterval, intervalRange, parseInterval, previousRange } from './time-interval.ts';

describe('interval values', () => {
  it('parse rdays, rmonths and ryears with two signed integers', () => {
    expect(parseInterval('rdays:-30:0')).toEqual({ unit: 'days', from: -30, to: 0 });
    expect(parseInterval('rmonths:-24:+0')).toEqual({ unit: 'months', from: -24, to: 0 });
    expect(parseInterval('ryears:-1:-1')).toEqual({ unit: 'years', from: -1, to: -1 });
  });

  it('reject other shapes and from after to', () => {
    for (const bad of ['rdays:-30', 'rweeks:-1:0', 'rdays:a:0', 'rdays:5:-5', 'days:-1:0', '']) {
      expect(parseInterval(bad), bad).toBeNull();
    }
  });

  it('formats back to the same text', () => {
    expect(formatInterval({ unit: 'months', from: -12, to: 0 })).toBe('rmonths:-12:0');
  });

  it('resolves to whole UTC days, the end day included', () => {
    const today = new Date('2026-03-31T15:00:00Z');
    const range = intervalRange({ unit: 'days', from: -30, to: 0 }, today);
    expect(range.start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    const prev = previousRange(range);
    expect(prev.end).toEqual(range.start);
    expect(range.end.getTime() - range.start.getTime()).toBe(prev.end.getTime() - prev.start.getTime());
  });
});
