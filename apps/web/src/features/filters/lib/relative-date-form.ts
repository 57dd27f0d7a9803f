import {
  DEFAULT_RELATIVE_DATE,
  formatRelativeDate,
  parseRelativeDate,
  type RelativeDate,
  relativeDateDay,
} from '@opinio/domain/filter-values';

/** The relative-date form: the amount is text while it is typed. */
export interface RelativeDateForm extends Omit<RelativeDate, 'amount'> {
  amount: string;
}

/** The form for a filter's current value, else 0 days back, exact (today). */
export function relativeDateForm(values: readonly string[]): RelativeDateForm {
  const parsed = values.length === 1 ? parseRelativeDate(values[0]) : null;
  const value = parsed?.ok ? parsed.value : DEFAULT_RELATIVE_DATE;
  return { ...value, amount: String(value.amount) };
}

const AMOUNT = /^\d{1,5}$/;

/** The relative date of the form, or null while the amount is not a whole number 0-99999. */
function relativeDateOf(form: RelativeDateForm): RelativeDate | null {
  const amount = form.amount.trim();
  if (!AMOUNT.test(amount)) return null;
  return { direction: form.direction, amount: Number(amount), unit: form.unit, way: form.way };
}

/** e.g. "rdateb30db": before 30 days back. */
export function relativeDateValue(form: RelativeDateForm): string | null {
  const date = relativeDateOf(form);
  return date ? formatRelativeDate(date) : null;
}

/** The day the form points at (midnight UTC), or null while the amount is not a number. */
export function resolvedDay(form: RelativeDateForm, today: Date): Date | null {
  const date = relativeDateOf(form);
  return date ? relativeDateDay(date, today) : null;
}
