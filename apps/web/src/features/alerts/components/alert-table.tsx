import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import { useTranslation } from 'react-i18next';
import { AlertStateChip } from '@/components/alert-state-chip.tsx';
import { LinkedTableRow, RowLink } from '@/components/linked-table-row.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { formatDateWithMonthName, useLocale } from '@/lib/number-format.ts';
import { alertExcerpt } from '../lib/alert-row-text.ts';
import { DueDate } from './due-date.tsx';

interface AlertListViewProps {
  items: readonly TAlertSummary[];
  hrefFor: (alert: TAlertSummary) => string;
}

/**
 * The alert list on a wider screen: a row per alert, each opening the alert. The title names
 * the unit (and the score, when the rule is on it): no column repeats them.
 */
export function AlertTable({ items, hrefFor }: AlertListViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableScroll label={t('screen.alerts.title')}>
      <Table size="small" aria-label={t('screen.alerts.title')} data-testid="alert-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('alerts.column.title')}</TableCell>
            <TableCell>{t('alerts.column.state')}</TableCell>
            <TableCell>{t('alerts.column.assignee')}</TableCell>
            <TableCell>{t('alerts.column.due')}</TableCell>
            <TableCell>{t('alerts.column.created')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((alert) => (
            <LinkedTableRow
              key={alert.id}
              to={hrefFor(alert)}
              data-testid="alert-row"
              data-alert-id={alert.id}
              data-interview-id={alert.interviewId}
            >
              <TableCell>
                <RowLink to={hrefFor(alert)}>{alert.title}</RowLink>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="span"
                  data-testid="alert-rule"
                >
                  {' · '}
                  {t('alerts.rule', { name: alert.ruleName })}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', maxWidth: 480 }}
                  data-testid="alert-excerpt"
                >
                  {alertExcerpt(alert, t)}
                </Typography>
              </TableCell>
              <TableCell>
                <AlertStateChip state={alert.state} />
              </TableCell>
              <TableCell>
                {alert.assignee ?? (
                  <Typography variant="body2" color="text.secondary" component="span">
                    {t('alerts.unassigned')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <DueDate alert={alert} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={alert.createdAt}>{formatDateWithMonthName(alert.createdAt, locale)}</time>
              </TableCell>
            </LinkedTableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

export type { AlertListViewProps };
