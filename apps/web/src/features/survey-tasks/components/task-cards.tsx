import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { taskErrorText, useTaskTitle } from './task-labels.ts';
import type { TaskListProps } from './task-list-props.ts';
import { TaskProgress } from './task-progress.tsx';
import { TaskRowMenu } from './task-row-menu.tsx';
import { TaskStateChip } from './task-state-chip.tsx';

const dateTime = { dateStyle: 'short', timeStyle: 'short' } as const;

/** The survey's tasks on a phone: a card each, with what the table's columns hold. */
export function TaskCards({ tasks, selected, onToggle, onToggleAll, busy, onAction }: TaskListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = useTaskTitle();
  const selectAllId = useId();
  const all = tasks.length > 0 && tasks.every((task) => selected.has(task.id));
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Checkbox
          checked={all}
          indeterminate={!all && tasks.some((task) => selected.has(task.id))}
          onChange={onToggleAll}
          slotProps={{ input: { 'aria-labelledby': selectAllId } }}
        />
        <Typography id={selectAllId} variant="body2">
          {t('tasks.selectAll')}
        </Typography>
      </Stack>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('tasks.title')}>
        {tasks.map((task) => (
          <Paper
            key={task.id}
            component="li"
            variant="outlined"
            data-testid={`task-card-${task.id}`}
            sx={{ p: 1.5, bgcolor: selected.has(task.id) ? 'action.selected' : undefined }}
          >
            <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
              <Checkbox
                checked={selected.has(task.id)}
                onChange={() => onToggle(task.id)}
                slotProps={{ input: { 'aria-label': t('tasks.select', { task: title(task), id: task.id }) } }}
                sx={{ mt: -0.75, ml: -1 }}
              />
              <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {title(task)}
                  </Typography>
                  <TaskStateChip state={task.state} />
                </Stack>
                <TaskProgress task={task} />
                <Typography variant="caption" color="text.secondary">
                  {t('tasks.createdLine', {
                    date: formatDate(task.createdAt, locale, dateTime),
                    by: task.createdBy ?? t('tasks.bySystem'),
                  })}
                  {task.finishedAt &&
                    ` · ${t('tasks.finishedLine', { date: formatDate(task.finishedAt, locale, dateTime) })}`}
                </Typography>
                {taskErrorText(task) && (
                  <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {taskErrorText(task)}
                  </Typography>
                )}
              </Stack>
              <TaskRowMenu task={task} title={title(task)} disabled={busy} onAction={onAction} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
