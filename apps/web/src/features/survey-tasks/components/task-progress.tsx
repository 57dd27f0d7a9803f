import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTask } from '@opinio/domain/schemas/tasks';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { taskProgressShare } from '../lib/task-list.ts';

/** How far a task is: a bar with done of total; a running task without a total yet moves on its own. */
export function TaskProgress({ task }: { task: TTask }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const share = taskProgressShare(task.progress);
  if (share === null && task.state !== 'running')
    return (
      <Typography variant="body2" color="text.secondary">
        –
      </Typography>
    );
  const label = t('tasks.progressOf', {
    done: formatNumber(task.progress.done, locale),
    total: formatNumber(task.progress.total, locale),
  });
  return (
    <Stack spacing={0.5} sx={{ minWidth: 120 }}>
      <LinearProgress
        variant={share === null ? 'indeterminate' : 'determinate'}
        value={share === null ? undefined : share * 100}
        color={task.state === 'failed' ? 'error' : task.state === 'done' ? 'success' : 'primary'}
        aria-label={t('tasks.progress')}
        aria-valuetext={share === null ? t('tasks.progressUnknown') : label}
      />
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {share === null ? t('tasks.progressUnknown') : `${label} · ${formatPercent(share * 100, locale)}`}
      </Typography>
    </Stack>
  );
}
