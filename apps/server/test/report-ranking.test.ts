import type { TRankingResponse } from '@opinio/domain/schemas/analytics';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';
import { runReport } from './report-flow.ts';

type Row = TRankingResponse['rows'][number];

/** The unit rows of the workbook, the ranked ones and those under the minimum count. */
async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const lines: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    lines[number - 1] = (row.values as unknown[]).slice(1);
  });
  const cellText = (line: unknown[] | undefined, col: number) => String(line?.[col] ?? '');
  const headerIndex = lines.findIndex((l) => cellText(l, 0) === 'Rank');
  const orNull = (value: unknown) => (value === undefined ? null : value);
  const toRow = (line: unknown[]) => ({
    rank: orNull(line[0]) as number | null,
    title: line[1] as string,
    partOf: orNull(line[2]) as string | null,
    value: orNull(line[3]) as number | null,
    ciLow: orNull(line[4]) as number | null,
    ciHigh: orNull(line[5]) as number | null,
    count: line[6] as number,
    previousValue: orNull(line[7]) as number | null,
    change: orNull(line[8]) as number | null,
    changeSignificant: line[9] === 'Yes' ? true : line[9] === 'No' ? false : null,
    previousRank: orNull(line[10]) as number | null,
    rankChange: orNull(line[11]) as number | null,
    extName: line[12] as string,
  });
  const ranked: ReturnType<typeof toRow>[] = [];
  const unranked: ReturnType<typeof toRow>[] = [];
  let section = ranked;
  for (const line of lines.slice(headerIndex + 1)) {
    if (!line || line.length === 0) continue;
    if (cellText(line, 0).startsWith('Too few answers')) {
      section = unranked;
      continue;
    }
    if (cellText(line, 0).startsWith('*')) continue;
    section.push(toRow(line));
  }
  return { sheet, lines, headerIndex, ranked, unranked, cellText };
}

const asScreenRow = (r: Row) => ({
  rank: r.rank,
  title: r.title,
  value: r.value,
  ciLow: r.ciLow,
  ciHigh: r.ciHigh,
  count: r.count,
  previousValue: r.previousValue,
  change: r.change,
  changeSignificant: r.changeSignificant,
  previousRank: r.previousRank,
  rankChange: r.rank !== null && r.previousRank !== null ? r.previousRank - r.rank : null,
  extName: r.extName,
});
const withoutPartOf = ({ partOf: _, ...row }: { partOf: string | null } & ReturnType<typeof asScreenRow>) =>
  row;

