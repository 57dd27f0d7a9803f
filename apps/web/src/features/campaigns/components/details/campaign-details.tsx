import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { unitPath } from '../../lib/campaign-links.ts';
import { CampaignFailures } from './campaign-failures.tsx';
import { CampaignTiles } from './campaign-tiles.tsx';
import { CampaignTimelineChart } from './campaign-timeline-chart.tsx';
import { CampaignUnitsTable } from './campaign-units-table.tsx';

/** From this width of the content area, the chart and the units stand side by side. */
const TWO_COLUMNS = '@container (min-width: 900px)';

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
      <Box sx={{ containerType: 'inline-size' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: 'minmax(0, 1fr)',
            [TWO_COLUMNS]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <CampaignTimelineChart campaign={campaign} />
          <CampaignUnitsTable
            campaign={campaign}
            unitHref={(drillPath) => unitPath(survey, fromPage, drillPath, filterToken)}
          />
          <CampaignFailures campaign={campaign} survey={survey.extName} />
        </Box>
      </Box>
    </Stack>
  );
}
