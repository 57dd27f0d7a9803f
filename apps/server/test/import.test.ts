import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TTask, TTaskBulkResult, TTaskList } from '@opinio/domain/schemas/tasks';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrincipal } from '../src/auth/principal.ts';
import { runImportTask } from '../src/import/import-task.ts';
import { mayReceive } from '../src/live/event-filter.ts';
import type { LiveEvent } from '../src/live/live-events.ts';
import { TaskWorker } from '../src/tasks/task-worker.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';

const HEADER = 'externalId;unit;date;nps;sat_overall;channel;comment';

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(fileName: string, content: Buffer | string) {
  const boundary = `----opinio${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const csvRows = (prefix: string, n: number, unit = 's001') =>
  Array.from(
    { length: n },
    (_, i) => `${prefix}-${i};${unit};2026-06-1${i % 5};${i % 11};4;web;"Fine; thanks"`,
  );

describe.each(DATABASE_KINDS)('interview import (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await seededApp(kind, 300);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  const upload = (fileName: string, content: Buffer | string, cookie = admin, survey = 'cx') => {
    const body = multipart(fileName, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/vuejs/surveys/import/${survey}`,
      headers: { cookie, ...CSRF_HEADER, ...body.headers },
      payload: body.payload,
    });
  };
  const getTask = async (id: number, cookie = admin) =>
    t.app.inject({ method: 'GET', url: `/api/vuejs/surveys/task/cx/${id}`, headers: { cookie } });
  /** Waits for the worker to finish the task. */
  const finished = async (id: number): Promise<TTask> => {
    for (let i = 0; i < 400; i++) {
      const task = (await getTask(id)).json() as TTask;
      if (['done', 'failed', 'cancelled'].includes(task.state)) return task;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`task ${id} did not finish`);
  };
  const importFile = async (fileName: string, content: Buffer | string) => {
    const response = await upload(fileName, content);
    expect(response.statusCode, response.body).toBe(200);
    return finished((response.json() as { taskId: number }).taskId);
  };
  const count = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
      headers: { cookie: admin },
    });
    return (response.json() as TKpiResponse).nInterviews;
  };
  const post = (url: string, payload: unknown, cookie = admin) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, ...CSRF_HEADER }, payload: payload as object });

  it('a good CSV (BOM, ";", quoted fields) imports every row and the dashboard count goes up by as many', async () => {
    const events: LiveEvent[] = [];
    const unsubscribe = t.services.live.subscribe((e) => events.push(e));
    const before = await count();
    const task = await importFile('good.csv', `\ufeff${HEADER}\r\n${csvRows('g', 25).join('\r\n')}\r\n`);
    unsubscribe();
    expect(task.state, task.error ?? '').toBe('done');
    expect(task.result).toEqual({ inserted: 25, duplicates: 0, errorCount: 0, errors: [] });
    expect(task.progress).toEqual({ done: 25, total: 25 });
    expect(task.fileName).toBe('good.csv');
    expect(task.createdBy).toBe('admin');
    expect(await count()).toBe(before + 25);
    const taskEvents = events.filter((e) => e.type === 'task' && e.taskId === task.id);
    expect(taskEvents.at(-1)).toMatchObject({
      type: 'task',
      survey: 'cx',
      state: 'done',
      done: 25,
      total: 25,
    });
    expect(events.some((e) => e.type === 'loadcount')).toBe(true);
  });

  it('task events go to the admins of the universe only', async () => {
    const db = t.database.db;
    const demo = { id: await universeIdOf(db, 'demo') };
    const principal = async (username: string) => {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      return (await loadPrincipal(db, {
        sessionId: null,
        persistent: false,
        userId: user.id,
        universeId: demo.id,
      }))!;
    };
    const surveys = await t.services.catalog.surveys(demo.id);
    const event: LiveEvent = {
      type: 'task',
      universeId: demo.id,
      survey: 'cx',
      taskId: 1,
      taskType: 'import_interviews',
      state: 'done',
      done: 1,
      total: 1,
    };
    expect(mayReceive(await principal('admin'), surveys, event)).toBe(true);
    expect(mayReceive(await principal('root'), surveys, event)).toBe(true);
    expect(mayReceive(await principal('regional'), surveys, event)).toBe(false);
    expect(mayReceive(await principal('admin'), surveys, { ...event, universeId: demo.id + 1 })).toBe(false);
  });

  it('a re-import of the same file creates no duplicates', async () => {
    const file = `${HEADER}\n${csvRows('d', 10).join('\n')}\n`;
    expect((await importFile('first.csv', file)).result?.inserted).toBe(10);
    const before = await count();
    const again = await importFile('again.csv', file);
    expect(again.state).toBe('done');
    expect(again.result).toMatchObject({ inserted: 0, duplicates: 10 });
    expect(await count()).toBe(before);
  });

  it('an .xlsx workbook imports like a CSV (numbers, dates and texts as cells)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Interviews');
    sheet.addRow(['externalId', 'unit', 'date', 'nps', 'channel', 'comment']);
    sheet.addRow(['x-1', 's002', new Date('2026-06-01T10:00:00Z'), 9, 'store', 'Nice']);
    sheet.addRow([1002, 's002', '2026-06-02', 3, 2, 12345]);
    const before = await count();
    const task = await importFile('interviews.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(task.state, JSON.stringify(task.result?.errors)).toBe('done');
    expect(task.result?.inserted).toBe(2);
    expect(await count()).toBe(before + 2);
  });

  it('a file with bad rows changes nothing and names each bad row and column', async () => {
    const before = await count();
    const loadCount = async () =>
      (
        await t.database.db
          .selectFrom('surveys')
          .select('load_count')
          .where('ext_name', '=', 'cx')
          .executeTakeFirstOrThrow()
      ).load_count;
    const version = await loadCount();
    const file = [
      'externalId,unit,date,nps,channel',
      'b-1,s001,2026-06-01,7,web',
      'b-2,nowhere,2026-06-01,7,web',
      'b-3,s001,yesterday,11,fax',
      ',s001,2026-06-01,5,web',
      'b-1,s001,2026-06-01,5,web',
    ].join('\n');
    const task = await importFile('bad.csv', file);
    expect(task.state).toBe('failed');
    expect(task.error).toBe('4 rows are invalid: nothing was imported');
    expect(task.result?.inserted).toBe(0);
    expect(task.result?.errors.map((e) => `${e.row}:${e.column}`)).toEqual([
      '3:unit',
      '4:date',
      '4:nps',
      '4:channel',
      '5:externalId',
      '6:externalId',
    ]);
    expect(task.result?.errors.find((e) => e.row === 4 && e.column === 'nps')?.message).toMatch(
      /between 0 and 10/,
    );
    expect(await count()).toBe(before);
    expect(await loadCount()).toBe(version);
  });

  const storedWithPrefix = async (prefix: string) =>
    (
      await t.database.db
        .selectFrom('interviews')
        .select('id')
        .where('external_id', 'like', `${prefix}-%`)
        .execute()
    ).length;

  /** 2,400 good rows (file rows 2-2,401) with file row 2,401 made bad by `bad`. */
  const fileWithBadRow = (prefix: string, bad: (cells: string[]) => void) => {
    const rows = csvRows(prefix, 2400);
    const cells = rows[2399].split(';');
    bad(cells);
    rows[2399] = cells.join(';');
    return `${HEADER}\n${rows.join('\n')}\n`;
  };

  it('a NUL in a cell of row 2,401 fails the whole file before anything is written, naming row and column', async () => {
    const before = await count();
    const task = await importFile(
      'nul.csv',
      fileWithBadRow('nul', (cells) => {
        cells[6] = 'Fine\u0000 thanks';
      }),
    );
    expect(task.state).toBe('failed');
    expect(task.error).toBe('1 rows are invalid: nothing was imported');
    expect(task.result?.inserted).toBe(0);
    expect(task.result?.errors).toEqual([
      {
        row: 2401,
        column: 'comment',
        message: 'must not contain NUL characters (U+0000) or unpaired surrogates',
      },
    ]);
    expect(await storedWithPrefix('nul')).toBe(0);
    expect(await count()).toBe(before);
  });

  it('a date out of range in row 2,401 fails the whole file before anything is written, naming row and column', async () => {
    for (const date of ['1969-12-31', '2107-01-01T00:00:00Z']) {
      const prefix = `old${date.slice(0, 4)}`;
      const before = await count();
      const task = await importFile(
        `${prefix}.csv`,
        fileWithBadRow(prefix, (cells) => {
          cells[2] = date;
        }),
      );
      expect(task.state, date).toBe('failed');
      expect(task.result?.errors).toEqual([
        { row: 2401, column: 'date', message: 'must be between 1970-01-01 and 2099-12-31 (UTC)' },
      ]);
      expect(await storedWithPrefix(prefix)).toBe(0);
      expect(await count()).toBe(before);
    }
  });

  it('every bad cell of a file is named, NUL in names and ids included, and the task keeps its errors', async () => {
    const header = await importFile(
      'names.csv',
      'externalId;unit;date;nps;col\u0000umn\ne-0;s001;2026-06-01;5;x\n',
    );
    expect(header.state).toBe('failed');
    expect(header.result?.errors).toEqual([
      { row: 1, column: 'col\u2400umn', message: 'unknown question of survey cx' },
    ]);
    const file = [
      'externalId;unit;date;nps;channel;comment',
      'e\u0000-1;s001;2026-06-01;5;web;ok',
      'e-2;s0\u000001;2026-06-01;5;web;ok',
      'e-3;s001;2026-06-01;5\u0000;w\u0000eb;ok',
      'e-4;s001;2026-06-01;5;web;ok',
    ].join('\n');
    const cells = await importFile('cells.csv', file);
    expect(cells.state).toBe('failed');
    expect(cells.result?.errors.map((e) => `${e.row}:${e.column}`)).toEqual([
      '2:externalId',
      '3:unit',
      '4:nps',
      '4:channel',
    ]);
    expect(await storedWithPrefix('e')).toBe(0);
  });

  it('an .xlsx cell with NUL or a date before 1970 is named like a CSV one', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Interviews');
    sheet.addRow(['externalId', 'unit', 'date', 'nps', 'comment']);
    sheet.addRow(['xn-1', 's002', new Date('1960-06-01T10:00:00Z'), 9, 'Nice']);
    // A workbook stores NUL as the escape _x0000_ (exceljs drops a NUL it is given).
    sheet.addRow(['xn-2', 's002', '2026-06-02', 3, 'Not _x0000_ nice']);
    sheet.addRow(['xn-3', 's002', '2026-06-02', 3, 'Fine']);
    const task = await importFile('bad.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(task.state).toBe('failed');
    expect(task.result?.errors.map((e) => `${e.row}:${e.column}`)).toEqual(['2:date', '3:comment']);
    expect(await storedWithPrefix('xn')).toBe(0);
  });

  it('a malformed multipart body or file name answers 400 naming the file, and queues nothing', async () => {
    const tasks = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/vuejs/surveys/tasks/cx',
            headers: { cookie: admin },
          })
        ).json() as TTaskList
      ).tasks.length;
    const before = await tasks();
    const send = (contentType: string, payload: string | Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vuejs/surveys/import/cx',
        headers: { cookie: admin, ...CSRF_HEADER, 'content-type': contentType },
        payload,
      });
    const part = (disposition: string, content: string) =>
      `--b\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${content}\r\n--b--\r\n`;
    const bad = [
      send('multipart/form-data', 'no boundary'),
      send('multipart/form-data; boundary=b', 'not multipart at all'),
      send(
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nexternalId',
      ),
      send('multipart/form-data; boundary=b', part('name="file"; filename="a\u0000.csv"', HEADER)),
      send('multipart/form-data; boundary=b', part('name="file"; filename*=utf-8\'\'a%00b.csv', HEADER)),
    ];
    for (const [i, response] of (await Promise.all(bad)).entries()) {
      expect(response.statusCode, `${i}: ${response.body}`).toBe(400);
      expect(response.json().error.field, `${i}`).toBe('file');
    }
    expect(await tasks()).toBe(before);
  });

  it('an unknown or missing column is named on row 1', async () => {
    const task = await importFile('header.csv', 'externalId,date,nps,colour\nh-1,2026-06-01,5,red\n');
    expect(task.state).toBe('failed');
    expect(task.result?.errors).toEqual([
      { row: 1, column: 'colour', message: 'unknown question of survey cx' },
      { row: 1, column: 'unit', message: 'the column is missing' },
    ]);
  });

  it('refuses what is not a CSV or .xlsx file, an empty file and a missing CSRF header', async () => {
    expect((await upload('data.pdf', 'x')).statusCode).toBe(400);
    expect((await upload('old.xls', 'x')).json().error.message).toMatch(/xlsx/);
    expect((await upload('broken.xlsx', 'not a zip')).statusCode).toBe(400);
    expect((await upload('empty.csv', '')).json().error.message).toBe('The file is empty');
    const body = multipart('a.csv', HEADER);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/surveys/import/cx',
      headers: { cookie: admin, ...body.headers },
      payload: body.payload,
    });
    expect(noCsrf.statusCode).toBe(403);
    const json = await post('/api/vuejs/surveys/import/cx', { file: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('a file over 50 MB answers 413 and queues nothing', async () => {
    const before = (
      (
        await t.app.inject({ method: 'GET', url: '/api/vuejs/surveys/tasks/cx', headers: { cookie: admin } })
      ).json() as TTaskList
    ).tasks.length;
    const response = await upload('huge.csv', Buffer.alloc(50 * 1024 * 1024 + 10, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('file_too_large');
    const after = (
      (
        await t.app.inject({ method: 'GET', url: '/api/vuejs/surveys/tasks/cx', headers: { cookie: admin } })
      ).json() as TTaskList
    ).tasks.length;
    expect(after).toBe(before);
  });

  it('lists tasks by state and type, and a task has its errors', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/tasks/cx?state=failed&type=import_interviews',
      headers: { cookie: admin },
    });
    expect(list.statusCode, list.body).toBe(200);
    const { tasks } = list.json() as TTaskList;
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task) => task.state === 'failed' && task.type === 'import_interviews')).toBe(true);
    // The list leaves row errors out; the task itself has them.
    const bad = tasks.find((task) => task.fileName === 'bad.csv')!;
    expect(bad.result).toMatchObject({ errorCount: 6, errors: [] });
    expect(((await getTask(bad.id)).json() as TTask).result?.errors).toHaveLength(6);
  });

  it('the template has the survey columns', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/import/template/cx',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('import-cx.csv');
    expect(response.body).toBe(
      '\ufeffexternalId,unit,date,nps,sat_overall,sat_staff,sat_speed,sat_range,sat_price,channel,visit,comment\r\n',
    );
  });

  it('users who are not admins get 403; another universe gets 404', async () => {
    const regional = await signIn(t.app, 'regional');
    expect((await upload('a.csv', HEADER, regional)).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/tasks/cx',
      headers: { cookie: regional },
    });
    expect(list.statusCode).toBe(403);
    const { tasks } = (
      await t.app.inject({ method: 'GET', url: '/api/vuejs/surveys/tasks/cx', headers: { cookie: admin } })
    ).json() as TTaskList;
    const id = tasks[0].id;
    expect((await getTask(id, regional)).statusCode).toBe(403);

    const rootInAcme = await signIn(t.app, 'root', { universe: 'acme' });
    expect((await getTask(id, rootInAcme)).statusCode).toBe(404);
    expect((await upload('a.csv', HEADER, rootInAcme)).statusCode).toBe(404);
    const acmeSurvey = (
      await t.services.catalog.surveys(
        (
          await t.database.db
            .selectFrom('universes')
            .select('id')
            .where('name', '=', 'acme')
            .executeTakeFirstOrThrow()
        ).id,
      )
    )[0];
    // The task id does not exist in acme's survey either: 404, and nothing deleted.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/surveys/task/${acmeSurvey.extName}/${id}`,
      headers: { cookie: rootInAcme },
    });
    expect(other.statusCode).toBe(404);
    const deleted = await post(
      `/api/vuejs/surveys/tasks/delete/${acmeSurvey.extName}`,
      { ids: [id] },
      rootInAcme,
    );
    expect((deleted.json() as TTaskBulkResult).changed).toEqual([]);
    expect((await getTask(id)).statusCode).toBe(200);
  });

  it('cancels, re-queues and deletes tasks in bulk; a running task cannot be deleted', async () => {
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

  it('a running task whose worker died (lease expired) is picked up again and finished', async () => {
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

  it('a large file is checked whole before anything is written: one bad row at its end changes nothing', async () => {
    const before = await count();
    // Over 256 KB: checked in a worker thread, not on the server's thread.
    const rows = csvRows('large', 6000);
    rows.push('large-bad;s001;2026-06-14;12;4;web;');
    const file = `${HEADER}\n${rows.join('\n')}\n`;
    expect(file.length).toBeGreaterThan(256 * 1024);
    const task = await importFile('large.csv', file);
    expect(task.state).toBe('failed');
    expect(task.error).toBe('1 rows are invalid: nothing was imported');
    expect(task.result?.errors.map((e) => `${e.row}:${e.column}`)).toEqual(['6002:nps']);
    expect(await count()).toBe(before);
  });

  // Last: it stops this app's worker.
  it('a server stopping mid-import hands the task back; the next worker finishes it without duplicates', async () => {
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
