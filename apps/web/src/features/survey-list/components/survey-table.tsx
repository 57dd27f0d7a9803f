import Chip from '@mui/material/Chip';
import { darken } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TSurveyListRow } from '@opinio/domain/schemas/survey-admin';
import { useTranslation } from 'react-i18next';
import { LinkedTableRow, RowLink } from '@/components/linked-table-row.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { formatDate, formatNumber, useLocale } from '@/lib/number-format.ts';

/** Columns shown from a medium or large screen. */
const wide = { display: { xs: 'none', md: 'table-cell' } };
const extraWide = { display: { xs: 'none', lg: 'table-cell' } };
const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface SurveyTableProps {
  rows: readonly TSurveyListRow[];
  hrefFor: (row: TSurveyListRow) => string;
}

/** The survey list on a wide screen: a row per survey, each opening its details. */
export function SurveyTable({ rows, hrefFor }: SurveyTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableScroll label={t('surveyList.tableLabel')}>
      <Table size="small" aria-label={t('surveyList.tableLabel')} data-testid="survey-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('surveyList.col.survey')}</TableCell>
            <TableCell>{t('surveyList.col.universe')}</TableCell>
            <TableCell align="right">{t('surveyList.col.interviews')}</TableCell>
            <TableCell align="right" sx={extraWide}>
              {t('surveyList.col.loadCount')}
            </TableCell>
            <TableCell sx={wide}>{t('surveyList.col.lastInterview')}</TableCell>
            <TableCell align="right">{t('surveyList.col.openAlerts')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <LinkedTableRow key={row.id} to={hrefFor(row)} data-testid={`survey-row-${row.id}`}>
              <TableCell sx={{ minWidth: 200 }}>
                <RowLink to={hrefFor(row)}>{row.title || row.extName}</RowLink>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                >
                  {row.extName}
                </Typography>
              </TableCell>
              <TableCell>
                {row.universeTitle}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', fontFamily: 'monospace' }}
                >
                  {row.universe}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatNumber(row.interviews, locale)}
              </TableCell>
              <TableCell align="right" sx={{ ...NUMBER, ...extraWide }}>
                {formatNumber(row.loadCount, locale)}
              </TableCell>
              <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                {row.lastInterviewAt ? formatDate(row.lastInterviewAt, locale) : t('surveyList.never')}
              </TableCell>
              <TableCell align="right">
                {row.openAlerts > 0 ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="warning"
                    label={formatNumber(row.openAlerts, locale)}
                    // the theme's dark amber is too light for text on white (3.3:1): darker still
                    sx={(theme) => ({
                      color: darken(theme.palette.warning.dark, 0.35),
                      borderColor: theme.palette.warning.dark,
                    })}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary" component="span">
                    0
                  </Typography>
                )}
              </TableCell>
            </LinkedTableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
