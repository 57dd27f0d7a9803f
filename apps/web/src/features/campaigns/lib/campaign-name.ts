import type { TChannel } from '@opinio/domain/schemas/campaigns';
import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/number-format.ts';

/** A new campaign's name until the user writes one: "Invitation – North – 22.11.2026". */
export function defaultCampaignName(
  channel: TChannel,
  unitTitle: string,
  today: Date,
  t: TFunction,
  locale: string,
): string {
  const date = formatDate(today.toISOString(), locale, { dateStyle: 'medium' });
  return t(`campaigns.create.defaultName.${channel}`, { unit: unitTitle, date }).trim();
}
