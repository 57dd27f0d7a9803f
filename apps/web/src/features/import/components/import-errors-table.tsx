import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TImportRowError } from '@opinio/domain/schemas/tasks';
import { useTranslation } from 'react-i18next';
import { problemText } from '@/lib/api-client.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';

interface ImportErrorsTableProps {
  errors: readonly TImportRowError[];
  errorCount: number;
}

/** The bad cells of an import file: row number (header = 1), column, what is wrong (by its code, in the UI's language). */
export function ImportErrorsTable({ errors, errorCount }: ImportErrorsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <TableContainer sx={{ maxHeight: 280 }}>
        <Table size="small" stickyHeader aria-label={t('import.errorsTable')} data-testid="import-errors">
          <TableHead>
            <TableRow>
              <TableCell align="right">{t('import.row')}</TableCell>
              <TableCell>{t('import.column')}</TableCell>
              <TableCell>{t('import.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error) => (
              <TableRow key={`${error.row}:${error.column}`}>
                <TableCell align="right">{formatNumber(error.row, locale)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{error.column}</TableCell>
                <TableCell>{problemText(error)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {errorCount > errors.length && (
        <Typography variant="caption" color="text.secondary">
          {t('import.errorsShown', {
            shown: formatNumber(errors.length, locale),
            count: errorCount,
            total: formatNumber(errorCount, locale),
          })}
        </Typography>
      )}
    </>
  );
}
