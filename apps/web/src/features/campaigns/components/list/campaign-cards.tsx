import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCampaignSummary } from '@opinio/domain/schemas/campaigns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLocale } from '@/lib/number-format.ts';
import { CampaignStatusChip } from '../campaign-status-chip.tsx';
import { ChannelIcon } from '../channel-icon.tsx';
import { campaignFigures } from './campaign-figures.ts';
import type { CampaignListViewProps } from './campaign-table.tsx';

/** The campaign list on a phone: a card per campaign, each one link to the campaign. */
export function CampaignCards({ items, hrefFor }: CampaignListViewProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={t('campaigns.list.table')}
      data-testid="campaign-cards"
    >
      {items.map((campaign) => (
        <CampaignCard key={campaign.id} campaign={campaign} href={hrefFor(campaign)} />
      ))}
    </Stack>
  );
}

function CampaignCard({ campaign, href }: { campaign: TCampaignSummary; href: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const figures = campaignFigures(campaign, t, locale);
  return (
    <Card
      component="li"
      variant="outlined"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) navigate(href);
      }}
      data-testid="campaign-row"
      data-campaign-id={campaign.id}
    >
      <CardActionArea
        component={RouterLink}
        to={href}
        // the card clips what overflows it: draw the focus ring inside
        sx={{ p: 1.5, '&.Mui-focusVisible': { outlineOffset: -2 } }}
      >
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}>
            {campaign.name}
          </Typography>
          <CampaignStatusChip campaign={campaign} />
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <ChannelIcon channel={campaign.channel} sx={{ fontSize: 16 }} />
          <Typography variant="body2">
            {t(`campaigns.channel.${campaign.channel}`)} · {figures.sent}
          </Typography>
        </Stack>
        <Stack
          component="dl"
          direction="row"
          sx={{ m: 0, mt: 1, columnGap: 2.5, rowGap: 1, flexWrap: 'wrap' }}
        >
          <Fact label={t('campaigns.count.delivered')}>{figures.delivered}</Fact>
          <Fact label={t('campaigns.count.opened')}>{figures.opened}</Fact>
          <Fact label={t('campaigns.count.clicked')}>{figures.clicked}</Fact>
          <Fact label={t('campaigns.count.answered')}>{figures.answered}</Fact>
          <Fact label={t('campaigns.count.rate')}>{figures.rate}</Fact>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 600 }}>
        {children}
      </Box>
    </div>
  );
}
