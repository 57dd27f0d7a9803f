import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { sql } from './database.ts';
import { expectAccessible, expectNoSidewaysScroll, expectWithinWidth, PHONE } from './phone.ts';
import { signIn, signInToDemo } from './session.ts';

/**
 * The closed-loop and administration screens a frontline user opens on a phone (390 × 844):
 * what they came to do is on the first screen, nothing is cut at the side, tabs that do not
 * fit say so, and axe finds nothing serious.
 */
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));

/** An alert of survey cx (demo universe) at the store manager's store s001. */
async function openStoreAlert(): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `SELECT a.id::int AS id FROM alerts a JOIN surveys s ON s.id = a.survey_id
       JOIN universes u ON u.id = s.universe_id JOIN units n ON n.id = a.unit_id
      WHERE u.name = 'demo' AND s.ext_name = 'cx' AND n.ext_name = 's001'
      ORDER BY a.id LIMIT 1`,
  );
  return row.id;
}

test('a store manager, who may not reassign, reads the alert’s assignee help at full contrast', async ({
  page,
}) => {
  const id = await openStoreAlert();
  await signIn(page, 'store');
  await page.goto(`/alert/cx/${id}`);
  await expect(page.getByTestId('alert-follow-up')).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  // the field is read-only for this role; its help text is not greyed out of reach
  await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);
});

test('on a phone the customer’s words come first, under the alert’s title; on a desktop too, the follow-up on the right', async ({
  page,
}) => {
  const id = await openStoreAlert();
  await page.setViewportSize(PHONE);
  await signIn(page, 'store');
  await page.goto(`/alert/cx/${id}`);
  const title = page.locator('[data-testid=screen-title][data-route=alert]');
  const words = page.getByTestId('alert-comment');
  const followUp = page.getByTestId('alert-follow-up');
  const summary = page.getByTestId('alert-summary');
  const history = page.getByTestId('alert-history');
  await expect(words).toBeVisible();
  await expect(summary).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  const top = async (element: typeof words) => (await element.boundingBox())!.y;
  // the customer's words start on the first screen, right under the title and its state
  expect(await top(words)).toBeGreaterThan(await top(title));
  expect((await top(words)) + 48).toBeLessThan(PHONE.height);
  // before the follow-up and the facts (assignee, due date, rule) and the history
  expect(await top(words)).toBeLessThan(await top(followUp));
  expect(await top(followUp)).toBeLessThan(await top(summary));
  expect(await top(summary)).toBeLessThan(await top(history));
  // and the keyboard and screen readers meet them in the same order
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid]')]
      .map((e) => e.getAttribute('data-testid'))
      .filter((t) => ['alert-comment', 'alert-follow-up', 'alert-summary', 'alert-history'].includes(t!)),
  );
  expect(order).toEqual(['alert-comment', 'alert-follow-up', 'alert-summary', 'alert-history']);
  // the rule is one of the facts, not beside the title
  await expect(summary.getByTestId('alert-rule')).toHaveText('NPS 0-6');
  await expectNoSidewaysScroll(page);
  await expectWithinWidth(words);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshot('alert-390') });
  await expectAccessible(page);

  // a desktop keeps two columns: the words and the facts on the left, the follow-up on the right
  await page.setViewportSize({ width: 1440, height: 900 });
  // both measured on each try: while the layout changes, either may be drawn again (no box yet)
  await expect
    .poll(async () => {
      const right = await followUp.boundingBox();
      const left = await words.boundingBox();
      return right && left ? right.x - left.x : -1;
    })
    .toBeGreaterThan(200);
  expect(await top(words)).toBeLessThan(await top(summary));
  expect((await top(words)) + 48).toBeLessThan(900);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshot('alert-1440') });
});

test('on a phone a contact’s messages are cards that fit the screen', async ({ page }) => {
  const [contact] = await sql<{ id: number }>(
    `SELECT c.id::int AS id FROM contacts c JOIN samples s ON s.id = c.sample_id
       JOIN surveys sv ON sv.id = s.survey_id JOIN universes u ON u.id = sv.universe_id
      WHERE u.name = 'demo' AND sv.ext_name = 'cx'
        AND EXISTS (SELECT 1 FROM campaign_messages m WHERE m.contact_id = c.id)
      ORDER BY c.id LIMIT 1`,
  );
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin');
  await page.goto(`/sample/cx/sample/${contact.id}`);
  const cards = page.getByTestId('message-cards');
  await expect(cards.getByTestId('message-row').first()).toBeVisible();
  await expect(page.getByTestId('message-table')).toHaveCount(0);
  await expectWithinWidth(cards.getByTestId('message-row').first());
  await expectNoSidewaysScroll(page);
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await expectAccessible(page);
});

test('on a phone the survey administration’s tabs show arrows: there are more than fit', async ({ page }) => {
  const [survey] = await sql<{ id: number }>(
    `SELECT s.id::int AS id FROM surveys s JOIN universes u ON u.id = s.universe_id
      WHERE u.name = 'demo' AND s.ext_name = 'cx'`,
  );
  await page.setViewportSize(PHONE);
  await signInToDemo(page, 'root');
  await page.goto(`/survey/cx/${survey.id}`);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  // the arrows are beside the tab list, in the tabs' own element
  const forward = page.locator('.MuiTabs-root:has([role=tablist]) .MuiTabs-scrollButtons').last();
  await expect(forward).toBeVisible();
  const last = tabs.getByRole('tab').last();
  const outside = async () => (await last.boundingBox())!.x >= PHONE.width;
  expect(await outside()).toBe(true);
  // the arrow brings the hidden tabs into sight
  await expect
    .poll(async () => {
      // at the end the arrow is disabled (and hidden): a click would wait for it for ever
      if (!(await forward.getAttribute('class'))?.includes('Mui-disabled')) await forward.click();
      return outside();
    })
    .toBe(false);
  await expectNoSidewaysScroll(page);
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await expectAccessible(page);
});
