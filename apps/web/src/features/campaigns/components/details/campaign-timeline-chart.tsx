import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/echart.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { Panel } from '@/components/panel.tsx';
import { useLocale } from '@/lib/number-format.ts';
import {
  timelineOption,
  timelinePoints,
  timelineSummary,
  timelineTable,
} from '../../lib/campaign-timeline.ts';

/** The share answered of the messages sent, day by day from the first send, over each day's answers. */
export function CampaignTimelineChart({ campaign }: { campaign: TCampaignDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t('campaigns.chart.title');
  const { option, summary, table, empty } = useMemo(() => {
    const points = timelinePoints(campaign.timeline, locale);
    return {
      option: timelineOption(points, t, locale),
      summary: timelineSummary(points, t, locale),
      table: timelineTable(points, t, locale),
      empty: points.every((p) => p.sent === 0 && p.answered === 0),
    };
  }, [campaign.timeline, t, locale]);
  return (
    <Panel title={title} testId="campaign-timeline">
      {empty ? (
        <EmptyState text={t('campaigns.chart.empty')} />
      ) : (
        <EChart option={option} title={`${campaign.name}: ${title}`} summary={summary} table={table} />
      )}
    </Panel>
  );
}
