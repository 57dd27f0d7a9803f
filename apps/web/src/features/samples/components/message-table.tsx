import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TContactMessage, TMessageState } from '@opinio/domain/schemas/samples';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/table-scroll.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const COLOUR: Record<TMessageState, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  delivered: 'success',
  failed: 'error',
  unsub: 'warning',
};

/**
 * The campaign messages of a contact: channel, what became of them, when. On a phone a card
 * each, the times listed under the campaign, rather than a table wider than the screen.
 */
export function MessageTable({ messages }: { messages: readonly TContactMessage[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const when = (iso: string | null) => (iso ? formatDate(iso, locale, DATE_TIME) : '–');
  if (phone)
    return (
      <Stack
        component="ul"
        aria-label={t('sample.messages')}
        data-testid="message-cards"
        sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}
      >
        {messages.map((m) => (
          <Stack
            component="li"
            key={m.id}
            data-testid="message-row"
            data-state={m.state}
            spacing={1}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {m.campaign.name}
              </Typography>
              <Chip size="small" variant="outlined" label={t(`sample.type.${m.campaign.type}`)} />
              <Chip
                size="small"
                color={COLOUR[m.state]}
                label={t(`sample.message.${m.state}`)}
                sx={{ ml: 'auto' }}
              />
            </Stack>
            <Stack
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 2 }}
            >
              {(
                [
                  ['sent', m.sentAt],
                  ['opened', m.openedAt],
                  ['clicked', m.clickedAt],
                ] as const
              ).map(([column, iso]) => (
                <Fragment key={column}>
                  <Typography variant="body2" color="text.secondary" component="dt">
                    {t(`sample.column.${column}`)}
                  </Typography>
                  <Typography variant="body2" component="dd" sx={{ m: 0 }}>
                    {when(iso)}
                  </Typography>
                </Fragment>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  return (
    <TableScroll label={t('sample.messages')}>
      <Table size="small" aria-label={t('sample.messages')} data-testid="message-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('sample.column.campaign')}</TableCell>
            <TableCell>{t('sample.column.state')}</TableCell>
            <TableCell>{t('sample.column.sent')}</TableCell>
            <TableCell>{t('sample.column.opened')}</TableCell>
            <TableCell>{t('sample.column.clicked')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((m) => (
            <TableRow key={m.id} data-testid="message-row" data-state={m.state}>
              <TableCell>
                {m.campaign.name}
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(`sample.type.${m.campaign.type}`)}
                  sx={{ ml: 1 }}
                />
              </TableCell>
              <TableCell>
                <Chip size="small" color={COLOUR[m.state]} label={t(`sample.message.${m.state}`)} />
              </TableCell>
              <TableCell>{when(m.sentAt)}</TableCell>
              <TableCell>{when(m.openedAt)}</TableCell>
              <TableCell>{when(m.clickedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
