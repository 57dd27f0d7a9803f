import { tasksApi } from '@opinio/domain/api/tasks';
import type { TAssignableTaskState, TTaskBulkResult } from '@opinio/domain/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { surveyTasksKey } from './get-tasks.ts';

/** What can be done with tasks of the list: several at once, or one. */
export type TaskCommand =
  | { kind: 'process'; ids: number[] }
  | { kind: 'delete'; ids: number[] }
  | { kind: 'deleteOne'; id: number }
  | { kind: 'assign'; ids: number[]; state: TAssignableTaskState };

/**
 * POST tasks/process (queued ones run now, failed or cancelled ones again), tasks/delete,
 * tasks/deletesingle (409 while it runs) and tasks/assignstate, each on /{survey}.
 */
function runTaskCommand(surveyExtName: string, command: TaskCommand): Promise<TTaskBulkResult> {
  const params = { survey: surveyExtName };
  switch (command.kind) {
    case 'process':
      return callApi(tasksApi.process, { params, body: { ids: command.ids } });
    case 'delete':
      return callApi(tasksApi.delete, { params, body: { ids: command.ids } });
    case 'deleteOne':
      return callApi(tasksApi.deleteSingle, { params: { ...params, taskId: command.id } });
    case 'assign':
      return callApi(tasksApi.assignState, { params, body: { ids: command.ids, newstate: command.state } });
  }
}

/** A command on the survey's tasks; every list of them is read again afterwards. */
export function useTaskCommand(surveyExtName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: TaskCommand) => runTaskCommand(surveyExtName, command),
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: surveyTasksKey(surveyExtName) }),
  });
}
