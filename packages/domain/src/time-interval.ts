import type { Parsed } from './parsed.ts';

/**
 * Interval values (docs/product.md#filter-kinds): "rdays", "rmonths" or "ryears" followed by
 * two signed integers, written here as "rdays:-30:0" (from 30 days back to today).
 */
export const INTERVAL_UNITS = ['days', 'months', 'years'] as const;
export type TIntervalUnit = (typeof INTERVAL_UNITS)[number];
export interface Interval {
  unit: TIntervalUnit;
  from: number;
  to: number;
}

/**
 * How far a relative time filter (an interval or a relative date) reaches from today, by
 * unit: 200 years covers every supported interview date from any day of the range, and
 * keeps every date a filter makes, and the period before it, in four-digit years.
 */
export const RELATIVE_SPAN_MAX: Readonly<Record<TIntervalUnit, number>> = {
  days: 73_000,
  months: 2_400,
  years: 200,
};

/** Why a relative amount is refused, or null when it is within RELATIVE_SPAN_MAX. */
export function relativeSpanProblem(amount: number, unit: TIntervalUnit): string | null {
  const max = RELATIVE_SPAN_MAX[unit];
  return Math.abs(amount) <= max ? null : `at most ${max.toLocaleString('en')} ${unit} from today`;
}

const INTERVAL = /^r(days|months|years):([+-]?\d{1,6}):([+-]?\d{1,6})$/;

/** An interval value, or why it is refused (the filter's 400 says so). */
export function readInterval(value: string): Parsed<Interval> {
  const m = INTERVAL.exec(value);
  const interval = m ? { unit: m[1] as TIntervalUnit, from: Number(m[2]), to: Number(m[3]) } : null;
  if (!interval || interval.from > interval.to) {
    return {
      ok: false,
      reason: `"${value}" is not an interval: expected rdays, rmonths or ryears with two signed integers, from <= to (e.g. rdays:-30:0)`,
    };
  }
  const far =
    relativeSpanProblem(interval.from, interval.unit) ?? relativeSpanProblem(interval.to, interval.unit);
  return far ? { ok: false, reason: `"${value}": ${far}` } : { ok: true, value: interval };
}

export function parseInterval(value: string): Interval | null {
  const read = readInterval(value);
  return read.ok ? read.value : null;
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
