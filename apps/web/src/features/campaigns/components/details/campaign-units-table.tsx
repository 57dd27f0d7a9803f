import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { Panel } from '@/components/panel.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { responseRate, sentCount } from '../../lib/campaign-stats.ts';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
/** Units shown before "Show all" (a campaign of a whole organisation reaches every store). */
const FIRST_UNITS = 15;

interface CampaignUnitsTableProps {
  campaign: TCampaignDetails;
  /** The address of a unit's numbers (its drill path on the page the campaign was opened from). */
  unitHref: (drillPath: string) => string | null;
}

/** The campaign by unit of its contacts (the user's part of the organisation), most messages first. */
export function CampaignUnitsTable({ campaign, unitHref }: CampaignUnitsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [showAll, setShowAll] = useState(false);
  const sorted = [...campaign.units].sort((a, b) => b.counts.messages - a.counts.messages);
  const units = showAll ? sorted : sorted.slice(0, FIRST_UNITS);
  return (
    <Panel title={t('campaigns.units.title')} testId="campaign-units">
      {units.length === 0 ? (
        <EmptyState text={t('campaigns.units.empty')} />
      ) : (
        <>
          <TableScroll label={t('campaigns.units.title')}>
            <Table size="small" aria-label={t('campaigns.units.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('campaigns.units.unit')}</TableCell>
                  <TableCell sx={NUMBER_CELL}>{t('campaigns.count.sent')}</TableCell>
                  <TableCell sx={NUMBER_CELL}>{t('campaigns.count.delivered')}</TableCell>
                  <TableCell sx={NUMBER_CELL}>{t('campaigns.count.failed')}</TableCell>
                  <TableCell sx={NUMBER_CELL}>{t('campaigns.count.answered')}</TableCell>
                  <TableCell sx={NUMBER_CELL}>{t('campaigns.count.rate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {units.map((unit) => {
                  const rate = responseRate(unit.counts);
                  const href = unitHref(unit.drillPath);
                  return (
                    <TableRow key={unit.drillPath} data-testid="campaign-unit-row">
                      <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                        {href ? (
                          <Link component={RouterLink} to={href} underline="hover">
                            {unit.title}
                          </Link>
                        ) : (
                          unit.title
                        )}
                      </TableCell>
                      <TableCell sx={NUMBER_CELL}>{formatNumber(sentCount(unit.counts), locale)}</TableCell>
                      <TableCell sx={NUMBER_CELL}>{formatNumber(unit.counts.delivered, locale)}</TableCell>
                      <TableCell sx={NUMBER_CELL}>{formatNumber(unit.counts.failed, locale)}</TableCell>
                      <TableCell sx={NUMBER_CELL}>{formatNumber(unit.counts.answered, locale)}</TableCell>
                      <TableCell sx={{ ...NUMBER_CELL, fontWeight: 600 }}>
                        {rate === null ? '–' : formatPercent(rate, locale, 1)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableScroll>
          {sorted.length > FIRST_UNITS && (
            <Button
              size="small"
              sx={{ mt: 1 }}
              onClick={() => setShowAll(!showAll)}
              data-testid="campaign-units-all"
            >
              {showAll
                ? t('campaigns.units.showFewer')
                : t('campaigns.units.showAll', {
                    count: sorted.length,
                    total: formatNumber(sorted.length, locale),
                  })}
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}
