import type { TTaskBulkResult, TTaskList } from '@opinio/domain/schemas/tasks';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadPrincipal } from '#auth/principal.ts';
import { mayReceive } from '#live/event-filter.ts';
import type { LiveEvent } from '#live/live-events.ts';
import { CSRF_HEADER, DATABASE_KINDS, signIn, universeIdOf } from './harness.ts';
import { csvRows, HEADER, importFixture, multipart } from './import-fixture.ts';

/**
 * Interview import, the upload: a CSV or .xlsx file imported whole, with its task and live
 * events, a re-import without duplicates and the survey's template; and what the upload
 * refuses: a malformed body or file name, a file of another type, empty or over 50 MB, a
 * user who is not an admin and another universe.
 */
describe.each(DATABASE_KINDS)('interview import: uploading a file (%s)', (kind) => {
  const f = importFixture(kind);

  it('a good CSV (BOM, ";", quoted fields) imports every row and the dashboard count goes up by as many', async () => {
    const { t, importFile, count } = f;
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
    const { t } = f;
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
    const { importFile, count } = f;
    const file = `${HEADER}\n${csvRows('d', 10).join('\n')}\n`;
    expect((await importFile('first.csv', file)).result?.inserted).toBe(10);
    const before = await count();
    const again = await importFile('again.csv', file);
    expect(again.state).toBe('done');
    expect(again.result).toMatchObject({ inserted: 0, duplicates: 10 });
    expect(await count()).toBe(before);
  });

  it('an .xlsx workbook imports like a CSV (numbers, dates and texts as cells)', async () => {
    const { importFile, count } = f;
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

  it('a malformed multipart body or file name answers 400 naming the file, and queues nothing', async () => {
    const { t, admin } = f;
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

  it('refuses what is not a CSV or .xlsx file, an empty file and a missing CSRF header', async () => {
    const { t, admin, upload, post } = f;
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
    const { t, admin, upload } = f;
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

  it('the template has the survey columns', async () => {
    const { t, admin } = f;
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
    const { t, admin, upload, getTask, post } = f;
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
});
