import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTask } from '@opinio/domain/schemas/tasks';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { type TaskBulkAction, tasksForAction } from '../lib/task-list.ts';

const ACTIONS: readonly TaskBulkAction[] = ['process', 'requeue', 'cancel', 'delete'];

interface TasksBulkBarProps {
  selected: readonly TTask[];
  busy: boolean;
  onAction: (action: TaskBulkAction) => void;
  onClear: () => void;
}

/** What to do with the selected tasks: each action names how many of them it changes. */
export function TasksBulkBar({ selected, busy, onAction, onClear }: TasksBulkBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('tasks.selected', {
        count: selected.length,
        shown: formatNumber(selected.length, locale),
      })}
      sx={{ px: 2, py: 1, bgcolor: 'action.selected' }}
      data-testid="tasks-bulk-bar"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, mr: 1 }}>
          {t('tasks.selected', { count: selected.length, shown: formatNumber(selected.length, locale) })}
        </Typography>
        {ACTIONS.map((action) => {
          const count = tasksForAction(selected, action).length;
          return (
            <Button
              key={action}
              size="small"
              variant="outlined"
              color={action === 'delete' ? 'error' : 'primary'}
              disabled={busy || count === 0}
              onClick={() => onAction(action)}
              data-testid={`tasks-bulk-${action}`}
            >
              {t('tasks.bulkAction', {
                action: t(`tasks.action.${action}`),
                shown: formatNumber(count, locale),
              })}
            </Button>
          );
        })}
        <Button size="small" onClick={onClear}>
          {t('tasks.clearSelection')}
        </Button>
      </Stack>
    </Paper>
  );
}
