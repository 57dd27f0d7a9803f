import Stack from '@mui/material/Stack';
import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { unitPath } from '../../lib/campaign-links.ts';
import { CampaignFailures } from './campaign-failures.tsx';
import { CampaignTiles } from './campaign-tiles.tsx';
import { CampaignTimelineChart } from './campaign-timeline-chart.tsx';
import { CampaignUnitsTable } from './campaign-units-table.tsx';

interface CampaignDetailsProps {
  survey: TSurvey;
  campaign: TCampaignDetails;
  fromPage: string | null;
  filterToken: string;
}

/** A campaign's numbers: the tiles, the response rate over time, by unit, and the failures. */
export function CampaignDetails({ survey, campaign, fromPage, filterToken }: CampaignDetailsProps) {
  return (
    <Stack spacing={2}>
      <CampaignTiles campaign={campaign} />
      {/* one below the other: the units table has eight columns, and a campaign may reach hundreds of units */}
      <CampaignTimelineChart campaign={campaign} />
      <CampaignUnitsTable
        campaign={campaign}
        unitHref={(drillPath) => unitPath(survey, fromPage, drillPath, filterToken)}
      />
      <CampaignFailures campaign={campaign} survey={survey.extName} />
    </Stack>
  );
}
