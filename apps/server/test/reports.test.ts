import type { TReportList } from '@opinio/domain/schemas/reports';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '#db/tenant-context.ts';
import { deleteExpiredReports } from '#reports/report-repository.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';
import { runReport } from './report-flow.ts';

/** The rows of a workbook's sheet below its header row (the row whose first cell is `header`). */
async function sheetRows(file: Buffer, header: string, sheetIndex = 0) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[sheetIndex];
  const lines: unknown[][] = [];
  sheet.eachRow((row) => {
    lines.push((row.values as unknown[]).slice(1));
  });
  // the title block has label/value pairs ("Unit", "North" …): the header row comes after it
  const at = lines.findLastIndex((l) => l[0] === header);
  if (at < 0) throw new Error(`No header ${header}`);
  return { workbook, header: lines[at] as string[], rows: lines.slice(at + 1), lines };
}

/** Interviews below a unit, counted in PostgreSQL by walking the unit tree (not the read model). */
async function interviewsBelow(t: TestApp, unitExtName: string, from?: string, to?: string) {
  const { rows } = await sql<{ n: string }>`
    WITH RECURSIVE below AS (
      SELECT id FROM units WHERE ext_name = ${unitExtName}
        AND view_id = (SELECT v.id FROM views v JOIN surveys s ON s.id = v.survey_id WHERE s.ext_name = 'cx' ORDER BY v.position LIMIT 1)
      UNION ALL SELECT u.id FROM units u JOIN below b ON u.parent_id = b.id
    )
    SELECT count(*) AS n FROM interviews i JOIN surveys s ON s.id = i.survey_id
    WHERE s.ext_name = 'cx' AND i.unit_id IN (SELECT id FROM below)
      AND (${from ?? null}::date IS NULL OR i.interview_date >= ${from ?? null}::date)
      AND (${to ?? null}::date IS NULL OR i.interview_date < ${to ?? null}::date)`.execute(t.database.db);
  return Number(rows[0].n);
}

