import { expect, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { signIn } from './session.ts';

const CSRF = { 'X-Requested-With': 'opinio' };

test('an admin adds a keyword alert rule, it opens an alert for a new interview, and the rule is deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.getByTestId('menu-survey-admin').click();
  await expect(page).toHaveURL(/\/survey\/cx\/\d+$/);
  const section = page.getByTestId('alert-rules');
  await expect(section.getByRole('heading', { name: 'Alert rules' })).toBeVisible();
  // The demo's rule, in words.
  await expect(section.getByRole('row', { name: /NPS 0-6/ })).toContainText('NPS ≤ 6');

  // A new rule: comment contains "rude".
  await section.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert rule' });
  await dialog.getByLabel('Name').fill('Rude staff');
  await dialog.getByRole('combobox', { name: 'Question' }).click();
  await page.getByRole('option', { name: 'What could we do better?' }).click();
  await dialog.getByLabel('Contains any of the words').fill('rude, impolite');
  await dialog.getByLabel('Due in hours').fill('24');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('row', { name: /Rude staff/ });
  await expect(row).toContainText('What could we do better? contains rude, impolite');
  await expect(row).toContainText('in 24 hours');
  await expect(row.getByRole('switch', { name: 'Rule Rude staff enabled' })).toBeChecked();
  await page.screenshot({ path: artifact('alert-rules'), fullPage: true });

  // An interview with a rude comment and a top score arrives through the public API.
  const created = await page.request.post('/api/vuejs/surveys/apikey/create/cx', {
    headers: CSRF,
    data: { purpose: 'ingest', name: 'rules-e2e' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { token } = (await created.json()) as { token: string };
  const ingest = await page.request.post('/api/v1/surveys/cx/interviews', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      interviews: [
        {
          externalId: `alert-rules-${Date.now()}`,
          unit: 's001',
          date: new Date().toISOString(),
          answers: { nps: 10, sat_overall: 5, channel: 'store', comment: 'The cashier was rude' },
        },
      ],
    },
  });
  expect(ingest.status(), await ingest.text()).toBe(200);
  const [interviewId] = ((await ingest.json()) as { ids: number[] }).ids;

  // The alert list from the left menu shows the rule's alert (NPS 10: the demo rule stays quiet).
  await page.getByTestId('menu-alerts').click();
  const alerts = page.locator(`[data-testid=alert-row][data-interview-id="${interviewId}"]`);
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText('Rude staff');
  await expect(alerts).toContainText('The cashier was rude');

  // Back in the settings, the rule is deleted after a confirmation.
  await page.getByTestId('menu-survey-admin').click();
  await section.getByRole('button', { name: 'Delete rule Rude staff' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete rule Rude staff?' });
  await expect(confirm).toContainText('The alerts it already opened stay');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(section.getByRole('row', { name: /Rude staff/ })).toHaveCount(0);
  await expect(section.getByRole('row', { name: /NPS 0-6/ })).toBeVisible();

  // The alert it opened stays.
  await page.getByTestId('menu-alerts').click();
  await expect(alerts).toContainText('Rude staff');
});

test('a rule on a score and comment topics says both in the rules table', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('menu-survey-admin').click();
  const section = page.getByTestId('alert-rules');
  await section.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert rule' });
  await dialog.getByLabel('Name').fill('Unhappy about a topic');
  await dialog.getByLabel('Value').fill('6');
  await dialog.getByRole('combobox', { name: 'And the comment mentions any of the topics' }).click();
  const first = page.getByRole('option').first();
  const topic = (await first.innerText()).trim();
  await first.click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('row', { name: /Unhappy about a topic/ });
  await expect(row).toContainText(`6 and the comment is about ${topic}`);

  await section.getByRole('button', { name: 'Delete rule Unhappy about a topic' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
