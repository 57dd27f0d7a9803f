import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TSubscriptionFrequency } from '@opinio/domain/schemas/reports';
import type { TFunction } from 'i18next';
import { listFilters } from '@/lib/filters.ts';

/** The days of a weekly subscription as ZSubscriptionInput numbers them: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name in the language, "Monday" for 1 (1 January 2024 was a Monday). */
export function weekdayName(weekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  );
}

interface Schedule {
  frequency: TSubscriptionFrequency;
  /** Weekly: 1 Monday … 7 Sunday; not yet chosen while the form is filled in. */
  weekday?: number | null;
}

/** When the report is mailed: "Every day", "Every Monday", "On the first day of every month". */
export function scheduleText({ frequency, weekday }: Schedule, t: TFunction, locale: string): string {
  if (frequency === 'weekly')
    return weekday
      ? t('subscription.when.weekday', { weekday: weekdayName(weekday, locale) })
      : t('subscription.when.weekly');
  return t(`subscription.when.${frequency}`);
}

/** How many filters a filtered drill path holds (0 for a malformed token: the server refuses it anyway). @internal */
export function filterCount(drillPathFiltered: string): number {
  return listFilters(splitFilteredDrillPath(drillPathFiltered).filterToken).filters.length;
}

/** The drill node as the sentence names it: "North region", "North region (2 filters)". */
export function nodeText(nodeTitle: string, drillPathFiltered: string, t: TFunction): string {
  const count = filterCount(drillPathFiltered);
  return count === 0 ? nodeTitle : t('subscription.nodeWithFilters', { node: nodeTitle, count });
}

interface SubscriptionDescription extends Schedule {
  nodeTitle: string;
  drillPathFiltered: string;
  /** The name of the role subscribed; null for the user themself. */
  role: string | null;
}

/**
 * What a subscription does, in one sentence: "Every Monday you get the PDF benchmark report
 * of North region (2 filters) by e-mail, cut to what you may see."
 */
export function subscriptionSentence(
  { nodeTitle, drillPathFiltered, role, ...schedule }: SubscriptionDescription,
  t: TFunction,
  locale: string,
): string {
  const when = scheduleText(schedule, t, locale);
  const node = nodeText(nodeTitle, drillPathFiltered, t);
  return role === null
    ? t('subscription.sentence.me', { when, node })
    : t('subscription.sentence.role', { when, node, role });
}
