import type { TCommentsResponse } from '@opinio/domain/schemas/analytics';
import type { TTopicSuggestionsResponse, TTopicsResponse } from '@opinio/domain/schemas/topics';
import { expect, type Page, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { drawAllComponents } from './page-components.ts';
import { expectAccessible } from './phone.ts';
import { dashboardLocation, signIn } from './session.ts';

/*
 * Comment topics (docs/text-analytics.md): the Insights page says what the comments are
 * about, each topic's count opens its comments, and there the words that made the topic
 * are marked.
 */

const english = new Intl.NumberFormat('en');
const PANEL = 'section[data-testid^="topics-"]';

/** No serious or critical axe finding (WCAG 2.2 A and AA) inside one element, at rest. */
async function expectPanelAccessible(page: Page, selector: string): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(page.locator(selector)).toHaveAttribute('aria-busy', 'false');
  await expectAccessible(page, selector);
}

test('the topics of the comments open their comments, with the matched words marked', async ({ page }) => {
  await signIn(page, 'regional');
  const topicsAnswer = page.waitForResponse(
    (r) => r.url().includes('/api/vuejs/analytics/topics/') && r.ok(),
  );
  await page.getByTestId('menu-insights').click();
  await expect(page).toHaveURL(/\/page\/insights\//);
  await drawAllComponents(page);
  const answer = (await (await topicsAnswer).json()) as TTopicsResponse;
  expect(answer.comments).toBeGreaterThan(0);
  const mentioned = answer.topics.filter((t) => t.count > 0);
  expect(mentioned.length).toBeGreaterThan(1);

  // every topic of the taxonomy is a row, most mentioned first, with its count
  const panel = page.locator(PANEL);
  const table = panel.getByTestId('topics-table');
  await expect(table.locator('tbody tr')).toHaveCount(answer.topics.length);
  for (const topic of answer.topics) {
    const row = table.getByTestId(`topic-${topic.key}`);
    await expect(row.locator('th')).toHaveText(topic.name);
    await expect(row.getByTestId('topic-count')).toContainText(english.format(topic.count));
  }
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-testid', `topic-${mentioned[0].key}`);
  // the start filter is the last 90 days: each change is shown, with an arrow only when significant
  for (const topic of mentioned) {
    const change = table.getByTestId(`topic-${topic.key}`).getByTestId('topic-change');
    await expect(change).toHaveAttribute('data-significant', String(topic.changeSignificant === true));
    await expect(change.locator('svg')).toHaveCount(topic.changeSignificant ? 1 : 0);
  }
  await expect(panel.getByTestId('topics-note')).toContainText(
    `${english.format(answer.untagged)} of ${english.format(answer.comments)} comments`,
  );
  if (answer.model?.accuracy != null && answer.model.baseline != null)
    await expect(panel.getByTestId('topics-note')).toContainText(
      `right on ${Math.round(answer.model.accuracy * 100)}% of held-out comments (always guessing: ${Math.round(answer.model.baseline * 100)}%)`,
    );

  await expectPanelAccessible(page, PANEL);
  await panel.screenshot({ path: artifact('topics-desktop') });

  // on a phone the table scrolls inside its panel, not the page
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  // (the charts redraw at the new width once the browser has laid the page out again)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectPanelAccessible(page, PANEL);
  await panel.screenshot({ path: artifact('topics-phone') });
  await page.setViewportSize({ width: 1440, height: 900 });

  // the most mentioned topic's count is a link to its comments, the topic filter set
  const top = mentioned[0];
  const commentsAnswer = page.waitForResponse(
    (r) =>
      r.url().includes('/api/vuejs/comments/') &&
      decodeURIComponent(r.url()).includes(`topic=${top.key}`) &&
      r.ok(),
  );
  const link = table.getByTestId(`topic-${top.key}`).getByRole('link');
  await expect(link).toHaveAccessibleName(
    `${english.format(top.count)} ${top.count === 1 ? 'comment' : 'comments'} about ${top.name}`,
  );
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/page\/comments\//);
  const { filterToken } = dashboardLocation(page.url());
  expect(filterToken.split(';')).toContain(`topic=${top.key}`);
  const comments = (await (await commentsAnswer).json()) as TCommentsResponse;
  expect(comments.items.length).toBeGreaterThan(0);
  for (const item of comments.items) expect(item.topics.map((t) => t.key)).toContain(top.key);

  // each comment marks the words that matched and names its topics
  const first = page.getByTestId('comment').first();
  const newest = comments.items[0];
  const span = newest.topics.find((t) => t.key === top.key)!.spans[0];
  const word = newest.text.slice(span.start, span.end);
  await expect(first.locator('mark').first()).toBeVisible();
  const marks = await first.locator('mark').allTextContents();
  expect(marks.some((mark) => mark.includes(word))).toBe(true);
  await expect(first.getByTestId('comment-topics')).toContainText(top.name);
  await page.getByTestId('comments').screenshot({ path: artifact('topics-comments') });
});

test("a survey's administrator sees how well the sentiment model does and the suggested topics", async ({
  page,
}) => {
  await signIn(page, 'admin');
  const suggestionsAnswer = page.waitForResponse(
    (r) => r.url().includes('/api/vuejs/analytics/topic-suggestions/') && r.ok(),
  );
  await page.getByTestId('menu-survey-admin').click();
  const section = page.getByTestId('comment-topics-settings');
  await expect(section.getByTestId('sentiment-model')).toContainText('Right on held-out comments');
  const { suggestions } = (await (await suggestionsAnswer).json()) as TTopicSuggestionsResponse;
  if (suggestions.length > 0)
    await expect(section.getByTestId('topic-suggestions').locator('tbody tr').first()).toContainText(
      suggestions[0].phrase,
    );
  await expect(section).toContainText('edit the topics block');
  await expectPanelAccessible(page, '[data-testid="comment-topics-settings"]');
  await section.screenshot({ path: artifact('topics-settings') });
});
