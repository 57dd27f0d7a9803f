import type { TChangeList } from '@opinio/domain/schemas/changes';
import { expect, type Page, test } from '@playwright/test';
import { sql } from './database.ts';
import { DEMO_PASSWORD, signIn } from './session.ts';

/*
 * Sign-out forgets everything the browser held (docs/product.md#logout-and-session-end): the
 * next person to sign in on the same browser finds nothing of the one before, such as the
 * bell's "changes seen" marker or the language picked in the tab.
 */

/** What the app keeps in the browser's storage, by key. */
const kept = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => k.startsWith('opinio.')),
    session: Object.keys(sessionStorage).filter((k) => k.startsWith('opinio.')),
  }));

/** The survey's changes in reach of the signed-in user, once the server's detection has run. */
async function changesFound(page: Page): Promise<TChangeList> {
  let list: TChangeList | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/api/vuejs/analytics/changes/cx/${encodeURIComponent('org,all')}`,
        );
        list = (await response.json()) as TChangeList;
        return list.checkedAt !== null && list.changes.length > 0;
      },
      { timeout: 60_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(true);
  return list!;
}

test('after sign-out the next person on the browser has the new-changes dot of their own, in their own language', async ({
  page,
}) => {
  // the server's detection of changes may still be running: waited for twice
  test.setTimeout(180_000);
  // a second administrator of the whole organisation: the same changes in reach as admin's
  const username = `e2e.next.${Date.now()}`;
  await sql(
    `INSERT INTO users (username, first_name, last_name, password_hash, locale)
     SELECT $1, 'Next', 'Person', password_hash, 'en' FROM users WHERE username = 'admin'`,
    [username],
  );
  await sql(
    `INSERT INTO memberships (universe_id, user_id, role_id, scope_unit, whole_organisation)
     SELECT m.universe_id, (SELECT id FROM users WHERE username = $1), m.role_id, NULL, true
     FROM memberships m JOIN users u ON u.id = m.user_id JOIN universes v ON v.id = m.universe_id
     WHERE u.username = 'admin' AND v.name = 'demo'`,
    [username],
  );

  // the first person opens the bell (its changes are seen) and reads the app in Swedish
  await signIn(page, 'admin');
  await changesFound(page);
  await page.evaluate(() => sessionStorage.setItem('opinio.locale', 'sv'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  const bell = page.getByTestId('alert-bell');
  await expect(bell.getByTestId('bell-new-changes')).toBeVisible();
  await bell.click();
  await page.keyboard.press('Escape');
  await expect(bell.getByTestId('bell-new-changes')).toHaveCount(0);
  expect((await kept(page)).local.filter((k) => k.startsWith('opinio.changesSeen.cx.'))).toHaveLength(1);

  // sign-out forgets it all
  await page.getByTestId('logout-button').click();
  await expect(page.locator('[data-testid=screen-title][data-route=login]')).toBeVisible();
  expect(await kept(page)).toEqual({ local: [], session: [] });

  // the next person: their own new changes are told, in their own language
  await page.getByRole('textbox', { name: /User name|Användarnamn/ }).fill(username);
  await page.getByLabel(/^(Password|Lösenord)/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^(Password|Lösenord)/).press('Enter');
  await expect(page).toHaveURL(/\/page\//);
  await changesFound(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(bell.getByTestId('bell-new-changes')).toBeVisible();
  await expect(bell).toHaveAccessibleName(/new change/);
});
