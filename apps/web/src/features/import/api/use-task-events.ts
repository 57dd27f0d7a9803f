import type { TTask } from '@opinio/domain/schemas/tasks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLiveEvent } from '@/entities/session/api/live-events.ts';
import { isFinished } from '../lib/task-state.ts';
import { taskQueryOptions } from './get-task.ts';

/**
 * `task` events of the live stream (docs/api.md) move the survey's tasks along as they
 * happen: progress goes straight into the cache; at the end the task is fetched again
 * for its result (the polling in get-task.ts is the slow fallback).
 */
export function useTaskEvents(surveyExtName: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLiveEvent('task', (event) => {
        if (event.survey !== surveyExtName) return;
        const { taskId, state, done, total } = event;
        const { queryKey } = taskQueryOptions(surveyExtName, taskId);
        if (isFinished(state)) {
          void queryClient.invalidateQueries({ queryKey });
          void queryClient.invalidateQueries({ queryKey: ['tasks', surveyExtName] });
          return;
        }
        queryClient.setQueryData<TTask>(
          queryKey,
          (task) => task && { ...task, state, progress: { done, total } },
        );
      }),
    [queryClient, surveyExtName],
  );
}
