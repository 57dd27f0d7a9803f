import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TTask, TTaskBulkResult, TTaskState } from '@opinio/domain/schemas/tasks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { type TaskFilter, useTasks } from '../api/get-tasks.ts';
import { type TaskCommand, useTaskCommand } from '../api/manage-tasks.ts';
import { TASK_STATES, type TaskBulkAction, tasksForAction, taskTypeChoices } from '../lib/task-list.ts';
import { DeleteTasksDialog } from './delete-tasks-dialog.tsx';
import { TaskCards } from './task-cards.tsx';
import { useTaskTitle, useTaskTypeName } from './task-labels.ts';
import { TasksBulkBar } from './tasks-bulk-bar.tsx';
import { TasksTable } from './tasks-table.tsx';
import { useTaskListEvents } from './use-task-list-events.ts';

/** A deletion waiting for its confirmation: one task from its menu, or the selection. */
type PendingDelete = { command: TaskCommand; body: string; clearsSelection: boolean };

/** The survey's tasks, filtered by state and type, with actions on one or on a selection. */
export function TasksPanel({ surveyExtName }: { surveyExtName: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const typeName = useTaskTypeName();
  const title = useTaskTitle();
  const [filter, setFilter] = useState<TaskFilter>({ state: null, type: null });
  const [seenTypes, setSeenTypes] = useState<ReadonlySet<string>>(new Set());
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const query = useTasks(surveyExtName, filter);
  const command = useTaskCommand(surveyExtName);
  useTaskListEvents(surveyExtName);
  const tasks = query.data ?? [];
  const selected = tasks.filter((task) => selectedIds.has(task.id));

  // Types the list has shown stay in the type filter while another type is chosen.
  useEffect(() => {
    const types = query.data?.map((task) => task.type) ?? [];
    setSeenTypes((seen) => (types.every((type) => seen.has(type)) ? seen : new Set([...seen, ...types])));
  }, [query.data]);

  const report = (result: TTaskBulkResult) => {
    const changed = t('tasks.resultChanged', {
      count: result.changed.length,
      shown: formatNumber(result.changed.length, locale),
    });
    const skipped = result.skipped.length
      ? ` ${t('tasks.resultSkipped', { count: result.skipped.length, shown: formatNumber(result.skipped.length, locale) })}`
      : '';
    showSnackbar(`${changed}${skipped}`, result.changed.length > 0 ? 'success' : 'info');
  };

  /** Runs a command; its refusal is told in a snackbar, or by the dialog it was confirmed in. */
  const run = async (next: TaskCommand, clearsSelection: boolean, inDialog = false) => {
    try {
      report(await command.mutateAsync(next));
      if (clearsSelection) setSelectedIds(new Set());
      return true;
    } catch (error) {
      if (!inDialog) showSnackbar(errorMessage(error), 'error');
      return false;
    }
  };

  const act = (action: TaskBulkAction, on: readonly TTask[], fromSelection: boolean) => {
    const ids = tasksForAction(on, action);
    if (ids.length === 0) return;
    if (action === 'delete') {
      command.reset();
      const one = on.length === 1 ? on[0] : undefined;
      setPendingDelete({
        command: one && !fromSelection ? { kind: 'deleteOne', id: one.id } : { kind: 'delete', ids },
        body:
          one && !fromSelection
            ? t('tasks.deleteOne', { task: title(one), id: one.id })
            : t('tasks.deleteMany', { count: ids.length, shown: formatNumber(ids.length, locale) }),
        clearsSelection: fromSelection,
      });
      return;
    }
    const next: TaskCommand =
      action === 'process'
        ? { kind: 'process', ids }
        : { kind: 'assign', ids, state: action === 'requeue' ? 'queued' : 'cancelled' };
    void run(next, fromSelection);
  };

  const toggle = (id: number) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = tasks.length > 0 && tasks.every((task) => selectedIds.has(task.id));
  const listProps = {
    tasks,
    selected: selectedIds,
    onToggle: toggle,
    onToggleAll: () => setSelectedIds(all ? new Set() : new Set(tasks.map((task) => task.id))),
    busy: command.isPending,
    onAction: (action: TaskBulkAction, task: TTask) => act(action, [task], false),
  };
  const filtered = filter.state !== null || filter.type !== null;

  return (
    <Panel title={t('tasks.title')} busy={query.isFetching || command.isPending} testId="tasks">
      <Typography variant="body2" color="text.secondary">
        {t('tasks.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '220px 260px' } }}>
        <TextField
          select
          size="small"
          label={t('tasks.filter.state')}
          value={filter.state ?? ''}
          onChange={(e) => setFilter({ ...filter, state: (e.target.value || null) as TTaskState | null })}
          slotProps={{ htmlInput: { 'data-testid': 'tasks-filter-state' } }}
        >
          <MenuItem value="">{t('tasks.filter.any')}</MenuItem>
          {TASK_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {t(`tasks.state.${state}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('tasks.filter.type')}
          value={filter.type ?? ''}
          onChange={(e) => setFilter({ ...filter, type: e.target.value || null })}
          slotProps={{ htmlInput: { 'data-testid': 'tasks-filter-type' } }}
        >
          <MenuItem value="">{t('tasks.filter.any')}</MenuItem>
          {taskTypeChoices(seenTypes).map((type) => (
            <MenuItem key={type} value={type}>
              {typeName(type)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {selected.length > 0 && (
        <TasksBulkBar
          selected={selected}
          busy={command.isPending}
          onAction={(action) => act(action, selected, true)}
          onClear={() => setSelectedIds(new Set())}
        />
      )}
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && tasks.length === 0 && (
        <EmptyState text={filtered ? t('tasks.noMatch') : t('tasks.empty')} />
      )}
      {tasks.length > 0 && (phone ? <TaskCards {...listProps} /> : <TasksTable {...listProps} />)}
      {pendingDelete && (
        <DeleteTasksDialog
          body={pendingDelete.body}
          pending={command.isPending}
          error={command.error}
          onClose={() => setPendingDelete(null)}
          onConfirm={async () => {
            if (await run(pendingDelete.command, pendingDelete.clearsSelection, true)) setPendingDelete(null);
          }}
        />
      )}
    </Panel>
  );
}
