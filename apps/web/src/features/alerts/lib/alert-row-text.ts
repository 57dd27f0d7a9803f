import { isOverdue } from '@opinio/domain/alert-state-machine';
import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/number-format.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * What the customer said, under an alert's title: the score, then the comment (or the rule's
 * description when there is none). Alerts of one rule are told apart by it.
 */
export function alertExcerpt(alert: Pick<TAlertSummary, 'score' | 'excerpt' | 'description'>, t: TFunction) {
  const said = alert.excerpt === null ? alert.description : t('alerts.quote', { text: alert.excerpt });
  return alert.score === null ? said : `${t('alerts.score', { score: alert.score })} · ${said}`;
}

/**
 * An alert card's link in one phrase, as a screen reader announces it: the rule, state, unit,
 * due date (overdue said in words), assignee and when it was opened. The excerpt is its description.
 */
export function alertCardName(alert: TAlertSummary, t: TFunction, locale: string, now: Date): string {
  const due = (() => {
    if (!alert.dueAt) return t('alerts.card.noDue');
    const date = formatDate(alert.dueAt, locale, DATE_TIME);
    return isOverdue(alert, now) ? t('alerts.card.overdue', { date }) : t('alerts.card.due', { date });
  })();
  return [
    alert.title,
    t(`alerts.state.${alert.state}`),
    alert.unitTitle,
    due,
    alert.assignee === null
      ? t('alerts.card.unassigned')
      : t('alerts.card.assignee', { name: alert.assignee }),
    t('alerts.card.created', { date: formatDate(alert.createdAt, locale) }),
  ]
    .filter((part) => part !== '')
    .join(', ');
}
