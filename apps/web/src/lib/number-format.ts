import { useTranslation } from 'react-i18next';

/**
 * Intl formatters by locale and options, made once: making one costs far more than using it,
 * and a dashboard formats thousands of numbers and dates as it draws.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function madeOnce<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  madeOnce('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  madeOnce('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export function formatNumber(value: number, locale: string, decimals = 0): string {
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

export function formatSignedNumber(value: number, locale: string, decimals = 0): string {
  return numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'exceptZero',
  }).format(value);
}

/** A share in per cent (0-100) as the locale writes it: "34%" in English, "34 %" in Finnish and Swedish. */
export function formatPercent(share: number, locale: string, decimals = 0): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(share / 100);
}

const FILE_SIZE_UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

/** A file's size as the language writes it: "512 byte", "2 kB", "1,5 Mt" (decimal units, one decimal). */
export function formatFileSize(bytes: number, locale: string): string {
  const [unit, size] = FILE_SIZE_UNITS.find(([, size]) => bytes >= size) ?? ['byte', 1];
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(bytes / size);
}

/** A chart axis's tick: as many decimals as the tick has, at most two ("1,5" in Finnish). */
export function formatAxisValue(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** A value ECharts hands to a tooltip or a label: a number as the locale writes it, '–' when there is none. */
export function formatChartValue(value: unknown, locale: string, decimals = 0): string {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? formatNumber(number, locale, decimals) : '–';
}

export function formatDate(iso: string, locale: string, options?: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // a date without a time is a UTC calendar day: show that day in every time zone
  const utc = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? { timeZone: 'UTC' } : {};
  return dateFormat(locale, { ...(options ?? { dateStyle: 'medium' }), ...utc }).format(date);
}

/** Per locale: the month's width that names it ('short' unless the locale writes a short month as a number). */
const namedMonths = new Map<string, 'short' | 'long'>();

function namedMonth(locale: string): 'short' | 'long' {
  let width = namedMonths.get(locale);
  if (!width) {
    // Finnish writes a short month as its number ("2.12.2026"): its month's name is the long one
    const month = dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })
      .formatToParts(new Date(Date.UTC(2026, 11, 2)))
      .find((part) => part.type === 'month')?.value;
    width = month && /\d/.test(month) ? 'long' : 'short';
    namedMonths.set(locale, width);
  }
  return width;
}

/**
 * A day, or a moment with `time`, written so that it cannot be misread in any language: the
 * month by its name, never 12/02/2026 ("Dec 2, 2026, 2:30 PM", "2. joulukuuta 2026 klo 14.30",
 * "2 dec. 2026 14:30"). Alerts' due dates, openings and histories are written so.
 */
export function formatDateWithMonthName(iso: string, locale: string, { time = false } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const utc = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? { timeZone: 'UTC' } : {};
  const clock: Intl.DateTimeFormatOptions = time ? { hour: 'numeric', minute: '2-digit' } : {};
  return dateFormat(locale, {
    day: 'numeric',
    month: namedMonth(locale),
    year: 'numeric',
    ...clock,
    ...utc,
  }).format(date);
}

/** A calendar day (midnight UTC) as the locale writes it: "Nov 22, 2026", "22.11.2026", "22 nov. 2026". */
export function formatDay(day: Date, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}

/** A period's end is exclusive: the last day shown is the day before it (ISO dates, UTC). */
export function formatPeriodEnd(isoExclusive: string, locale: string): string {
  const last = new Date(Date.parse(`${isoExclusive}T00:00:00Z`) - 86_400_000);
  if (Number.isNaN(last.getTime())) return isoExclusive;
  return formatDay(last, locale);
}

/** The UI language: for Intl formatting, and in the keys of queries whose answers carry survey texts. */
export function useLocale(): string {
  return useTranslation().i18n.language;
}
