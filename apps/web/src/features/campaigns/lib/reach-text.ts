import {
  EXCLUSION_REASONS,
  type TCampaignReach,
  type TChannel,
  type TExclusionReason,
} from '@opinio/domain/schemas/campaigns';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/number-format.ts';

/** "142 contacts will get this mail"; "Nobody would get this mail" when the campaign reaches no one. */
export function reachSentence(
  reach: TCampaignReach,
  channel: TChannel,
  t: TFunction,
  locale: string,
): string {
  if (reach.reach === 0) return t(`campaigns.reach.nobody.${channel}`);
  return t(`campaigns.reach.sentence.${channel}`, {
    count: reach.reach,
    formatted: formatNumber(reach.reach, locale),
  });
}

export interface ExclusionLine {
  reason: TExclusionReason;
  count: number;
  text: string;
}

/** Why the others are left out, each reason with its contacts, in the server's order; reasons of nobody are left out. */
export function exclusionLines(
  reach: TCampaignReach,
  quarantineDays: number,
  t: TFunction,
  locale: string,
): ExclusionLine[] {
  return EXCLUSION_REASONS.filter((reason) => reach.excluded[reason] > 0).map((reason) => ({
    reason,
    count: reach.excluded[reason],
    text: t(`campaigns.reach.excluded.${reason}`, {
      count: reach.excluded[reason],
      formatted: formatNumber(reach.excluded[reason], locale),
      days: quarantineDays,
    }),
  }));
}
