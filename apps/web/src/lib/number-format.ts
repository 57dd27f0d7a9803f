import { useTranslation } from 'react-i18next';

export function formatNumber(value: number, locale: string, decimals = 0): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

export function formatSignedNumber(value: number, locale: string, decimals = 0): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'exceptZero',
  }).format(value);
}

export function formatDate(iso: string, locale: string, options?: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // a date without a time is a UTC calendar day: show that day in every time zone
  const utc = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? { timeZone: 'UTC' } : {};
  return new Intl.DateTimeFormat(locale, { ...(options ?? { dateStyle: 'medium' }), ...utc }).format(date);
}

/** A period's end is exclusive: the last day shown is the day before it (ISO dates, UTC). */
export function formatPeriodEnd(isoExclusive: string, locale: string): string {
  const last = new Date(Date.parse(`${isoExclusive}T00:00:00Z`) - 86_400_000);
  if (Number.isNaN(last.getTime())) return isoExclusive;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(last);
}

/** The UI language: for Intl formatting, and in the keys of queries whose answers carry survey texts. */
export function useLocale(): string {
  return useTranslation().i18n.language;
}
