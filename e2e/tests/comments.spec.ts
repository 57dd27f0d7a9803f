import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, expectWithinWidth, PHONE } from './phone.ts';
import { signIn } from './session.ts';

const SCREENSHOT = fileURLToPath(new URL('../../docs/screenshots/comments-390.png', import.meta.url));
const COMMENTS_PAGE = '/page/comments/cx/org%2Call';

/** Scrolls to the page's end until the feed holds more than `count` comments, without a click. */
async function scrollForMore(page: Page, count: number): Promise<void> {
  const comments = page.getByTestId('comments').getByTestId('comment');
  // the wheel scrolls what is under the pointer: the page's content, not the bar or the menu
  const size = page.viewportSize()!;
  await page.mouse.move(size.width / 2, size.height / 2);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 4000);
      return comments.count();
    })
    .toBeGreaterThan(count);
}

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', PHONE],
] as const) {
  test(`the comments page on a ${size} is a feed at the page's height that loads more as it scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'admin');
    await page.goto(COMMENTS_PAGE);
    const panel = page.getByTestId('comments');
    const comments = panel.getByTestId('comment');
    await expect(comments).toHaveCount(20);
    // no box of its own to scroll: the feed is as tall as its comments
    const feed = panel.getByTestId('comment-feed');
    expect(await feed.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    await expect(feed).not.toHaveAttribute('tabindex');
    await expectNoSidewaysScroll(page);

    // the comments carry their topic and sentiment chips
    await expect(panel.getByTestId('comment-topics').first()).toBeVisible();
    await expect(panel.getByTestId('comment-sentiment').first()).toBeVisible();

    if (size === 'phone') {
      for (const comment of [comments.first(), comments.nth(1)]) {
        await expectWithinWidth(comment);
        await expectWithinWidth(comment.getByTestId('comment-text'));
      }
      await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: SCREENSHOT });
      await expectAccessible(page);
    }

    // scrolling on loads the next page, then the one after; no comment twice
    await scrollForMore(page, 20);
    await scrollForMore(page, 40);
    const keys = await comments.evaluateAll((els) =>
      els.map(
        (el) =>
          `${el.getAttribute('data-interview-id')}:${el.querySelector('[data-testid=comment-text]')?.textContent}`,
      ),
    );
    expect(new Set(keys).size).toBe(keys.length);
    // the button is there for the keyboard
    const button = panel.getByTestId('comments-load-more');
    if (await button.isVisible()) {
      const before = await comments.count();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => comments.count()).toBeGreaterThan(before);
    }

    // a comment opens its interview: by its link, and by a click on its text
    const first = comments.first();
    const id = await first.getAttribute('data-interview-id');
    await page.evaluate(() => window.scrollTo(0, 0));
    await first.getByTestId('comment-text').click();
    await expect(page).toHaveURL(new RegExp(`/interview/cx/${id}$`));
    await page.goBack();
    const second = comments.nth(1);
    const secondId = await second.getAttribute('data-interview-id');
    await second.getByTestId('comment-open-interview').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/interview/cx/${secondId}$`));
  });
}
