import { z } from 'zod';

/**
 * Interval values (SPEC section 5): "rdays", "rmonths" or "ryears" followed by two signed
 * integers, written here as "rdays:-30:0" (from 30 days back to today).
 */
export const ZIntervalUnit = z.enum(['days', 'months', 'years']);
export type TIntervalUnit = z.infer<typeof ZIntervalUnit>;
export interface Interval {
  unit: TIntervalUnit;
  from: number;
  to: number;
}

const INTERVAL = /^r(days|months|years):([+-]?\d{1,5}):([+-]?\d{1,5})$/;

export function parseInterval(value: string): Interval | null {
  const m = INTERVAL.exec(value);
  if (!m) return null;
  const interval = { unit: m[1] as TIntervalUnit, from: Number(m[2]), to: Number(m[3]) };
  return interval.from <= interval.to ? interval : null;
}

export function formatInterval({ unit, from, to }: Interval): string {
  return `r${unit}:${from}:${to}`;
}

function shift(date: Date, unit: TIntervalUnit, n: number): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  if (unit === 'days') d.setUTCDate(d.getUTCDate() + n);
  else if (unit === 'months') d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCFullYear(d.getUTCFullYear() + n);
  return d;
}

/** Resolves an interval to [start, endExclusive) in UTC days, relative to `today`. */
export function intervalRange(interval: Interval, today: Date): { start: Date; end: Date } {
  const start = shift(today, interval.unit, interval.from);
  const end = shift(shift(today, interval.unit, interval.to), 'days', 1);
  return { start, end };
}

/** The period of equal length just before [start, end). */
export function previousRange(range: { start: Date; end: Date }): { start: Date; end: Date } {
  const length = range.end.getTime() - range.start.getTime();
  return { start: new Date(range.start.getTime() - length), end: range.start };
}
