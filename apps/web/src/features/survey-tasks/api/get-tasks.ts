import { tasksApi } from '@opinio/domain/api/tasks';
import type { TTask, TTaskState } from '@opinio/domain/schemas/tasks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { isTaskFinished } from '../lib/task-list.ts';

/** Most tasks the list shows (the call's largest page). */
const TASK_LIST_LIMIT = 200;
/** Polling while a task is unfinished: the slow fallback of the live `task` events. */
const POLL_MS = 10_000;

export interface TaskFilter {
  state: TTaskState | null;
  type: string | null;
}

/** Every filtered list of the survey's tasks starts with this key. */
export function surveyTasksKey(surveyExtName: string) {
  return ['surveyAdmin', 'tasks', surveyExtName] as const;
}

/** GET /api/vuejs/surveys/tasks/{survey}?state&type&limit: newest first. */
async function getTasks(surveyExtName: string, filter: TaskFilter, signal?: AbortSignal): Promise<TTask[]> {
  const answer = await callApi(tasksApi.list, {
    params: { survey: surveyExtName },
    query: { state: filter.state ?? undefined, type: filter.type ?? undefined, limit: TASK_LIST_LIMIT },
    signal,
  });
  return answer.tasks;
}

function tasksQueryOptions(surveyExtName: string, filter: TaskFilter) {
  return queryOptions({
    queryKey: [...surveyTasksKey(surveyExtName), filter.state, filter.type] as const,
    queryFn: ({ signal }) => getTasks(surveyExtName, filter, signal),
    meta: { silentError: true },
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.some((task) => !isTaskFinished(task.state)) ? POLL_MS : false,
  });
}

export function useTasks(surveyExtName: string, filter: TaskFilter) {
  return useQuery(tasksQueryOptions(surveyExtName, filter));
}
