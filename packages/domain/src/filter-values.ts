import { ANSWER_VALUE_MAX, ANSWER_VALUE_MIN } from './limits.ts';
import type { Parsed } from './parsed.ts';
import { relativeSpanProblem, type TIntervalUnit } from './time-interval.ts';

/**
 * The filter value grammars (docs/product.md#filter-kinds), one parser and one writer each.
 * Parsers answer `{ ok: false, reason }` for invalid text so the server can say why.
 */

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

/** Range values: "from_to", negatives and decimals allowed ("-1.5_2"). */
export interface RangeValue {
  from: number;
  to: number;
}
const NUMBER = '-?\\d+(?:\\.\\d+)?';
const RANGE = new RegExp(`^(${NUMBER})_(${NUMBER})$`);

export function parseRange(text: string): Parsed<RangeValue> {
  const m = RANGE.exec(text);
  if (!m) return fail(`"${text}" is not a range: expected from_to, e.g. 0_6 or -1.5_2`);
  const value = { from: Number(m[1]), to: Number(m[2]) };
  // Answers are whole numbers of PostgreSQL's integer: a bound beyond it selects nothing new.
  const within = (n: number) => n >= ANSWER_VALUE_MIN && n <= ANSWER_VALUE_MAX;
  if (!within(value.from) || !within(value.to))
    return fail(`Range ${text}: from and to must be between ${ANSWER_VALUE_MIN} and ${ANSWER_VALUE_MAX}`);
  if (value.from > value.to) return fail(`Range ${text}: from must not be larger than to`);
  return ok(value);
}

export function formatRange({ from, to }: RangeValue): string {
  return `${from}_${to}`;
}

/**
 * Relative-date values: "rdate", a direction (e exact, b before, a after), a number, a
 * unit (d, m, y) and b (back) or f (forward): "rdateb30db" = before 30 days back.
 */
export interface RelativeDate {
  direction: 'e' | 'b' | 'a';
  amount: number;
  unit: 'd' | 'm' | 'y';
  way: 'b' | 'f';
}
const RELATIVE_DATE = /^rdate([eba])(\d{1,6})([dmy])([bf])$/;
const RELATIVE_UNITS: Record<RelativeDate['unit'], TIntervalUnit> = { d: 'days', m: 'months', y: 'years' };
export const DEFAULT_RELATIVE_DATE: RelativeDate = { direction: 'e', amount: 0, unit: 'd', way: 'b' };

export function parseRelativeDate(text: string): Parsed<RelativeDate> {
  const m = RELATIVE_DATE.exec(text);
  if (!m)
    return fail(
      `"${text}" is not a relative date: expected rdate, e/b/a, a number, d/m/y, b/f (e.g. rdateb30db)`,
    );
  const value: RelativeDate = {
    direction: m[1] as RelativeDate['direction'],
    amount: Number(m[2]),
    unit: m[3] as RelativeDate['unit'],
    way: m[4] as RelativeDate['way'],
  };
  const far = relativeSpanProblem(value.amount, RELATIVE_UNITS[value.unit]);
  return far ? fail(`"${text}": ${far}`) : ok(value);
}

export function formatRelativeDate(d: RelativeDate): string {
  return `rdate${d.direction}${d.amount}${d.unit}${d.way}`;
}

/** The reference day of a relative date (UTC), relative to today. */
export function relativeDateDay(d: RelativeDate, today: Date): Date {
  const n = d.way === 'b' ? -d.amount : d.amount;
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  if (d.unit === 'd') day.setUTCDate(day.getUTCDate() + n);
  else if (d.unit === 'm') day.setUTCMonth(day.getUTCMonth() + n);
  else day.setUTCFullYear(day.getUTCFullYear() + n);
  return day;
}

/** Typed substring values: "text~" includes rows containing text, "_text" excludes them. */
export interface SubstringValue {
  mode: 'include' | 'exclude';
  text: string;
}

