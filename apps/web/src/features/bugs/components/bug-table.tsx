import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TBugEntry } from '@opinio/domain/schemas/logs';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, useLocale } from '@/lib/number-format.ts';

export function BugTable({ bugs }: { bugs: readonly TBugEntry[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table size="small" aria-label={t('bugs.title')}>
      <TableHead>
        <TableRow>
          <TableCell align="right">{t('bugs.count')}</TableCell>
          <TableCell>{t('bugs.message')}</TableCell>
          <TableCell>{t('bugs.user')}</TableCell>
          <TableCell>{t('bugs.datetime')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bugs.map((bug) => (
          <TableRow key={`${bug.message}-${bug.user}-${bug.datetime}`}>
            <TableCell align="right">{formatNumber(bug.count, locale)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{bug.message}</TableCell>
            <TableCell>{bug.user}</TableCell>
            <TableCell>
              {formatDate(bug.datetime, locale, { dateStyle: 'short', timeStyle: 'short' })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
