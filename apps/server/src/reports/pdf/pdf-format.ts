import type { TReportLocale } from '@opinio/domain/schemas/reports';
import type { PdfIndicator } from './pdf-input.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_ONLY = /^\d{4}-\d{2}$/;

/** Numbers and dates as the report's language writes them ("12 345,6" in Finnish). */
export interface PdfFormat {
  /** A count of answers or units. */
  count(n: number): string;
  /** An indicator's value: NPS signed (+42), top box in per cent, a mean with its decimals; '–' for none. */
  value(value: number | null, indicator: PdfIndicator | undefined): string;
  /** A change of an indicator, always signed; top box in percentage points. */
  change(change: number, indicator: PdfIndicator | undefined): string;
  /** A calendar day with its month spelled out and its full year: "Aug 26, 2026", "26.8.2026". */
  date(iso: string): string;
  /** A calendar day ("2024-03-01") or an instant, as a date. */
  day(iso: string): string;
  /** An instant with its time of day (the server's time zone). */
  dateTime(iso: string): string;
  /** A trend bucket ("2024-03" or its first day) as a month with its full year: "Mar 2024". */
  month(bucket: string): string;
  /** The period of a report, or `allTime` when it has none. */
  period(period: { from: string; to: string } | null, allTime: string): string;
  /** A tick of a chart's value axis: at most two decimals. */
  axis(value: number): string;
}

function parseDate(iso: string): { date: Date; utc: boolean } | null {
  const utc = DATE_ONLY.test(iso) || MONTH_ONLY.test(iso);
  const date = new Date(MONTH_ONLY.test(iso) ? `${iso}-01` : iso);
  return Number.isNaN(date.getTime()) ? null : { date, utc };
}

export function pdfFormat(locale: TReportLocale, percentPoints: string): PdfFormat {
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const number = (value: number, decimals: number, signed: boolean, percent = false): string => {
    const key = `${decimals}${signed}${percent}`;
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        signDisplay: signed ? 'exceptZero' : 'auto',
        style: percent ? 'percent' : 'decimal',
      });
      numberFormats.set(key, format);
    }
    return format.format(percent ? value / 100 : value);
  };
  const dateFormat = (options: Intl.DateTimeFormatOptions, iso: string): string => {
    const parsed = parseDate(iso);
    if (!parsed) return iso;
    // a day without a time is a UTC calendar day: show that day whatever the server's zone
    const zone = parsed.utc ? { timeZone: 'UTC' } : {};
    return new Intl.DateTimeFormat(locale, { ...options, ...zone }).format(parsed.date);
  };
  const axisFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });

  return {
    count: (n) => number(n, 0, false),
    value(value, indicator) {
      if (value === null) return '–';
      const decimals = indicator?.decimals ?? 1;
      if (indicator?.kind === 'nps') return number(value, decimals, true);
      if (indicator?.kind === 'topbox') return number(value, decimals, false, true);
      return number(value, decimals, false);
    },
    change(change, indicator) {
      const text = number(change, indicator?.decimals ?? 1, true);
      return indicator?.kind === 'topbox' ? `${text} ${percentPoints}` : text;
    },
    date: (iso) => dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }, iso),
    day: (iso) => dateFormat({ dateStyle: 'medium' }, iso),
    dateTime: (iso) => dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, iso),
    month: (bucket) => dateFormat({ month: 'short', year: 'numeric' }, bucket.slice(0, 7)),
    period(period, allTime) {
      if (!period) return allTime;
      const from = parseDate(period.from);
      const to = parseDate(period.to);
      if (!from || !to) return `${period.from} – ${period.to}`;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
        from.date,
        to.date,
      );
    },
    axis: (value) => axisFormat.format(value),
  };
}