export function parseSubstring(value: string): Parsed<SubstringValue> {
  if (value.length > 1 && value.endsWith('~')) return ok({ mode: 'include', text: value.slice(0, -1) });
  if (value.length > 1 && value.startsWith('_')) return ok({ mode: 'exclude', text: value.slice(1) });
  return fail(`"${value}" is not a substring value: end it with ~ to include or start it with _ to exclude`);
}

/**
 * "_x~" reads as an include of "_x" (the suffix wins), so an exclusion of a text ending
 * in '~' cannot be written: the form refuses it.
 */
export function formatSubstring({ mode, text }: SubstringValue): string {
  if (mode === 'exclude' && text.endsWith('~')) throw new Error('An excluded text cannot end with ~');
  return mode === 'include' ? `${text}~` : `_${text}`;
}

/** Values of a `today` filter: this very day (year, month, day) or this day of any year. */
export const TODAY_MODES = ['today_ymd', 'today_md'] as const;
export type TTodayMode = (typeof TODAY_MODES)[number];
export function isTodayMode(value: string): value is TTodayMode {
  return (TODAY_MODES as readonly string[]).includes(value);
}

/** Values of a `tableDate` filter. */
export const TABLE_DATE_MODES = ['none', 'first', 'last'] as const;
export type TTableDateMode = (typeof TABLE_DATE_MODES)[number];
export function isTableDateMode(value: string): value is TTableDateMode {
  return (TABLE_DATE_MODES as readonly string[]).includes(value);
}

/**
 * Campaign filter value: "campaignId:days:state:opened:clicked", e.g. "12:7:delivered:yes:any"
 * (days after send-out; state any, delivered, pending, failed, unsub; opened and clicked
 * any, yes, no).
 */
export interface CampaignFilterValue {
  campaignId: number;
  days: number | null;
  state: 'any' | 'delivered' | 'pending' | 'failed' | 'unsub';
  opened: 'any' | 'yes' | 'no';
  clicked: 'any' | 'yes' | 'no';
}
const CAMPAIGN = /^(\d{1,9}):(\d{0,5}):(any|delivered|pending|failed|unsub):(any|yes|no):(any|yes|no)$/;

export function parseCampaignFilter(text: string): Parsed<CampaignFilterValue> {
  const m = CAMPAIGN.exec(text);
  if (!m) return fail(`"${text}" is not a campaign filter: expected campaign:days:state:opened:clicked`);
  return ok({
    campaignId: Number(m[1]),
    days: m[2] === '' ? null : Number(m[2]),
    state: m[3] as CampaignFilterValue['state'],
    opened: m[4] as CampaignFilterValue['opened'],
    clicked: m[5] as CampaignFilterValue['clicked'],
  });
}

export function formatCampaignFilter(v: CampaignFilterValue): string {
  return `${v.campaignId}:${v.days ?? ''}:${v.state}:${v.opened}:${v.clicked}`;
}

/** Date-interval form: both numbers mandatory, from < to. Messages by key. */
export type IntervalMessage =
  | { key: 'VALIDATE_ERROR_MANDATORY' }
  | { key: 'VALIDATE_ERROR_LESS_THAN'; to: number }
  | { key: 'VALIDATE_ERROR_LARGER_THAN'; from: number };

export function validateDateInterval(
  fromText: string,
  toText: string,
): { from: IntervalMessage | null; to: IntervalMessage | null } {
  const isNumber = (t: string) => /^-?\d{1,5}$/.test(t.trim());
  const from: IntervalMessage | null = isNumber(fromText) ? null : { key: 'VALIDATE_ERROR_MANDATORY' };
  const to: IntervalMessage | null = isNumber(toText) ? null : { key: 'VALIDATE_ERROR_MANDATORY' };
  if (from || to) return { from, to };
  const f = Number(fromText);
  const t = Number(toText);
  if (f < t) return { from: null, to: null };
  return {
    from: { key: 'VALIDATE_ERROR_LESS_THAN', to: t },
    to: { key: 'VALIDATE_ERROR_LARGER_THAN', from: f },
  };
}
