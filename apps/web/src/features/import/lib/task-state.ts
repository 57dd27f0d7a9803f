import type { TTaskState } from '@opinio/domain/schemas/tasks';

/** A task in one of these states changes no more unless someone re-queues it. */
export const isFinished = (state: TTaskState) =>
  state === 'done' || state === 'failed' || state === 'cancelled';

export const STATE_COLOR: Record<TTaskState, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
};
