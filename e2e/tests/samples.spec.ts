import { expect, type Page, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { sql } from './database.ts';
import { dashboardLocation, signIn } from './session.ts';

const DAY_MS = 86_400_000;

/** [today - days, today + 1 day) in UTC: what ftime=rdays:-days:0 selects. */
function lastDays(days: number): [Date, Date] {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return [new Date(today - days * DAY_MS), new Date(today + DAY_MS)];
}

/** The newest completed contact of survey cx (demo universe) answered in the last 90 days. */
async function newestCompletedContact(): Promise<{ id: number; interview_id: number; name: string }> {
  const [from, to] = lastDays(90);
  const [row] = await sql<{ id: number; interview_id: number; name: string }>(
    `SELECT c.id::int AS id, c.interview_id::int AS interview_id, c.name
       FROM contacts c JOIN samples s ON s.id = c.sample_id JOIN surveys sv ON sv.id = s.survey_id
       JOIN universes u ON u.id = sv.universe_id JOIN interviews i ON i.id = c.interview_id
      WHERE u.name = 'demo' AND sv.ext_name = 'cx' AND c.state = 'completed'
        AND i.interview_date >= $1 AND i.interview_date < $2
      ORDER BY c.id DESC LIMIT 1`,
    [from, to],
  );
  return row;
}

/**
 * Interviews of cx in the last 90 days whose contact got a delivered, opened message of
 * the campaign and answered on the send-out day or the day after (UTC calendar days),
 * counted in PostgreSQL independently of the read model.
 */
async function campaignCount(campaignId: number): Promise<number> {
  const [from, to] = lastDays(90);
  const [row] = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM interviews i JOIN surveys sv ON sv.id = i.survey_id
       JOIN universes u ON u.id = sv.universe_id
      WHERE u.name = 'demo' AND sv.ext_name = 'cx' AND i.interview_date >= $1 AND i.interview_date < $2
        AND EXISTS (
          SELECT 1 FROM contacts c JOIN campaign_messages m ON m.contact_id = c.id
           WHERE c.interview_id = i.id AND m.campaign_id = $3 AND m.state = 'delivered'
             AND m.opened_at IS NOT NULL
             AND (i.interview_date AT TIME ZONE 'UTC')::date - (m.sent_at AT TIME ZONE 'UTC')::date BETWEEN 0 AND 1)`,
    [from, to, campaignId],
  );
  return row.n;
}

const npsCount = async (page: Page) => {
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  return Number(await page.getByTestId('kpi-nps').getAttribute('data-count'));
};

test('the sample list filters by state and opens a contact, its interview and back', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('menu-samples').click();
  await expect(page).toHaveURL(/\/samplelist\/cx\//);
  const table = page.getByTestId('sample-table');
  await expect(table.getByTestId('sample-row').first()).toBeVisible();
  await expect(page.getByTestId('screen-title')).toHaveAttribute('data-route', 'samples');
  const states = await table
    .getByTestId('sample-row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state')));
  expect(new Set(states).size).toBeGreaterThan(1);
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: artifact('sample-list'), fullPage: true });

  // Only completed contacts; the newest first, as PostgreSQL says.
  await page.getByTestId('sample-filter-completed').click();
  await expect(page).toHaveURL(/state=completed/);
  const newest = await newestCompletedContact();
  const first = table.getByTestId('sample-row').first();
  await expect(first).toHaveAttribute('data-sample-id', String(newest.id));
  await expect
    .poll(async () => [
      ...new Set(
        await table
          .getByTestId('sample-row')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state'))),
      ),
    ])
    .toEqual(['completed']);

  // Load more adds the next page.
  const before = await table.getByTestId('sample-row').count();
  await page.getByTestId('samples-load-more').click();
  await expect.poll(() => table.getByTestId('sample-row').count()).toBeGreaterThan(before);

  // Search narrows the list to that contact's name.
  await page.getByTestId('sample-search').fill(newest.name);
  await expect(page).toHaveURL(/search=/);
  await expect
    .poll(async () => [...new Set(await table.getByTestId('sample-row').locator('a').allInnerTexts())])
    .toEqual([newest.name]);
  await expect(table.getByTestId('sample-row').first()).toHaveAttribute('data-sample-id', String(newest.id));

  // The contact's page, opened from the list by keyboard (Enter on the row's link).
  await table.getByTestId('sample-row').first().getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sample/cx/samples/${newest.id}$`));
  await expect(page.getByTestId('screen-title')).toHaveText(newest.name);
  await expect(page.getByTestId('contact-state')).toHaveAttribute('data-state', 'completed');
  await expect(page.getByTestId('message-row').first()).toHaveAttribute('data-state', 'delivered');
  await page.screenshot({ path: artifact('sample-page'), fullPage: true });

  // Back goes to the list; forward again, then on to the interview.
  await page.getByTestId('sample-back').click();
  await expect(page).toHaveURL(/\/samplelist\/cx\//);
  await page.goBack();
  await page.getByTestId('sample-open-interview').click();
  await expect(page).toHaveURL(new RegExp(`/interview/cx/${newest.interview_id}$`));
  // The interview says where it came from, and leads back to the contact.
  const origin = page.getByTestId('interview-origin');
  await expect(origin.getByTestId('interview-origin-message').first()).toContainText('Delivered');
  await origin.getByTestId('interview-origin-contact').click();
  await expect(page).toHaveURL(new RegExp(`/sample/cx/interview/${newest.id}$`));
  await expect(page.getByTestId('screen-title')).toHaveText(newest.name);
});

