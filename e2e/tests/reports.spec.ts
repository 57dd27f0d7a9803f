import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { sql } from './database.ts';
import { countInterviews } from './interview-count.ts';
import { takeReport } from './report-menu.ts';
import { DEMO_PASSWORD, signIn } from './session.ts';

/** The North region's overview for the last 90 days, as the regional manager sees it. */
const NORTH = `org,all,north;ftime=rdays:-90:0`;

/** The North region's units in demo's survey cx (the table `below`), from PostgreSQL itself. */
const NORTH_UNITS = `WITH RECURSIVE below AS (
  SELECT un.id FROM units un JOIN views v ON v.id = un.view_id JOIN surveys s ON s.id = v.survey_id
    JOIN universes u ON u.id = s.universe_id
  WHERE u.name = 'demo' AND s.ext_name = 'cx' AND v.ext_name = 'org' AND un.ext_name = 'north'
  UNION ALL SELECT c.id FROM units c JOIN below b ON c.parent_id = b.id)`;

async function sheetRows(file: string, header: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const lines: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    lines.push((row.values as unknown[]).slice(1));
  });
  const at = lines.findLastIndex((l) => l[0] === header);
  return { workbook, header: lines[at] as string[], rows: lines.slice(at + 1).filter((l) => l.length > 0) };
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

test.describe.configure({ mode: 'serial' });

test('the regional manager takes the dashboard, alert and interview reports, and each holds what the screens show', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signIn(page, 'regional');
  const pageId = new URL(page.url()).pathname.split('/')[2];
  await page.goto(`/page/${pageId}/cx/${encodeURIComponent(NORTH)}`);
  await expect(page.getByTestId('report-menu')).toBeVisible();

  // interviews: one row per interview of the region in the period, as PostgreSQL counts them
  const interviews = await takeReport(page, 'interviews');
  expect(interviews.suggestedFilename()).toMatch(/^interviews-cx-North_region-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const { rows, header } = await sheetRows(await interviews.path(), 'Interview');
  expect(rows.length).toBe(await countInterviews('regional', 'north', 90));
  expect(header).toContain('Organisation');

  // the PDF benchmark states the node, the period and the number of answers
  const pdf = await takeReport(page, 'pdfbenchmark');
  const text = pdfText(await pdf.path());
  expect(text).toContain('North');
  expect(text).toContain((await countInterviews('regional', 'north', 90)).toLocaleString('en'));
  expect(text).toMatch(/Page \d+ of \d+/);

  // the Excel benchmark: a sheet per indicator, the region's stores ranked best first
  const benchmark = await takeReport(page, 'excelbenchmark');
  const ranked = await sheetRows(await benchmark.path(), 'Rank');
  expect(ranked.workbook.worksheets.length).toBeGreaterThan(1);
  const values = ranked.rows.filter((r) => typeof r[0] === 'number').map((r) => Number(r[4]));
  expect(values.length).toBeGreaterThan(5);
  expect(values).toEqual([...values].sort((a, b) => b - a));

  // indicators: the region's districts, their answers adding up to the region's
  const indicators = await takeReport(page, 'indicators');
  const districts = await sheetRows(await indicators.path(), 'Unit');
  const answers = districts.rows.reduce((sum, r) => sum + Number(r[2] ?? 0), 0);
  expect(answers).toBe(await countInterviews('regional', 'north', 90));

  // the alert list: every alert of the workbook belongs to the North region
  await page.goto(`/alertlist/cx/${encodeURIComponent(NORTH)}`);
  const alerts = await takeReport(page, 'alerts');
  const alertRows = (await sheetRows(await alerts.path(), await firstHeader(await alerts.path()))).rows;
  expect(alertRows.length).toBeGreaterThan(0);
  const northAlerts = await sql<{ id: string }>(
    `${NORTH_UNITS} SELECT a.id FROM alerts a JOIN interviews i ON i.id = a.interview_id WHERE i.unit_id IN (SELECT id FROM below)`,
  );
  const ids = new Set(northAlerts.map((a) => Number(a.id)));
  expect(alertRows.every((r) => ids.has(Number(r[0])))).toBe(true);

  // the alerts' follow-up: every action belongs to one of those alerts
  const actions = await takeReport(page, 'actions');
  const actionRows = (await sheetRows(await actions.path(), await firstHeader(await actions.path()))).rows;
  expect(actionRows.every((r) => ids.has(Number(r[0])))).toBe(true);

  // the sample list: contacts of the North region only, and the table as the list shows it
  await page.goto(`/samplelist/cx/${encodeURIComponent(NORTH)}`);
  const contacts = await takeReport(page, 'samples');
  const contactRows = (await sheetRows(await contacts.path(), await firstHeader(await contacts.path()))).rows;
  expect(contactRows.length).toBeGreaterThan(0);
  const northContacts = await sql<{ id: string }>(
    `${NORTH_UNITS} SELECT c.id FROM contacts c WHERE c.unit_id IN (SELECT id FROM below)`,
  );
  const contactIds = new Set(northContacts.map((c) => Number(c.id)));
  expect(contactRows.every((r) => contactIds.has(Number(r[0])))).toBe(true);
  const table = await takeReport(page, 'sampletable');
  expect(table.suggestedFilename()).toMatch(/^contact-table-cx-North_region-/);
  const tableRows = (await sheetRows(await table.path(), await firstHeader(await table.path()))).rows;
  expect(tableRows.length).toBe(contactRows.length);

  // one interview as a PDF, from the interview screen
  const [interview] = await sql<{ id: string }>(
    `SELECT i.id FROM interviews i JOIN units un ON un.id = i.unit_id JOIN universes u ON u.id = i.universe_id
      WHERE u.name = 'demo' AND un.title::text LIKE '%Oulu Centre%' ORDER BY i.id DESC LIMIT 1`,
  );
  await page.goto(`/interview/cx/${interview.id}`);
  const single = await takeReport(page, 'interview');
  expect(single.suggestedFilename()).toContain(`interview-${interview.id}`);
  expect(pdfText(await single.path())).toContain('Oulu');
});

