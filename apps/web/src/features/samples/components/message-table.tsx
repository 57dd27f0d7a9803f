import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TContactMessage, TMessageState } from '@opinio/domain/schemas/samples';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@/lib/number-format.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const COLOUR: Record<TMessageState, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  delivered: 'success',
  failed: 'error',
  unsub: 'warning',
};

/** The campaign messages of a contact: channel, what became of them, when. */
export function MessageTable({ messages }: { messages: readonly TContactMessage[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? formatDate(iso, locale, DATE_TIME) : '–');
  return (
    <TableContainer>
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
    </TableContainer>
  );
}
