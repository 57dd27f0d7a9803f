import type { TSmsLength } from '@opinio/domain/schemas/campaigns';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/number-format.ts';

/** "87 characters · 1 SMS (GSM-7)": the length as the network counts it, the messages it costs, the encoding. */
export function smsLengthText(sms: TSmsLength, t: TFunction, locale: string): string {
  const characters = t('templates.sms.characters', {
    count: sms.units,
    formatted: formatNumber(sms.units, locale),
  });
  const segments = t('templates.sms.segments', {
    count: sms.segments,
    formatted: formatNumber(sms.segments, locale),
  });
  return `${characters} · ${segments} (${sms.encoding})`;
}
