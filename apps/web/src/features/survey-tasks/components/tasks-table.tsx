import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/table-scroll.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { taskErrorText, useTaskTitle } from './task-labels.ts';
import type { TaskListProps } from './task-list-props.ts';
import { TaskProgress } from './task-progress.tsx';
import { TaskRowMenu } from './task-row-menu.tsx';
import { TaskStateChip } from './task-state-chip.tsx';

const wide = { display: { xs: 'none', md: 'table-cell' } };
const dateTime = { dateStyle: 'short', timeStyle: 'short' } as const;

/** The survey's tasks as a table, each selectable for the bulk actions. */
export function TasksTable({ tasks, selected, onToggle, onToggleAll, busy, onAction }: TaskListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = useTaskTitle();
  const all = tasks.length > 0 && tasks.every((task) => selected.has(task.id));
  return (
    <TableScroll label={t('tasks.table')}>
      <Table size="small" aria-label={t('tasks.table')} data-testid="tasks-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={!all && tasks.some((task) => selected.has(task.id))}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': t('tasks.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('tasks.col.task')}</TableCell>
            <TableCell>{t('tasks.col.state')}</TableCell>
            <TableCell>{t('tasks.col.progress')}</TableCell>
            <TableCell>{t('tasks.col.created')}</TableCell>
            <TableCell sx={wide}>{t('tasks.col.finished')}</TableCell>
            <TableCell>{t('tasks.col.error')}</TableCell>
            <TableCell align="right">
              <VisuallyHidden>{t('tasks.col.actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((task) => (
            <TableRow
              key={task.id}
              hover
              selected={selected.has(task.id)}
              data-testid={`task-row-${task.id}`}
            >
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(task.id)}
                  onChange={() => onToggle(task.id)}
                  slotProps={{
                    input: { 'aria-label': t('tasks.select', { task: title(task), id: task.id }) },
                  }}
                />
              </TableCell>
              <TableCell sx={{ minWidth: 220, maxWidth: 340 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {title(task)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('tasks.idAttempts', { id: task.id, count: task.attempts })}
                </Typography>
              </TableCell>
              <TableCell>
                <TaskStateChip state={task.state} />
              </TableCell>
              <TableCell>
                <TaskProgress task={task} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(task.createdAt, locale, dateTime)}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {task.createdBy ?? t('tasks.bySystem')}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                {task.finishedAt ? formatDate(task.finishedAt, locale, dateTime) : '–'}
              </TableCell>
              <TableCell sx={{ maxWidth: 280 }}>
                {taskErrorText(task) ? (
                  <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {taskErrorText(task)}
                  </Typography>
                ) : (
                  '–'
                )}
              </TableCell>
              <TableCell align="right">
                <TaskRowMenu task={task} title={title(task)} disabled={busy} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
