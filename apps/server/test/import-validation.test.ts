import type { TTask, TTaskList } from '@opinio/domain/schemas/tasks';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { builtInRoleId } from '#users/built-in-roles.ts';
import { DATABASE_KINDS, signIn, storedLoadCount, universeIdOf } from './harness.ts';
import { csvRows, HEADER, importFixture } from './import-fixture.ts';

/**
 * Interview import, checking the file: a bad row or cell (a wrong value, NUL, a date out of
 * range, an unknown or missing column), in a CSV or a workbook, small or large, fails the
 * whole file before anything is written, and the failed task keeps its errors.
 */
describe.each(DATABASE_KINDS)('interview import: checking the file (%s)', (kind) => {
  const f = importFixture(kind);

  it('a file with bad rows changes nothing and names each bad row and column', async () => {
    const { t, importFile, count } = f;
    const before = await count();
    const loadCount = () => storedLoadCount(t.database.db);
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
    // each bad cell says what is wrong by an error code with its parameters, the file's failure too
    expect(task.result?.errors.map((e) => [`${e.row}:${e.column}`, e.code, e.params])).toEqual([
      ['3:unit', 'unknown_value', { value: 'nowhere' }],
      ['4:date', 'invalid_format', { format: 'date' }],
      ['4:nps', 'out_of_range', { min: 0, max: 10 }],
      ['4:channel', 'unknown_value', { value: 'fax' }],
      ['5:externalId', 'required', {}],
      ['6:externalId', 'duplicate', { value: 'b-1' }],
    ]);
    expect(task.result?.failure).toEqual({ code: 'invalid_rows', params: { count: 6 } });
    expect(await count()).toBe(before);
    expect(await loadCount()).toBe(version);
  });

  const storedWithPrefix = async (prefix: string) =>
    (
      await f.t.database.db
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
    const { importFile, count } = f;
    const before = await count();
    const task = await importFile(
      'nul.csv',
      fileWithBadRow('nul', (cells) => {
        cells[6] = 'Fine\u0000 thanks';
      }),
    );
    expect(task.state).toBe('failed');
    expect(task.error).toBe('1 row is invalid: nothing was imported');
    expect(task.result?.inserted).toBe(0);
    expect(task.result?.errors).toEqual([
      {
        row: 2401,
        column: 'comment',
        code: 'unsafe_text',
        params: {},
        message: 'must not contain NUL characters (U+0000) or unpaired surrogates',
      },
    ]);
    expect(await storedWithPrefix('nul')).toBe(0);
    expect(await count()).toBe(before);
  });

  it('a date out of range in row 2,401 fails the whole file before anything is written, naming row and column', async () => {
    const { importFile, count } = f;
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
        {
          row: 2401,
          column: 'date',
          code: 'date_out_of_range',
          params: { min: '1970-01-01', max: '2099-12-31' },
          message: 'must be between 1970-01-01 and 2099-12-31 (UTC)',
        },
      ]);
      expect(await storedWithPrefix(prefix)).toBe(0);
      expect(await count()).toBe(before);
    }
  });

  it('every bad cell of a file is named, NUL in names and ids included, and the task keeps its errors', async () => {
    const { importFile } = f;
    const header = await importFile(
      'names.csv',
      'externalId;unit;date;nps;col\u0000umn\ne-0;s001;2026-06-01;5;x\n',
    );
    expect(header.state).toBe('failed');
    expect(header.result?.errors).toEqual([
      {
        row: 1,
        column: 'col\u2400umn',
        code: 'unknown_question',
        params: { question: 'col\u2400umn' },
        message: 'unknown question of survey cx',
      },
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
    const { importFile } = f;
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

  it('an unknown or missing column is named on row 1', async () => {
    const { importFile } = f;
    const task = await importFile('header.csv', 'externalId,date,nps,colour\nh-1,2026-06-01,5,red\n');
    expect(task.state).toBe('failed');
    expect(task.result?.errors).toEqual([
      {
        row: 1,
        column: 'colour',
        code: 'unknown_question',
        params: { question: 'colour' },
        message: 'unknown question of survey cx',
      },
      {
        row: 1,
        column: 'unit',
        code: 'missing_columns',
        params: { columns: 'unit' },
        message: 'the column is missing',
      },
    ]);
  });

  it('a file without interviews, or not UTF-8 text, fails with the code of its reason', async () => {
    const { importFile } = f;
    const empty = await importFile('header-only.csv', 'externalId,unit,date,nps\n');
    expect(empty.state).toBe('failed');
    expect(empty.error).toBe('The file has no interviews below its header row');
    expect(empty.result).toMatchObject({ errorCount: 0, failure: { code: 'empty_file', params: {} } });
    const unreadable = await importFile(
      'latin1.csv',
      Buffer.from('externalId,unit,date\ny-1,s001,2026-06-01,\xe4', 'latin1'),
    );
    expect(unreadable.state).toBe('failed');
    expect(unreadable.result?.failure).toEqual({ code: 'invalid_file', params: {} });
  });

  it('lists tasks by state and type, and a task has its errors', async () => {
    const { t, admin, getTask } = f;
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

  it('a large file is checked whole before anything is written: one bad row at its end changes nothing', async () => {
    const { importFile, count } = f;
    const before = await count();
    // Over 256 KB: checked in a worker thread, not on the server's thread.
    const rows = csvRows('large', 6000);
    rows.push('large-bad;s001;2026-06-14;12;4;web;');
    const file = `${HEADER}\n${rows.join('\n')}\n`;
    expect(file.length).toBeGreaterThan(256 * 1024);
    const task = await importFile('large.csv', file);
    expect(task.state).toBe('failed');
    expect(task.error).toBe('1 row is invalid: nothing was imported');
    expect(task.result?.errors.map((e) => `${e.row}:${e.column}`)).toEqual(['6002:nps']);
    expect(await count()).toBe(before);
  });

  it('an administrator of one region imports its stores only: a row of another region fails the file', async () => {
    const { t, upload, finished, count } = f;
    const db = t.database.db;
    // an administrator scoped to the North region (with the demo users' password)
    const regional = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'regional')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({
        username: 'importnorth',
        password_hash: regional.password_hash,
        first_name: 'I',
        last_name: 'N',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const demo = await universeIdOf(db, 'demo');
    await db
      .insertInto('memberships')
      .values({
        universe_id: demo,
        user_id: user.id,
        role_id: await builtInRoleId(db, demo, 'administrator'),
        scope_unit: 'north',
      })
      .execute();
    const cookie = await signIn(t.app, 'importnorth');
    // a store of each region, from the organisation as stored
    const units = await db.selectFrom('units').select(['id', 'ext_name', 'parent_id']).execute();
    const regionOf = (unit: (typeof units)[number]) => {
      for (let p: (typeof units)[number] | undefined = unit; p; p = units.find((u) => u.id === p!.parent_id))
        if (['north', 'south', 'east', 'west'].includes(p.ext_name)) return p.ext_name;
      return null;
    };
    const storeOf = (region: string) =>
      units.find((u) => /^s\d{3}$/.test(u.ext_name) && regionOf(u) === region)!.ext_name;
    const row = (id: string, store: string) => `${id};${store};2026-06-10;9;4;web;Fine`;
    const before = await count();

    const mixed = await upload(
      'regions.csv',
      [HEADER, row('region-1', storeOf('north')), row('region-2', storeOf('south'))].join('\n'),
      cookie,
    );
    expect(mixed.statusCode, mixed.body).toBe(200);
    const refused = await finished((mixed.json() as { taskId: number }).taskId);
    expect(refused.state).toBe('failed');
    // the other region's store reads as unknown, as one that does not exist would
    expect(refused.result?.errors.map((e) => `${e.row}:${e.column}`)).toEqual(['3:unit']);
    expect(await count()).toBe(before);

    const own = await upload('north.csv', [HEADER, row('region-1', storeOf('north'))].join('\n'), cookie);
    expect(own.statusCode, own.body).toBe(200);
    const done = await finished((own.json() as { taskId: number }).taskId);
    expect(done.state).toBe('done');
    expect(done.result?.inserted).toBe(1);
    expect(await count()).toBe(before + 1);
  });
});
