import type { TTask, TTaskState } from '@opinio/domain/schemas/tasks';
import { describe, expect, it } from 'vitest';
import {
  isKnownTaskType,
  taskEventEffect,
  taskProgressShare,
  tasksForAction,
  taskTypeChoices,
  withTaskProgress,
} from './task-list.ts';

const task = (id: number, state: TTaskState, done = 0, total = 0): TTask => ({
  id,
  type: 'import_interviews',
  state,
  fileName: null,
  failure: null,
  progress: { done, total },
  attempts: 1,
  error: null,
  result: null,
  createdBy: 'root',
  createdAt: '2025-01-01T10:00:00Z',
  startedAt: null,
  finishedAt: null,
});

describe('task types', () => {
  it('knows imports, reports and report subscriptions', () => {
    expect(isKnownTaskType('import_interviews')).toBe(true);
    expect(isKnownTaskType('report')).toBe(true);
    expect(isKnownTaskType('report_subscription')).toBe(true);
    expect(isKnownTaskType('mail_campaign')).toBe(false);
  });
  it('offers the known types first, then the others seen, once each and sorted', () => {
    expect(taskTypeChoices(['zeta', 'report', 'alpha', 'zeta'])).toEqual([
      'import_interviews',
      'report',
      'report_subscription',
      'alpha',
      'zeta',
    ]);
  });
});

describe('taskProgressShare', () => {
  it('is the share done, within 0..1', () => {
    expect(taskProgressShare({ done: 25, total: 100 })).toBe(0.25);
    expect(taskProgressShare({ done: 120, total: 100 })).toBe(1);
  });
  it('is unknown without a total', () => {
    expect(taskProgressShare({ done: 0, total: 0 })).toBeNull();
  });
});

describe('tasksForAction', () => {
  const tasks = [
    task(1, 'queued'),
    task(2, 'running'),
    task(3, 'done'),
    task(4, 'failed'),
    task(5, 'cancelled'),
  ];
  it('processes queued, failed and cancelled tasks', () => {
    expect(tasksForAction(tasks, 'process')).toEqual([1, 4, 5]);
  });
  it('queues failed and cancelled tasks again', () => {
    expect(tasksForAction(tasks, 'requeue')).toEqual([4, 5]);
  });
  it('cancels queued and running tasks', () => {
    expect(tasksForAction(tasks, 'cancel')).toEqual([1, 2]);
  });
  it('deletes any task that is not running', () => {
    expect(tasksForAction(tasks, 'delete')).toEqual([1, 3, 4, 5]);
  });
});

describe('live task events', () => {
  const tasks = [task(1, 'running', 10, 100), task(2, 'queued')];
  it('writes the progress of a task into the list', () => {
    expect(withTaskProgress(tasks, { taskId: 1, state: 'running', done: 50, total: 100 })).toEqual([
      task(1, 'running', 50, 100),
      task(2, 'queued'),
    ]);
  });
  it('leaves a list without the task as it is', () => {
    expect(withTaskProgress(tasks, { taskId: 9, state: 'running', done: 1, total: 2 })).toBe(tasks);
  });
  it('only moves a task on while its state stays', () => {
    expect(taskEventEffect('running', { taskId: 1, state: 'running', done: 60, total: 100 })).toBe(
      'progress',
    );
  });
  it('reads the lists again for a new state or an unknown task', () => {
    expect(taskEventEffect('queued', { taskId: 2, state: 'running', done: 0, total: 10 })).toBe('refetch');
    expect(taskEventEffect(undefined, { taskId: 9, state: 'queued', done: 0, total: 0 })).toBe('refetch');
  });
});