describe.each(DATABASE_KINDS)('reports as tasks (%s)', (kind) => {
  let t: TestApp;
  let root: string;
  let regional: string;
  let store: string;
  beforeAll(async () => {
    t = await seededApp(kind, 3000);
    root = await signIn(t.app, 'root', { universe: 'demo' });
    regional = await signIn(t.app, 'regional');
    store = await signIn(t.app, 'store');
  });
  afterAll(() => t.close());

  const start = (url: string, cookie = regional) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...CSRF_HEADER } });
  const get = (url: string, cookie = regional) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('the interviews workbook holds one row per interview of the node, as PostgreSQL counts them', async () => {
    const { file, status } = await runReport(
      t.app,
      regional,
      `/api/vuejs/reports/interviewsreport/cx/${path('org,all,north')}`,
    );
    expect(status.kind).toBe('interviews');
    expect(status.size).toBe(file.byteLength);
    const { rows, header } = await sheetRows(file, 'Interview');
    const expected = await interviewsBelow(t, 'north');
    expect(expected).toBeGreaterThan(100);
    expect(rows).toHaveLength(expected);
    // every question has its column, titled as the survey names it
    const survey = (await t.services.catalog.survey(await universeIdOf(t.database.db, 'demo'), 'cx', 'en'))!;
    for (const q of survey.questions) expect(header).toContain(q.title);
    // the organisation path of every row lies in the North region
    const pathColumn = header.indexOf('Organisation');
    expect(rows.every((r) => String(r[pathColumn]).includes('North'))).toBe(true);
  });

  it('applies the filters: a period keeps the interviews of those days', async () => {
    // the last 30 days up to the tests' today, 2026-06-15
    const filtered = `org,all,north;ftime=rdays:-30:0`;
    const { file } = await runReport(
      t.app,
      regional,
      `/api/vuejs/reports/interviewsreport/cx/${path(filtered)}`,
    );
    const { rows } = await sheetRows(file, 'Interview');
    expect(rows.length).toBe(await interviewsBelow(t, 'north', '2026-05-16', '2026-06-16'));
    expect(rows.length).toBeLessThan(await interviewsBelow(t, 'north'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('the indicators workbook lists every unit of the level with its answers and the previous period', async () => {
    const node = 'org,all;ftime=rmonths:-2:0';
    const { file } = await runReport(
      t.app,
      root,
      `/api/vuejs/reports/indicatorsreport/cx/${path(node)}?level=2`,
    );
    const { rows, header, lines } = await sheetRows(file, 'Unit');
    // the title block names the level as the organisation does
    expect(lines.find((l) => l[0] === 'Level')?.[1]).toBe('Region');
    const breakdown = (await get(`/api/vuejs/analytics/breakdown/cx/${path(node)}`, root)).json();
    expect(rows.map((r) => r[0])).toEqual(breakdown.rows.map((r: { title: string }) => r.title));
    expect(rows.map((r) => r[2])).toEqual(breakdown.rows.map((r: { count: number }) => r.count));
    expect(header.some((h) => h.includes('(previous)'))).toBe(true);
    const npsColumn = header.indexOf('NPS');
    expect(rows.map((r) => r[npsColumn] ?? null)).toEqual(
      breakdown.rows.map((r: { values: { nps: number | null } }) => r.values.nps),
    );
  });

  it('the Excel benchmark ranks the stores per indicator against their parent, one sheet each', async () => {
    const { file } = await runReport(
      t.app,
      regional,
      `/api/vuejs/reports/createreport/cx/${path('org,all,north')}/excelbenchmark`,
    );
    const { workbook, rows, header } = await sheetRows(file, 'Rank');
    const survey = (await t.services.catalog.survey(await universeIdOf(t.database.db, 'demo'), 'cx', 'en'))!;
    expect(workbook.worksheets.map((w) => w.name)).toEqual(survey.indicators.map((i) => i.title));
    const ranked = rows.filter((r) => typeof r[0] === 'number');
    expect(ranked.length).toBeGreaterThan(3);
    const value = header.indexOf('NPS');
    for (let i = 1; i < ranked.length; i++)
      expect(Number(ranked[i - 1][value])).toBeGreaterThanOrEqual(Number(ranked[i][value]));
    // the difference against the parent is the value minus the parent's value
    const [first] = ranked;
    expect(Number(first[6])).toBeCloseTo(Number(first[value]) - Number(first[5]), 6);
  });

  it('every sheet of every workbook has a frozen, filtered header and states its creation as a date', async () => {
    const kinds = ['interviews', 'indicators', 'excelbenchmark', 'alerts', 'actions'];
    for (const kind of kinds) {
      const { file } = await runReport(
        t.app,
        regional,
        `/api/vuejs/reports/createreport/cx/${path('org,all,north;ftime=rmonths:-2:0')}/${kind}`,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file as unknown as ArrayBuffer);
      expect(workbook.worksheets.length).toBeGreaterThan(0);
      for (const sheet of workbook.worksheets) {
        const where = `${kind}: ${sheet.name}`;
        const view = sheet.views[0] as { state: string; ySplit: number };
        expect(view.state, where).toBe('frozen');
        // the header is the last frozen row, and the autofilter spans it
        const header = sheet.getRow(view.ySplit);
        const width = header.actualCellCount;
        expect(width, where).toBeGreaterThan(2);
        const lastColumn = sheet.getColumn(width).letter;
        expect(String(sheet.autoFilter), where).toBe(`A${view.ySplit}:${lastColumn}${view.ySplit}`);
        let created: ExcelJS.Cell | undefined;
        sheet.eachRow((row) => {
          if (row.getCell(1).value === 'Created') created = row.getCell(2);
        });
        expect(created?.value, where).toBeInstanceOf(Date);
        expect(created?.numFmt, where).toBe('yyyy-mm-dd hh:mm');
      }
    }
  });

  it('the interviews workbook runs newest first, its dates date cells', async () => {
    const { file } = await runReport(
      t.app,
      regional,
      `/api/vuejs/reports/interviewsreport/cx/${path('org,all,north')}`,
    );
    const { rows, header } = await sheetRows(file, 'Interview');
    const dateColumn = header.indexOf('Date');
    const dates = rows.map((r) => r[dateColumn]);
    expect(dates.length).toBeGreaterThan(100);
    expect(dates.every((d) => d instanceof Date)).toBe(true);
    const times = (dates as Date[]).map((d) => d.getTime());
    for (let i = 1; i < times.length; i++) expect(times[i - 1]).toBeGreaterThanOrEqual(times[i]);
    expect(times[0]).toBeGreaterThan(times.at(-1)!);
  });

  it('the benchmark headers name the indicator and the units compared with', async () => {
    const { file } = await runReport(
      t.app,
      regional,
      `/api/vuejs/reports/createreport/cx/${path('org,all,north')}/excelbenchmark`,
    );
    const { header } = await sheetRows(file, 'Rank');
    expect(header.slice(5)).toEqual([
      'NPS of the unit above',
      'Difference to the unit above',
      'NPS of North region',
      'Difference to North region',
    ]);
  });

  it("the list names each report's unit and its filters in words", async () => {
    const { started } = await runReport(
      t.app,
      regional,
      `/api/vuejs/reports/indicatorsreport/cx/${path('org,all,north;channel=web')}`,
    );
    const listed = (await get('/api/vuejs/reports/list/cx')).json<TReportList>().reports;
    const mine = listed.find((r) => r.reportUUID === started.reportUUID);
    expect(mine).toMatchObject({ unit: 'North region', filters: ['Channel: Web shop'] });
  });

  it('only the user who asked sees and downloads a report; another user gets 404', async () => {
    const { started } = await runReport(
      t.app,
      regional,
      `/api/vuejs/reports/indicatorsreport/cx/${path('org,all,north')}`,
    );
    const other = await get(`/api/vuejs/reports/status/cx/${started.reportUUID}`, store);
    expect(other.statusCode).toBe(404);
    expect((await get(`/api/vuejs/reports/download/cx/${started.reportUUID}`, store)).statusCode).toBe(404);
    // root may, for support
    expect((await get(`/api/vuejs/reports/status/cx/${started.reportUUID}`, root)).statusCode).toBe(200);
    const mine = (await get('/api/vuejs/reports/list/cx')).json().reports;
    expect(mine.some((r: { reportUUID: string }) => r.reportUUID === started.reportUUID)).toBe(true);
    expect(
      (await get('/api/vuejs/reports/list/cx', store))
        .json()
        .reports.some((r: { reportUUID: string }) => r.reportUUID === started.reportUUID),
    ).toBe(false);
    // after its days a report is gone
    await sql`UPDATE reports SET expires_at = now() - interval '1 minute' WHERE uuid = ${started.reportUUID}`.execute(
      t.database.db,
    );
    expect((await get(`/api/vuejs/reports/download/cx/${started.reportUUID}`)).statusCode).toBe(404);
    // and the sweep deletes it, file and task
    expect(await runAsTenant('all', () => deleteExpiredReports(t.database.db))).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/vuejs/reports/status/cx/${started.reportUUID}`)).statusCode).toBe(404);
    const chunks = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM report_chunks c JOIN reports r ON r.task_id = c.task_id WHERE r.uuid = ${started.reportUUID}`.execute(
      t.database.db,
    );
    expect(chunks.rows[0].n).toBe(0);
  });

  it('a survey that does not offer a kind refuses it with 403; bad kinds and ids with 400', async () => {
    await sql`UPDATE surveys SET enable_actions_report = false WHERE ext_name = 'cx'`.execute(t.database.db);
    t.services.catalog.invalidate(await universeIdOf(t.database.db, 'demo'));
    const refused = await start(`/api/vuejs/reports/actionsreport/cx/${path('org,all,north')}`);
    await sql`UPDATE surveys SET enable_actions_report = true WHERE ext_name = 'cx'`.execute(t.database.db);
    t.services.catalog.invalidate(await universeIdOf(t.database.db, 'demo'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('report_disabled');
    expect((await start(`/api/vuejs/reports/createreport/cx/${path('org,all')}/nosuchkind`)).statusCode).toBe(
      400,
    );
    const noInterview = await start(`/api/vuejs/reports/createreport/cx/${path('org,all,north')}/interview`);
    expect(noInterview.statusCode).toBe(400);
    expect(noInterview.json().error.field).toBe('interviewId');
    expect((await get('/api/vuejs/reports/status/cx/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/vuejs/reports/status/cx/0b6f7c1e-2f43-4a8e-9d2c-6f1f7c1e2f43')).statusCode).toBe(
      404,
    );
  });

  it('a start without the CSRF header is refused and queues nothing', async () => {
    const response = await get(`/api/vuejs/reports/interviewsreport/cx/${path('org,all,north')}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf');
  });
  // Last: it stops the worker.
  it('a queued report has a place in the queue and cannot be downloaded yet; a cancelled one failed', async () => {
    await t.app.taskWorker.stop();
    const first = (await start(`/api/vuejs/reports/indicatorsreport/cx/${path('org,all,north')}`)).json();
    const second = (await start(`/api/vuejs/reports/alertsreport/cx/${path('org,all,north')}`)).json();
    expect(first.status).toBe('QUEUED');
    expect(second.queuePosition).toBe(first.queuePosition + 1);
    const early = await get(`/api/vuejs/reports/download/cx/${first.reportUUID}`);
    expect(early.statusCode).toBe(409);
    // a cancelled report says so
    await sql`UPDATE tasks SET state = 'cancelled' WHERE payload->>'reportUUID' = ${second.reportUUID}`.execute(
      t.database.db,
    );
    const failed = (await get(`/api/vuejs/reports/status/cx/${second.reportUUID}`)).json();
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toBeTruthy();
    // said by its code, for the web to say in the user's language
    expect(failed.failure).toEqual({ code: 'report_cancelled', params: {} });
    // a report its task could not make carries the task's code; the survey's task list too
    const gone = { failure: { code: 'report_gone', params: { what: 'unit' } } };
    await sql`UPDATE tasks SET state = 'failed', error = 'gone', result = ${JSON.stringify(gone)}::jsonb
              WHERE payload->>'reportUUID' = ${first.reportUUID}`.execute(t.database.db);
    const lost = (await get(`/api/vuejs/reports/status/cx/${first.reportUUID}`)).json();
    expect(lost).toMatchObject({ status: 'FAILED', failure: gone.failure });
  });
});
