import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { pathFor } from '@opinio/domain/routes';
import { REPORT_KEEP_DAYS } from '@opinio/domain/schemas/reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { useRecentReports } from '../api/get-reports.ts';
import { useRecentReportLine } from './recent-report-items.tsx';

interface RecentReportsDialogProps {
  survey: string;
  open: boolean;
  onClose: () => void;
}

/** Every report of the user in the survey from the last days, each a link to its download screen. */
export function RecentReportsDialog({ survey, open, onClose }: RecentReportsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const line = useRecentReportLine();
  const query = useRecentReports(survey, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('report.recent')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {query.isPending && <LoadingSkeleton variant="rows" />}
        {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
        {query.data?.length === 0 && (
          <EmptyState text={t('report.recentEmpty', { days: REPORT_KEEP_DAYS })} />
        )}
        {query.data && query.data.length > 0 && (
          <List aria-labelledby={titleId} data-testid="report-recent-list">
            {query.data.map((report) => {
              const { primary, secondary } = line(report);
              return (
                <li key={report.reportUUID}>
                  <ListItemButton
                    component={RouterLink}
                    to={pathFor('reportdownload', { surveyExtName: survey, reportUUID: report.reportUUID })}
                    onClick={onClose}
                  >
                    <ListItemText primary={primary} secondary={secondary} />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
