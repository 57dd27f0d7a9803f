import type { TLiveEventPayloads } from '@opinio/domain/schemas/live-events';
import type { TTask, TTaskState } from '@opinio/domain/schemas/tasks';

export const TASK_STATES: readonly TTaskState[] = ['queued', 'running', 'done', 'failed', 'cancelled'];

/** Task types with a name of their own in the UI; any other is shown as its type. */
const KNOWN_TASK_TYPES = ['import_interviews', 'report', 'report_subscription'] as const;
export type KnownTaskType = (typeof KNOWN_TASK_TYPES)[number];

export function isKnownTaskType(type: string): type is KnownTaskType {
  return (KNOWN_TASK_TYPES as readonly string[]).includes(type);
}

/** A task in one of these states changes no more unless someone queues it again. */
export function isTaskFinished(state: TTaskState): boolean {
  return state === 'done' || state === 'failed' || state === 'cancelled';
}

/** The type filter's choices: the known types, then any other the list has shown, once each. */
export function taskTypeChoices(seen: Iterable<string>): string[] {
  const others = [...new Set(seen)].filter((type) => !isKnownTaskType(type)).sort();
  return [...KNOWN_TASK_TYPES, ...others];
}

/** Share done, 0..1; null while the total is not known yet. */
export function taskProgressShare(progress: TTask['progress']): number | null {
  if (progress.total <= 0) return null;
  return Math.min(1, Math.max(0, progress.done / progress.total));
}

export type TaskBulkAction = 'process' | 'requeue' | 'cancel' | 'delete';

/** Which tasks each action changes: the server skips the others. */
const ACTION_APPLIES: Record<TaskBulkAction, (state: TTaskState) => boolean> = {
  process: (state) => state === 'queued' || state === 'failed' || state === 'cancelled',
  requeue: (state) => state === 'failed' || state === 'cancelled',
  cancel: (state) => state === 'queued' || state === 'running',
  delete: (state) => state !== 'running',
};

/** The ids of the selected tasks an action would change. */
export function tasksForAction(tasks: readonly TTask[], action: TaskBulkAction): number[] {
  return tasks.filter((task) => ACTION_APPLIES[action](task.state)).map((task) => task.id);
}

type TaskEvent = Pick<TLiveEventPayloads['task'], 'taskId' | 'state' | 'done' | 'total'>;

/**
 * What a live `task` event asks of the lists: a task whose state is as last known only moved
 * on (its progress is written in); a new task or a new state means reading the lists again
 * (they may be filtered by state).
 */
export function taskEventEffect(
  knownState: TTaskState | undefined,
  event: TaskEvent,
): 'progress' | 'refetch' {
  return knownState === event.state ? 'progress' : 'refetch';
}

/** The list with the event's progress written into its task (the same list when it lacks the task). */
export function withTaskProgress(tasks: readonly TTask[], event: TaskEvent): readonly TTask[] {
  if (!tasks.some((t) => t.id === event.taskId)) return tasks;
  return tasks.map((t) =>
    t.id === event.taskId ? { ...t, progress: { done: event.done, total: event.total } } : t,
  );
}
