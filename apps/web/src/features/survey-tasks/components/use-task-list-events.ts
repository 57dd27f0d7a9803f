import type { TTask, TTaskState } from '@opinio/domain/schemas/tasks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLiveEvent } from '@/entities/session/api/live-events.ts';
import { surveyTasksKey } from '../api/get-tasks.ts';
import { taskEventEffect, withTaskProgress } from '../lib/task-list.ts';

/**
 * `task` events of the live stream keep the survey's task lists current: progress goes
 * straight into the rows, a change of state reads the lists again.
 */
export function useTaskListEvents(surveyExtName: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const known = new Map<number, TTaskState>();
    return subscribeLiveEvent('task', (event) => {
      if (event.survey !== surveyExtName) return;
      const lists = queryClient.getQueriesData<readonly TTask[]>({ queryKey: surveyTasksKey(surveyExtName) });
      const listed = lists.flatMap(([, tasks]) => tasks ?? []).find((task) => task.id === event.taskId);
      const state = known.get(event.taskId) ?? listed?.state;
      known.set(event.taskId, event.state);
      if (taskEventEffect(state, event) === 'refetch') {
        void queryClient.invalidateQueries({ queryKey: surveyTasksKey(surveyExtName) });
        return;
      }
      for (const [key, tasks] of lists)
        if (tasks) queryClient.setQueryData(key, withTaskProgress(tasks, event));
    });
  }, [queryClient, surveyExtName]);
}
