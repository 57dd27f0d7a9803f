import { tasksApi } from '@opinio/domain/api/tasks';
import { IMPORT_TASK_TYPE, type TTask } from '@opinio/domain/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { isFinished } from '../lib/task-state.ts';

/** GET /api/vuejs/surveys/tasks/{survey}?type=import_interviews: the latest imports. */
async function getImportTasks(surveyExtName: string, signal?: AbortSignal): Promise<TTask[]> {
  const answer = await callApi(tasksApi.list, {
    params: { survey: surveyExtName },
    query: { type: IMPORT_TASK_TYPE, limit: 10 },
    signal,
  });
  return answer.tasks;
}

function importTasksQueryOptions(surveyExtName: string) {
  return queryOptions({
    queryKey: ['tasks', surveyExtName, IMPORT_TASK_TYPE] as const,
    queryFn: ({ signal }) => getImportTasks(surveyExtName, signal),
    // While one is queued or running, its row keeps up.
    refetchInterval: (query) => (query.state.data?.some((task) => !isFinished(task.state)) ? 2000 : false),
  });
}

export function useImportTasks(surveyExtName: string) {
  return useQuery(importTasksQueryOptions(surveyExtName));
}
