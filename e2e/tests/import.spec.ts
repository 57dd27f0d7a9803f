import { expect, type Page, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { signIn } from './session.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** A small import file: `n` interviews of store s001 dated today, ids unique to this run. */
function goodCsv(n: number): string {
  const run = Date.now().toString(36);
  const rows = Array.from(
    { length: n },
    (_, i) => `e2e-${run}-${i};s001;${today()};${(i % 10) + 1};4;web;"Nice; quick"`,
  );
  return `\ufeffexternalId;unit;date;nps;sat_overall;channel;comment\r\n${rows.join('\r\n')}\r\n`;
}

async function chooseFile(page: Page, name: string, content: string) {
  await page.getByTestId('import-file-input').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content),
  });
}

test('an admin imports a CSV, follows it to the end, and the dashboard counts the new interviews', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const tile = page.getByTestId('kpi-nps');
  await expect(tile).toBeVisible();
  const before = Number(await tile.getAttribute('data-count'));

  await page.getByTestId('menu-import').click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog.getByRole('heading', { name: /Import interviews/ })).toBeVisible();
  await expect(dialog.getByTestId('import-template')).toHaveAttribute(
    'href',
    '/api/vuejs/surveys/import/template/cx',
  );

  await chooseFile(page, 'interviews.csv', goodCsv(6));
  const status = dialog.getByTestId('import-status');
  await expect(status).toHaveAttribute('data-state', 'done');
  await expect(dialog.getByTestId('import-result')).toHaveText('Imported 6 interviews.');
  await expect(dialog.getByTestId('import-tasks').getByText('interviews.csv')).toBeVisible();
  await page.screenshot({ path: artifact('import-done') });

  // The finished import raised the data version: the tile counts the new interviews.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(async () => Number(await tile.getAttribute('data-count'))).toBe(before + 6);
});

test('a file with bad rows imports nothing and names each bad row and column', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('menu-import').click();
  const dialog = page.getByTestId('import-dialog');
  const bad = [
    'externalId,unit,date,nps,channel',
    `bad-1,s001,${today()},7,web`,
    `bad-2,atlantis,${today()},7,web`,
    `bad-3,s001,someday,12,fax`,
  ].join('\n');
  await chooseFile(page, 'bad-rows.csv', bad);
  await expect(dialog.getByTestId('import-status')).toHaveAttribute('data-state', 'failed');
  await expect(dialog.getByTestId('import-failure')).toHaveText(
    'The file has 4 errors: nothing was imported. Fix them and upload the file again.',
  );
  const errors = dialog.getByTestId('import-errors');
  const rows = errors.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  // said by its code in the screen's language, with the value the file had
  await expect(rows.nth(0)).toHaveText(/^3unitNot found: atlantis\.$/);
  await expect(rows.nth(1)).toContainText('4date');
  await expect(rows.nth(2)).toContainText('4nps');
  await expect(rows.nth(3)).toContainText('4channel');

  // Nothing of the file was written: its one good row is not there.
  const task = await page.request.get('/api/vuejs/surveys/tasks/cx?type=import_interviews&state=failed');
  expect((await task.json()).tasks[0]).toMatchObject({ fileName: 'bad-rows.csv', result: { inserted: 0 } });

  await page.screenshot({ path: artifact('import') });
});