test('a survey that offers no reports shows no report menu and refuses a start with 403', async ({
  page,
}) => {
  // `multi` administers Acme Hotels, whose guest survey enables no report kind
  const login = await page.request.post('/api/vuejs/auth/login', {
    headers: { 'x-requested-with': 'opinio' },
    data: { username: 'multi', password: DEMO_PASSWORD, universe: 'acme' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/');
  await expect(page).toHaveURL(/\/page\/[^/]+\/guest\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-menu')).toHaveCount(0);
  const refused = await page.evaluate(async () => {
    const response = await fetch(
      `/api/vuejs/reports/createreport/guest/${encodeURIComponent('org,all')}/pdfbenchmark`,
      {
        method: 'POST',
        headers: { 'x-requested-with': 'opinio' },
      },
    );
    return {
      status: response.status,
      code: ((await response.json()) as { error: { code: string } }).error.code,
    };
  });
  expect(refused).toEqual({ status: 403, code: 'report_disabled' });
});

test('a manager has the PDF benchmark mailed every Monday, sees the subscription and ends it; a mailed link asks first', async ({
  page,
}) => {
  await signIn(page, 'regional');
  const pageId = new URL(page.url()).pathname.split('/')[2];
  await page.goto(`/page/${pageId}/cx/${encodeURIComponent(NORTH)}`);
  await page.getByTestId('report-menu').click();
  await page.getByTestId('report-subscribe').click();
  const dialog = page.getByTestId('subscribe-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Weekly').check();
  await expect(dialog.getByTestId('subscribe-sentence')).toContainText('North');
  const created = page.waitForResponse(
    (r) => r.url().includes('/api/vuejs/reports/subscriptions/cx') && r.request().method() === 'POST',
  );
  await dialog.getByTestId('subscribe-submit').click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { id, nextRun } = (await response.json()) as { id: number; nextRun: string };
  expect(new Date(nextRun).getUTCDay()).toBe(1);
  const [stored] = await sql<{ frequency: string; weekday: number; drill_path_filtered: string }>(
    'SELECT frequency, weekday, drill_path_filtered FROM report_subscriptions WHERE id = $1',
    [id],
  );
  expect(stored).toEqual({ frequency: 'weekly', weekday: 1, drill_path_filtered: NORTH });

  await page.getByTestId('report-menu').click();
  await page.getByTestId('report-subscriptions').click();
  await expect(page.getByTestId(`subscription-${id}`)).toContainText('North');
  await page.getByTestId(`subscription-delete-${id}`).click();
  await page.getByTestId('subscription-confirm-delete').click();
  await expect(page.getByTestId(`subscription-${id}`)).toHaveCount(0);
  expect(await sql('SELECT id FROM report_subscriptions WHERE id = $1', [id])).toEqual([]);

  // the page of a mailed link: nothing happens until the button, and a forged token is refused
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('mailunsubscribe')) posts.push(r.url());
  });
  await page.goto('/unsubscribe/report/1.1.forged0000000000000000000000000000000000000');
  await expect(page.getByTestId('unsubscribe-confirm')).toBeVisible();
  expect(posts).toEqual([]);
  await page.getByTestId('unsubscribe-confirm').click();
  await expect(page.getByTestId('unsubscribe-invalid')).toBeVisible();
  expect(posts).toHaveLength(1);
});

/** The first cell of a workbook's header row: the row after the title block's empty row. */
async function firstHeader(file: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const lines: unknown[][] = [];
  workbook.worksheets[0].eachRow({ includeEmpty: true }, (row) => {
    lines.push((row.values as unknown[]).slice(1));
  });
  const empty = lines.findIndex((l, i) => i > 0 && l.length === 0);
  return String(lines[empty + 1][0]);
}
