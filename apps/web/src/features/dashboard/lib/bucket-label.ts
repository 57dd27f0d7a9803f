import type { TTrendBucket } from '@opinio/domain/schemas/analytics';
import { dateFormat } from '@/lib/number-format.ts';

/** "2025-03" or "2025-03-01" as a label for the bucket's size, in the UI language. */
export function bucketLabel(bucket: string, size: TTrendBucket, locale: string): string {
  const iso = /^\d{4}-\d{2}$/.test(bucket) ? `${bucket}-01` : bucket;
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return bucket;
  if (size === 'quarter') return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
  const options: Intl.DateTimeFormatOptions =
    size === 'month'
      ? { month: 'short', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: '2-digit' };
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}
