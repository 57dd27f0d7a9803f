import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TCampaignSummary } from '@opinio/domain/schemas/campaigns';
import { useTranslation } from 'react-i18next';
import { LinkedTableRow, RowLink } from '@/components/linked-table-row.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { useLocale } from '@/lib/number-format.ts';
import { CampaignStatusChip } from '../campaign-status-chip.tsx';
import { ChannelIcon } from '../channel-icon.tsx';
import { campaignFigures } from './campaign-figures.ts';

export interface CampaignListViewProps {
  items: readonly TCampaignSummary[];
  hrefFor: (campaign: TCampaignSummary) => string;
}

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
/** A figure's heading may wrap ("Link clicked" in two lines): the table then fits beside the filters. */
const NUMBER_HEAD = { textAlign: 'right' } as const;

/** Campaigns newest first, one row each with its numbers; a row (or Enter on it) opens the campaign. */
export function CampaignTable({ items, hrefFor }: CampaignListViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableScroll label={t('campaigns.list.table')}>
      <Table
        size="small"
        sx={{ '& td, & th': { px: 1.5 } }}
        aria-label={t('campaigns.list.table')}
        data-testid="campaign-table"
      >
        <TableHead sx={{ '& th': { verticalAlign: 'bottom' } }}>
          <TableRow>
            <TableCell>{t('campaigns.column.campaign')}</TableCell>
            <TableCell>{t('campaigns.column.status')}</TableCell>
            <TableCell>{t('campaigns.column.sent')}</TableCell>
            <TableCell sx={NUMBER_HEAD}>{t('campaigns.count.delivered')}</TableCell>
            <TableCell sx={NUMBER_HEAD}>{t('campaigns.count.opened')}</TableCell>
            <TableCell sx={NUMBER_HEAD}>{t('campaigns.count.clicked')}</TableCell>
            <TableCell sx={NUMBER_HEAD}>{t('campaigns.count.answered')}</TableCell>
            <TableCell sx={NUMBER_HEAD}>{t('campaigns.count.rate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((campaign) => {
            const figures = campaignFigures(campaign, t, locale);
            const href = hrefFor(campaign);
            return (
              <LinkedTableRow
                key={campaign.id}
                to={href}
                data-testid="campaign-row"
                data-campaign-id={campaign.id}
              >
                <TableCell sx={{ minWidth: 160 }}>
                  <RowLink to={href}>{campaign.name}</RowLink>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                    <ChannelIcon channel={campaign.channel} sx={{ fontSize: 16 }} />
                    <Typography variant="caption">
                      {campaign.action === 'reminder'
                        ? t('campaigns.reminderBy', { channel: t(`campaigns.channel.${campaign.channel}`) })
                        : t(`campaigns.channel.${campaign.channel}`)}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell>
                  <CampaignStatusChip campaign={campaign} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{figures.sent}</TableCell>
                <TableCell sx={NUMBER_CELL}>{figures.delivered}</TableCell>
                <TableCell sx={NUMBER_CELL}>{figures.opened}</TableCell>
                <TableCell sx={NUMBER_CELL}>{figures.clicked}</TableCell>
                <TableCell sx={NUMBER_CELL}>{figures.answered}</TableCell>
                <TableCell sx={{ ...NUMBER_CELL, fontWeight: 600 }}>{figures.rate}</TableCell>
              </LinkedTableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
