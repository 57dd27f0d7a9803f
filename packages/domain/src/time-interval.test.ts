import { describe, expect, it } from 'vitest';
import {
  formatInterval,
  intervalRange,
  parseInterval,
  RELATIVE_SPAN_MAX,
  readInterval,
} from './time-interval.ts';

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

  it('reach at most 200 years from today, in every unit, and say so', () => {
    expect(RELATIVE_SPAN_MAX).toEqual({ days: 73_000, months: 2_400, years: 200 });
    expect(parseInterval('rdays:-73000:73000')).toEqual({ unit: 'days', from: -73_000, to: 73_000 });
    expect(parseInterval('ryears:-200:200')).toEqual({ unit: 'years', from: -200, to: 200 });
    for (const far of ['rdays:-73001:0', 'rmonths:-99999:0', 'ryears:-99999:99999', 'ryears:0:201']) {
      expect(parseInterval(far), far).toBeNull();
      const read = readInterval(far);
      expect(read.ok, far).toBe(false);
      if (!read.ok) expect(read.reason).toMatch(/at most \d[\d,]* (days|months|years)/);
    }
    const malformed = readInterval('rdays:5:-5');
    expect(malformed.ok).toBe(false);
    if (!malformed.ok) expect(malformed.reason).toContain('rdays:5:-5');
  });

  it('the widest interval stays in four-digit years', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    for (const unit of ['days', 'months', 'years'] as const) {
      const max = RELATIVE_SPAN_MAX[unit];
      const range = intervalRange({ unit, from: -max, to: max }, today);
      for (const d of [range.start, range.end]) expect(d.getUTCFullYear()).toBeGreaterThan(1000);
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
  });
});
