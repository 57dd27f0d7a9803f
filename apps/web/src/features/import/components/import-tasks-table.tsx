import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { TTask } from '@opinio/domain/schemas/tasks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, useLocale } from '@/lib/number-format.ts';
import { TaskStateChip } from './task-state-chip.tsx';

interface ImportTasksTableProps {
  tasks: readonly TTask[];
  selectedId: number | null;
  busy: boolean;
  onSelect: (taskId: number) => void;
  onRequeue: (taskId: number) => void;
  onCancel: (taskId: number) => void;
  onDelete: (taskId: number) => void;
}

/** Recent imports of the survey: state, what they wrote, and what can be done with them. */
export function ImportTasksTable(props: ImportTasksTableProps) {
  const { tasks, selectedId, busy, onSelect, onRequeue, onCancel, onDelete } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const action = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={busy}
          data-testid={testId}
          onClick={(event) => {
            event.stopPropagation();
            onClick();
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Table size="small" aria-label={t('import.recent')} data-testid="import-tasks">
      <TableHead>
        <TableRow>
          <TableCell>{t('import.file')}</TableCell>
          <TableCell>{t('import.started')}</TableCell>
          <TableCell>{t('import.stateColumn')}</TableCell>
          <TableCell align="right">{t('import.inserted')}</TableCell>
          <TableCell align="right">{t('import.errors')}</TableCell>
          <TableCell align="right">{t('import.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tasks.map((task) => (
          <TableRow
            key={task.id}
            hover
            selected={task.id === selectedId}
            onClick={() => onSelect(task.id)}
            sx={{ cursor: 'pointer' }}
            data-testid={`import-task-${task.id}`}
          >
            <TableCell
              sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {/* A real button: rows open by keyboard too. */}
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onSelect(task.id);
                }}
                aria-label={t('import.show', { file: task.fileName ?? task.id })}
                style={{ all: 'unset', cursor: 'pointer' }}
              >
                {task.fileName ?? `#${task.id}`}
              </button>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDate(task.createdAt, locale, { dateStyle: 'short', timeStyle: 'short' })}
              {task.createdBy && ` · ${task.createdBy}`}
            </TableCell>
            <TableCell>
              <TaskStateChip state={task.state} />
            </TableCell>
            <TableCell align="right">
              {task.result ? formatNumber(task.result.inserted, locale) : '–'}
            </TableCell>
            <TableCell align="right">
              {task.result ? formatNumber(task.result.errorCount, locale) : '–'}
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                {/* A file with bad rows would fail the same way: it needs a fixed upload. */}
                {(task.state === 'cancelled' || (task.state === 'failed' && !task.result?.errorCount)) &&
                  action(
                    t('import.requeue'),
                    <ReplayIcon fontSize="small" />,
                    () => onRequeue(task.id),
                    'task-requeue',
                  )}
                {(task.state === 'queued' || task.state === 'running') &&
                  action(
                    t('import.cancel'),
                    <CancelOutlinedIcon fontSize="small" />,
                    () => onCancel(task.id),
                    'task-cancel',
                  )}
                {task.state !== 'running' &&
                  action(
                    t('import.delete'),
                    <DeleteOutlinedIcon fontSize="small" />,
                    () => onDelete(task.id),
                    'task-delete',
                  )}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
