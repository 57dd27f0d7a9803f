import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import type { TFunction } from 'i18next';

/**
 * What a row says under an alert's title, each thing once: the interview's score unless the
 * title names it ("NPS 3 at Oulu Centre"), then the customer's words. Without words, the
 * rule's description when the title names only the rule (a script's reason); else that the
 * customer left no comment (the description would repeat the title's answer).
 */
export function alertExcerpt(
  alert: Pick<TAlertSummary, 'titleNames' | 'score' | 'excerpt' | 'description'>,
  t: TFunction,
): string {
  const said =
    alert.excerpt !== null
      ? t('alerts.quote', { text: alert.excerpt })
      : alert.titleNames === 'rule'
        ? alert.description
        : t('alerts.noComment');
  return alert.score === null || alert.titleNames === 'score'
    ? said
    : `${t('alerts.score', { score: alert.score })} · ${said}`;
}
