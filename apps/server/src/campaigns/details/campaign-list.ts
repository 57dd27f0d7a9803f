import type { TCampaignList, TCampaignSummary } from '@opinio/domain/schemas/campaigns';
import type { DashboardContext } from '#analytics/dashboard.ts';
import { channelOfType } from '#campaigns/campaign-repository.ts';
import { nodeUnitIds } from '#campaigns/reach/contact-scope.ts';
import type { Services } from '#services.ts';
import { type CampaignRow, campaignsWithCounts, countsOf } from './campaign-stats-repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function summaryOf(row: CampaignRow): TCampaignSummary {
  return {
    id: row.id,
    name: row.name,
    channel: channelOfType(row.type),
    action: row.action ?? channelOfType(row.type),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    scheduledAt: iso(row.scheduled_at),
    sentAt: iso(row.sent_at),
    counts: countsOf(row),
  };
}

/** The campaigns with messages to contacts under the drill node, newest first, counted there. */
export async function campaignList(
  services: Pick<Services, 'database'>,
  ctx: DashboardContext,
): Promise<TCampaignList> {
  const rows = await campaignsWithCounts(services.database.db, ctx.survey, nodeUnitIds(ctx));
  return { items: rows.map(summaryOf) };
}
