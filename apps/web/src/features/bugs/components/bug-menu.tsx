import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { useClearBugs } from '../api/clear-bugs.ts';
import { useBugs } from '../api/get-bugs.ts';
import { BugTable } from './bug-table.tsx';

/** How many errors the web app recorded for the survey (root only: it asks the log). */
export function useBugTotal(surveyExtName: string): number {
  const bugs = useBugs(surveyExtName, true).data ?? [];
  return bugs.reduce((sum, bug) => sum + bug.count, 0);
}

/** Root only: the web app's recorded errors for the survey, with reload and clear, by `anchor`. */
export function BugReports({
  surveyExtName,
  anchor,
  onClose,
}: {
  surveyExtName: string;
  anchor: HTMLElement | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const query = useBugs(surveyExtName, true);
  const clear = useClearBugs(surveyExtName);
  const bugs = query.data ?? [];

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('bugs.title'),
          sx: { p: 2, width: 560, maxWidth: '95vw' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('bugs.title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            onClick={() => query.refetch()}
            disabled={query.isFetching}
          >
            {t('action.reload')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteSweepIcon />}
            onClick={() => clear.mutate()}
            disabled={clear.isPending || bugs.length === 0}
          >
            {t('bugs.clear')}
          </Button>
        </Stack>
      </Stack>
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && bugs.length === 0 && <EmptyState text={t('bugs.empty')} />}
      {bugs.length > 0 && <BugTable bugs={bugs} />}
    </Popover>
  );
}
