import type { TCampaignSummary } from '@opinio/domain/schemas/campaigns';
import type { TFunction } from 'i18next';
import { formatDate, formatNumber, formatPercent } from '@/lib/number-format.ts';
import { responseRate, tracksOpening } from '../../lib/campaign-stats.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** A sent campaign's day is enough in the list (its details give the time). */
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** A campaign's numbers as its row and its card write them ('–' for what its channel cannot tell). */
export function campaignFigures(campaign: TCampaignSummary, t: TFunction, locale: string) {
  const { counts } = campaign;
  const rate = responseRate(counts);
  return {
    sent: campaign.sentAt
      ? formatDate(campaign.sentAt, locale, DATE)
      : campaign.scheduledAt
        ? t('campaigns.scheduledFor', { date: formatDate(campaign.scheduledAt, locale, DATE_TIME) })
        : '–',
    delivered: formatNumber(counts.delivered, locale),
    opened: tracksOpening(campaign.channel) ? formatNumber(counts.opened, locale) : '–',
    clicked: formatNumber(counts.clicked, locale),
    answered: formatNumber(counts.answered, locale),
    rate: rate === null ? '–' : formatPercent(rate, locale, 1),
  };
}
