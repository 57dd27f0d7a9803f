import { tasksApi } from '@opinio/domain/api/tasks';
import type { TAssignableTaskState, TTaskBulkResult } from '@opinio/domain/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** POST /api/vuejs/surveys/tasks/assignstate/{survey}: re-run (queued) or cancel tasks. */
function assignTaskState(
  surveyExtName: string,
  ids: number[],
  newstate: TAssignableTaskState,
): Promise<TTaskBulkResult> {
  return callApi(tasksApi.assignState, { params: { survey: surveyExtName }, body: { ids, newstate } });
}

/** POST /api/vuejs/surveys/tasks/deletesingle/{survey}/{taskId}. */
function deleteTask(surveyExtName: string, taskId: number): Promise<TTaskBulkResult> {
  return callApi(tasksApi.deleteSingle, { params: { survey: surveyExtName, taskId } });
}

type TaskAction =
  | { kind: 'delete'; taskId: number }
  | { kind: 'assign'; taskId: number; state: TAssignableTaskState };

/** One action on a task of the list; the list and the task refresh afterwards. */
export function useTaskAction(surveyExtName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TaskAction) =>
      action.kind === 'delete'
        ? deleteTask(surveyExtName, action.taskId)
        : assignTaskState(surveyExtName, [action.taskId], action.state),
    onSettled: () =>
      queryClient
        .invalidateQueries({ queryKey: ['task', surveyExtName] })
        .then(() => queryClient.invalidateQueries({ queryKey: ['tasks', surveyExtName] })),
  });
}
