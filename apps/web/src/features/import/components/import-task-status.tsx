import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTask } from '@opinio/domain/schemas/tasks';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { ImportErrorsTable } from './import-errors-table.tsx';
import { TaskStateChip } from './task-state-chip.tsx';

/** One import as it runs and ends: progress, then what it wrote or why it wrote nothing. */
export function ImportTaskStatus({ task }: { task: TTask }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { done, total } = task.progress;
  const result = task.result;
  const active = task.state === 'queued' || task.state === 'running';

  return (
    <Stack spacing={1.5} data-testid="import-status" data-state={task.state}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
          {task.fileName ?? t('import.noFileName')}
        </Typography>
        <TaskStateChip state={task.state} />
      </Stack>
      {active && (
        <Stack spacing={0.5}>
          <LinearProgress
            variant={total > 0 ? 'determinate' : 'indeterminate'}
            value={total > 0 ? (100 * done) / total : undefined}
            aria-label={t('import.taskProgress')}
            data-testid="import-progress"
          />
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            {task.state === 'queued'
              ? t('import.queued')
              : total > 0
                ? t('import.progress', {
                    done: formatNumber(done, locale),
                    total: formatNumber(total, locale),
                  })
                : t('import.checking')}
          </Typography>
        </Stack>
      )}
      {task.state === 'done' && result && (
        <Alert severity="success" data-testid="import-result">
          {t('import.doneSummary', {
            count: result.inserted,
            inserted: formatNumber(result.inserted, locale),
          })}
          {result.duplicates > 0 &&
            ` ${t('import.duplicates', { count: result.duplicates, duplicates: formatNumber(result.duplicates, locale) })}`}
        </Alert>
      )}
      {task.state === 'failed' && (
        <Alert severity="error" data-testid="import-failure">
          {result && result.errorCount > 0
            ? t('import.invalidFile', {
                count: result.errorCount,
                errors: formatNumber(result.errorCount, locale),
              })
            : // why, by its code in the UI's language (the task's English `error` is for logs)
              result?.failure
              ? errorText(result.failure.code, result.failure.params)
              : t('import.failedNoReason')}
        </Alert>
      )}
      {task.state === 'cancelled' && <Alert severity="warning">{t('import.cancelledNote')}</Alert>}
      {result && result.errors.length > 0 && (
        <ImportErrorsTable errors={result.errors} errorCount={result.errorCount} />
      )}
    </Stack>
  );
}
