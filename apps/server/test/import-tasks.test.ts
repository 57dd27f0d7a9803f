import type { TTask, TTaskList } from '@opinio/domain/schemas/tasks';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runImportTask } from '#import/import-task.ts';
import { TaskWorker } from '#tasks/task-worker.ts';
import { DATABASE_KINDS } from './harness.ts';
import { csvRows, HEADER, importFixture } from './import-fixture.ts';

/**
 * Interview import tasks: cancelled, re-queued and deleted in bulk; taken up again after
 * their worker died, failed after three deaths, and handed back by a server that stops
 * mid-import.
 */
describe.each(DATABASE_KINDS)('interview import: tasks and their workers (%s)', (kind) => {
  const f = importFixture(kind);

  it('a running task whose worker died (lease expired) is picked up again and finished', async () => {
    const { t, upload, finished, count, post } = f;
    const response = await upload('orphan.csv', `${HEADER}\n${csvRows('o', 4).join('\n')}`);
    const { taskId } = response.json() as { taskId: number };
    await finished(taskId);
    // Make it look like a worker claimed it, wrote nothing, and died a minute ago.
    await sql`UPDATE tasks SET state = 'running', locked_by = 'dead-worker', attempts = 1,
                locked_until = now() - interval '1 minute', result = NULL, finished_at = NULL
              WHERE id = ${taskId}`.execute(t.database.db);
    await sql`INSERT INTO task_files (task_id, universe_id, name, size, content)
              SELECT ${taskId}, universe_id, 'orphan.csv', 1, ${Buffer.from(`${HEADER}\n${csvRows('o2', 4).join('\n')}`)}
              FROM tasks WHERE id = ${taskId}`.execute(t.database.db);
    const before = await count();
    await post('/api/vuejs/surveys/tasks/process/cx', {});
    const task = await finished(taskId);
    expect(task.state).toBe('done');
    expect(task.attempts).toBe(2);
    expect(task.result?.inserted).toBe(4);
    expect(await count()).toBe(before + 4);
  });

  it('a task that took its worker down three times is failed with a clear error', async () => {
    const { t, upload, finished, post } = f;
    const response = await upload('poison.csv', `${HEADER}\n${csvRows('p', 2).join('\n')}`);
    const { taskId } = response.json() as { taskId: number };
    await finished(taskId);
    await sql`UPDATE tasks SET state = 'running', locked_by = 'dead-worker', attempts = 3,
                locked_until = now() - interval '1 minute', finished_at = NULL
              WHERE id = ${taskId}`.execute(t.database.db);
    await post('/api/vuejs/surveys/tasks/process/cx', {});
    const task = await finished(taskId);
    expect(task.state).toBe('failed');
    expect(task.error).toBe('The worker running this task stopped 3 times before it finished');
  });

  // After the poison task: the bulk delete at its end needs a failed task to delete.
  it('cancels, re-queues and deletes tasks in bulk; a running task cannot be deleted', async () => {
    const { t, admin, getTask, finished, count, post } = f;
    // A task no worker may claim yet (back-off), so its state is the test's to change.
    const { rows } = await sql<{ id: number }>`
      INSERT INTO tasks (universe_id, survey_id, type, payload, run_after)
      SELECT universe_id, id, 'import_interviews',
             '{"fileName": "later.csv", "format": "csv", "scopeUnit": null}', now() + interval '1 hour'
      FROM surveys WHERE ext_name = 'cx' RETURNING id`.execute(t.database.db);
    const taskId = Number(rows[0].id);
    await sql`INSERT INTO task_files (task_id, universe_id, name, size, content)
              SELECT id, universe_id, 'later.csv', 1, ${Buffer.from(`${HEADER}\n${csvRows('l', 3).join('\n')}`)}
              FROM tasks WHERE id = ${taskId}`.execute(t.database.db);
    const cancelled = await post('/api/vuejs/surveys/tasks/assignstate/cx', {
      ids: [taskId, 999999],
      newstate: 'cancelled',
    });
    expect(cancelled.json()).toEqual({ changed: [taskId], skipped: [999999] });
    // done/failed/running are the worker's to set
    const bad = await post('/api/vuejs/surveys/tasks/assignstate/cx', { ids: [taskId], newstate: 'done' });
    expect(bad.statusCode).toBe(400);

    const before = await count();
    const requeued = await post('/api/vuejs/surveys/tasks/assignstate/cx', {
      ids: [taskId],
      newstate: 'queued',
    });
    expect(requeued.json()).toEqual({ changed: [taskId], skipped: [] });
    const task = await finished(taskId);
    expect(task.state).toBe('done');
    expect(await count()).toBe(before + 3);

    await t.database.db
      .withTables<{ tasks: { id: number; state: string } }>()
      .updateTable('tasks')
      .set({ state: 'running' })
      .where('id', '=', taskId)
      .execute();
    const single = await post(`/api/vuejs/surveys/tasks/deletesingle/cx/${taskId}`, {});
    expect(single.statusCode).toBe(409);
    await t.database.db
      .withTables<{ tasks: { id: number; state: string } }>()
      .updateTable('tasks')
      .set({ state: 'done' })
      .where('id', '=', taskId)
      .execute();
    expect((await post(`/api/vuejs/surveys/tasks/deletesingle/cx/${taskId}`, {})).json()).toEqual({
      changed: [taskId],
      skipped: [],
    });
    expect((await getTask(taskId)).statusCode).toBe(404);
    const { tasks } = (
      await t.app.inject({
        method: 'GET',
        url: '/api/vuejs/surveys/tasks/cx?state=failed',
        headers: { cookie: admin },
      })
    ).json() as TTaskList;
    const ids = tasks.map((task) => task.id);
    expect((await post('/api/vuejs/surveys/tasks/delete/cx', { ids })).json()).toEqual({
      changed: ids,
      skipped: [],
    });
  });

  // Last: it stops this app's worker.
  it('a server stopping mid-import hands the task back; the next worker finishes it without duplicates', async () => {
    const { t, upload, getTask, finished, count } = f;
    const before = await count();
    // The server stops as soon as the import starts writing (its first progress event).
    let stopped: Promise<void> | null = null;
    const unsubscribe = t.services.live.subscribe((event) => {
      if (event.type === 'task' && event.state === 'running' && event.total > 0 && !stopped)
        stopped = t.app.taskWorker.stop();
    });
    const response = await upload('big.csv', `${HEADER}\n${csvRows('big', 4000).join('\n')}`);
    const { taskId } = response.json() as { taskId: number };
    await expect.poll(() => stopped !== null, { timeout: 20_000 }).toBe(true);
    await stopped;
    unsubscribe();
    let task = (await getTask(taskId)).json() as TTask;
    expect(task.state).toBe('queued');
    expect(task.progress.done).toBeLessThan(4000);
    expect(task.attempts).toBe(0);

    const next = new TaskWorker(t.services, t.app.log, { import_interviews: runImportTask });
    next.start();
    try {
      task = await finished(taskId);
    } finally {
      await next.stop();
    }
    expect(task.state).toBe('done');
    // The first batch went in before the stop: the second run counts it as duplicates.
    expect(task.result).toMatchObject({ inserted: 3000, duplicates: 1000 });
    expect(await count()).toBe(before + 4000);
  });
});