test('a contact outside the store manager scope is not found', async ({ page }) => {
  const [outside] = await sql<{ id: number }>(
    `SELECT c.id::int AS id FROM contacts c JOIN units u ON u.id = c.unit_id
      WHERE u.ext_name <> 's001' ORDER BY c.id LIMIT 1`,
  );
  await signIn(page, 'store');
  await page.goto(`/sample/cx/sample/${outside.id}`);
  await expect(page.getByText('This contact does not exist or is outside your organisation.')).toBeVisible();
  await expect(page.getByTestId('sample-back')).toHaveText('Back to the sample list');
});

test('the campaign filter waits for a campaign, then counts what PostgreSQL counts', async ({ page }) => {
  const [campaign] = await sql<{ id: number }>(
    `SELECT k.id FROM campaigns k JOIN surveys sv ON sv.id = k.survey_id JOIN universes u ON u.id = sv.universe_id
      WHERE u.name = 'demo' AND k.name = 'Loyalty invitation'`,
  );
  await signIn(page, 'admin');
  const all = await npsCount(page);
  const sidebar = page.getByTestId('filter-sidebar');
  await sidebar.getByTestId('filter-toggle-camp').click();
  const editor = sidebar.getByTestId('filter-editor-camp');
  const days = editor.getByLabel('Days after send-out');
  const state = editor.getByRole('combobox', { name: 'State' });
  await expect(days).toBeDisabled();
  await expect(state).toHaveAttribute('aria-disabled', 'true');
  await expect(sidebar.getByTestId('filter-apply-camp')).toBeDisabled();

  await editor.getByRole('combobox', { name: 'Campaign' }).click();
  await page.getByRole('option', { name: 'Loyalty invitation' }).click();
  await expect(days).toBeEnabled();
  await expect(state).not.toHaveAttribute('aria-disabled', 'true');
  await days.fill('1');
  await state.click();
  await page.getByRole('option', { name: 'Delivered' }).click();
  await editor.getByRole('combobox', { name: 'Opened' }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await sidebar.screenshot({ path: artifact('campaign-filter'), animations: 'disabled' });
  await sidebar.getByTestId('filter-apply-camp').click();

  await expect
    .poll(() => dashboardLocation(page.url()).filterToken)
    .toBe(`ftime=rdays:-90:0;camp=${campaign.id}:1:delivered:yes:any`);
  const expected = await campaignCount(campaign.id);
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(all);
  await expect(page.getByTestId('kpi-nps')).toHaveAttribute('data-count', String(expected));
  await expect(page.getByTestId('active-filters')).toContainText('Loyalty invitation');
});