describe.each(DATABASE_KINDS)('ranking Excel report as a task (%s)', (kind) => {
  let t: TestApp;
  let root: string;
  let regional: string;
  beforeAll(async () => {
    t = await seededApp(kind, 3000);
    root = await signIn(t.app, 'root', { universe: 'demo' });
    regional = await signIn(t.app, 'regional');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = root) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  /** Starts the ranking report as a task and answers its file once finished. */
  const report = async (url: string, cookie = root) => (await runReport(t.app, cookie, url)).file;
  const start = (url: string, cookie = root) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...CSRF_HEADER } });

  it('has the same rows as the ranking endpoint: ranked first, then the units with too few answers', async () => {
    const drill = path('org,all;ftime=rmonths:-11:0');
    const query = 'indicator=nps&level=4&minCount=8';
    const json = (await get(`/api/vuejs/analytics/ranking/cx/${drill}?${query}`)).json() as TRankingResponse;
    const { file, headers, status } = await runReport(
      t.app,
      root,
      `/api/vuejs/reports/rankingreport/cx/${drill}?${query}`,
    );
    expect(status.kind).toBe('ranking');
    expect(headers['content-type']).toContain('spreadsheetml.sheet');
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="ranking-cx-Nordic_Retail-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );

    const { ranked, unranked, lines, cellText } = await readWorkbook(file);
    const expectedRanked = json.rows.filter((r) => r.rank !== null).map(asScreenRow);
    const expectedUnranked = json.rows.filter((r) => r.rank === null).map(asScreenRow);
    // both sections are non-trivial in this sample, so the comparison means something
    expect(expectedRanked.length).toBeGreaterThan(10);
    expect(expectedUnranked.length).toBeGreaterThan(0);
    expect(expectedRanked.some((r) => r.previousRank !== null)).toBe(true);
    expect(ranked.map(withoutPartOf)).toEqual(expectedRanked);
    expect(unranked.map(withoutPartOf)).toEqual(expectedUnranked);
    // the interval, the change against the previous period and whether it is clear, as the API says
    expect(expectedRanked.every((r) => r.ciLow !== null && r.ciHigh !== null)).toBe(true);
    expect(expectedRanked.some((r) => r.change !== null)).toBe(true);
    expect(expectedRanked.some((r) => r.changeSignificant !== null)).toBe(true);
    for (const r of json.rows.filter((row) => row.change !== null))
      expect(r.change).toBeCloseTo(r.value! - r.previousValue!, 9);
    // units are named by their titles; the units between the node and a store read "North › Oulu"
    expect(ranked.every((r) => r.partOf !== null && /^[^,]+ › [^,]+$/.test(r.partOf))).toBe(true);

    // the header is frozen and filtered; "Created" is a date cell
    const { sheet } = await readWorkbook(file);
    const headerRow = lines.findIndex((l) => cellText(l, 0) === 'Rank') + 1;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: headerRow });
    expect(String(sheet.autoFilter)).toBe(`A${headerRow}:M${headerRow}`);

    // the title block names the survey, the node, the filters and the date
    const meta = Object.fromEntries(lines.slice(1, 7).map((l) => [cellText(l, 0), cellText(l, 1)]));
    expect(cellText(lines[0], 0)).toBe('Ranking: NPS');
    expect(meta.Survey).toBeTruthy();
    expect(meta.Unit).toBe('Nordic Retail');
    // the period as a person reads it: both dates in full, and how it was chosen
    expect(meta.Filters).toBe('Period: Jul 15, 2025 – Jun 15, 2026 (last 12 months)');
    const created = lines.find((l) => cellText(l, 0) === 'Created')?.[1];
    expect(created).toBeInstanceOf(Date);
    const createdRow = lines.findIndex((l) => cellText(l, 0) === 'Created') + 1;
    expect(sheet.getRow(createdRow).getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it('formats values with the indicator decimals and gives the columns widths', async () => {
    const file = await report(`/api/vuejs/reports/rankingreport/cx/${path('org,all')}?indicator=staff`);
    const { sheet, headerIndex } = await readWorkbook(file);
    const first = sheet.getRow(headerIndex + 2);
    expect(first.getCell(4).numFmt).toMatch(/^0\.0+$/);
    expect(first.getCell(5).numFmt).toMatch(/^0\.0+$/);
    expect(first.getCell(7).numFmt).toBe('#,##0');
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(30);
    expect(sheet.getColumn(3).width).toBeGreaterThanOrEqual(30);
  });

  it('writes its texts in the requested language', async () => {
    const file = await report(`/api/vuejs/reports/rankingreport/cx/${path('org,all')}?locale=fi`);
    const { lines, cellText } = await readWorkbook(file);
    expect(lines.some((l) => cellText(l, 0) === 'Sija')).toBe(true);
    expect(lines.some((l) => cellText(l, 0) === 'Kysely')).toBe(true);
    // the ranked level by its Finnish name: in the title block and as the units' column
    const header = lines.find((l) => cellText(l, 0) === 'Sija');
    expect(cellText(header, 1)).toBe('Myymälä');
    const level = lines.find((l) => cellText(l, 0) === 'Taso');
    expect(cellText(level, 1)).toBe('Myymälä');
  });

  it('follows the scope rules of the ranking: outside the scope 404, inside it the scoped units', async () => {
    const outside = await start(`/api/vuejs/reports/rankingreport/cx/${path('org,all,south')}`, regional);
    expect(outside.statusCode).toBe(404);
    const inside = await report(`/api/vuejs/reports/rankingreport/cx/${path('org,all,north')}`, regional);
    const { ranked, unranked } = await readWorkbook(inside);
    const all = [...ranked, ...unranked];
    expect(all.length).toBeGreaterThan(0);
    const json = (await get(`/api/vuejs/analytics/ranking/cx/${path('org,all,north')}`, regional)).json();
    expect(all.map((r) => r.extName).sort()).toEqual(json.rows.map((r: Row) => r.extName).sort());
    expect(json.rows.every((r: Row) => r.path.startsWith('org,all,north,'))).toBe(true);
  });

  it('refuses bad input with a 400 and the reason', async () => {
    const before = (await get('/api/vuejs/surveys/tasks/cx?limit=200')).json().tasks.length;
    const level = await start(`/api/vuejs/reports/rankingreport/cx/${path('org,all')}?level=1`);
    expect(level.statusCode).toBe(400);
    const tooDeep = await start(`/api/vuejs/reports/rankingreport/cx/${path('org,all')}?level=9`);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().error.field).toBe('level');
    const locale = await start(`/api/vuejs/reports/rankingreport/cx/${path('org,all')}?locale=de`);
    expect(locale.statusCode).toBe(400);
    const indicator = await start(`/api/vuejs/reports/rankingreport/cx/${path('org,all')}?indicator=nope`);
    expect(indicator.statusCode).toBe(400);
    // nothing was queued by a refused start
    expect((await get('/api/vuejs/surveys/tasks/cx?limit=200')).json().tasks.length).toBe(before);
  });

  it('is for signed-in users only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/reports/rankingreport/cx/${path('org,all')}`,
      headers: CSRF_HEADER,
    });
    expect(response.statusCode).toBe(401);
  });
});
