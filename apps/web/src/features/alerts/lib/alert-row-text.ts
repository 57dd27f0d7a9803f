import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import type { TFunction } from 'i18next';

/**
 * What the customer said, under an alert's title: the score, then the comment (or the rule's
 * description when there is none). Alerts of one rule are told apart by it.
 */
export function alertExcerpt(alert: Pick<TAlertSummary, 'score' | 'excerpt' | 'description'>, t: TFunction) {
  const said = alert.excerpt === null ? alert.description : t('alerts.quote', { text: alert.excerpt });
  return alert.score === null ? said : `${t('alerts.score', { score: alert.score })} · ${said}`;
}
