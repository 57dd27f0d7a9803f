import type { TCampaignCounts, TChannel } from '@opinio/domain/schemas/campaigns';

/** Messages that have left: all but those still waiting. */
export function sentCount(counts: TCampaignCounts): number {
  return Math.max(0, counts.messages - counts.pending);
}

/** Answers per delivered message, in per cent; null before anything was delivered. */
export function responseRate(counts: Pick<TCampaignCounts, 'answered' | 'delivered'>): number | null {
  return counts.delivered > 0 ? (100 * counts.answered) / counts.delivered : null;
}

/** Only a mail can tell that it was opened (its tracking image); every channel's survey link tells a click. */
export function tracksOpening(channel: TChannel): boolean {
  return channel === 'mail';
}
