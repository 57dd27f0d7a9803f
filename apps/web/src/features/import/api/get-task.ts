import { tasksApi } from '@opinio/domain/api/tasks';
import type { TTask } from '@opinio/domain/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { isFinished } from '../lib/task-state.ts';

/** Polling while a task runs: the fallback of the live `task` events (use-task-events.ts). */
const POLL_MS = 3000;

/** GET /api/vuejs/surveys/task/{survey}/{taskId}: progress, result and row errors. */
function getTask(surveyExtName: string, taskId: number, signal?: AbortSignal): Promise<TTask> {
  return callApi(tasksApi.task, { params: { survey: surveyExtName, taskId }, signal });
}

export function taskQueryOptions(surveyExtName: string, taskId: number) {
  return queryOptions({
    queryKey: ['task', surveyExtName, taskId] as const,
    queryFn: ({ signal }) => getTask(surveyExtName, taskId, signal),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.state) ? false : POLL_MS),
  });
}

export function useTask(surveyExtName: string, taskId: number | null) {
  return useQuery({ ...taskQueryOptions(surveyExtName, taskId ?? 0), enabled: taskId !== null });
}
