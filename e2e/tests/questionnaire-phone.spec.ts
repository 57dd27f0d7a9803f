import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { sql } from './database.ts';
import { expectAccessible, PHONE } from './phone.ts';

const LOGO = 'https://logo.example.com/nordic-retail.svg';
const SCREENSHOT = fileURLToPath(new URL('../../docs/screenshots/questionnaire-phone.png', import.meta.url));

/** An invitation of its own to an English-speaking contact of demo's survey: its token. */
async function invitation(): Promise<string> {
  const [row] = await sql<{ campaign_id: number; contact_id: number; universe_id: number }>(
    `SELECT k.id AS campaign_id, c.id AS contact_id, c.universe_id
       FROM campaigns k JOIN surveys s ON s.id = k.survey_id JOIN contacts c ON c.universe_id = k.universe_id
       JOIN samples p ON p.id = c.sample_id AND p.survey_id = s.id
      WHERE s.ext_name = 'cx' AND c.interview_id IS NULL AND c.state <> 'completed'
        AND NOT EXISTS (SELECT 1 FROM campaign_messages m WHERE m.campaign_id = k.id AND m.contact_id = c.id)
      ORDER BY c.id LIMIT 1`,
  );
  const token = randomBytes(18).toString('base64url');
  await sql(
    `INSERT INTO campaign_messages (universe_id, campaign_id, contact_id, state, sent_at, token, address, locale)
     VALUES ($1, $2, $3, 'delivered', now(), $4, 'someone@example.com', 'en')`,
    [row.universe_id, row.campaign_id, row.contact_id, token],
  );
  return token;
}

test.describe('the questionnaire on a phone', () => {
  test.beforeAll(async () => {
    // a light colour: the page darkens it until white text on it reads
    await sql(`UPDATE universes SET settings = settings || $1::jsonb WHERE name = 'demo'`, [
      JSON.stringify({ primaryColor: '#2e8bc0', logoUrl: LOGO }),
    ]);
  });
  test.afterAll(async () => {
    await sql(`UPDATE universes SET settings = settings - 'primaryColor' - 'logoUrl' WHERE name = 'demo'`);
  });

  test('asks in words with the ends of every scale said, the universe’s logo and colour, pages of questions, and no serious axe finding', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const phone = await context.newPage();
    // the logo's site is not reachable from here: the browser gets it from the test
    await phone.route(LOGO, (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><rect width="40" height="40" rx="8" fill="#2e8bc0"/><text x="50" y="27" font-family="sans-serif" font-size="18" font-weight="700" fill="#1b1b25">Nordic Retail</text></svg>`,
      }),
    );
    const scripts: string[] = [];
    phone.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await phone.goto(`/responsive?t=${await invitation()}`);
    const progress = phone.locator('.progress p');
    const card = phone.locator('section.card');
    await expect(progress).toHaveText(/^Page 1 of \d+$/);
    await expect(phone.getByRole('img', { name: 'Nordic Retail logo' })).toBeVisible();
    expect(
      await phone.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
      ),
    ).toMatch(/^#[0-9a-f]{6}$/);

    // page 1: the NPS in its own words, not its dashboard title, with both ends said
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(
      'How likely are you to recommend us to a friend or colleague?',
    );
    await expect(card.getByText('0 = Not at all likely')).toBeVisible();
    await expect(card.getByText('10 = Extremely likely')).toBeVisible();
    // a page of its own: none of the signed-in app's files (React, MUI, the dashboard)
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((path) => /\/(react|mui|router|data|dashboard|texts)-[\w-]+\.js$/.test(path)),
    ).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(phone);
    await card.getByRole('radio', { name: '9', exact: true }).check();
    await phone.getByRole('button', { name: 'Next' }).click();

    // page 2: overall satisfaction asked as a question, 1 to 5 with its ends
    await expect(progress).toHaveText(/^Page 2 of \d+$/);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(
      'Overall, how satisfied are you with your visit?',
    );
    await expect(card.getByText('1 = Very dissatisfied')).toBeVisible();
    await expect(card.getByText('5 = Very satisfied')).toBeVisible();
    await card.getByRole('radio', { name: '4', exact: true }).check();
    await phone.getByRole('button', { name: 'Next' }).click();

    // page 3: the parts of satisfaction together, every scale with its ends
    await expect(progress).toHaveText(/^Page 3 of \d+$/);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText([
      'How satisfied are you with the friendliness of our staff?',
      'How satisfied are you with the speed of service?',
      'How satisfied are you with our product range?',
      'How satisfied are you with the value for money?',
    ]);
    await expect(card.getByText('1 = Very dissatisfied')).toHaveCount(4);
    await expect(card.getByText('5 = Very satisfied')).toHaveCount(4);
    // Next without the required ones: the first is pointed out
    await phone.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('alert')).toHaveText('Please answer this question to continue.');
    for (const group of await card.getByRole('radiogroup').all())
      await group.getByRole('radio', { name: '5', exact: true }).check();
    await expect(card.getByRole('alert')).toHaveCount(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(phone);
    await phone.screenshot({ path: SCREENSHOT, fullPage: true });
    await phone.getByRole('button', { name: 'Next' }).click();

    // page 4: how they shop, the two choices together; then the comment in its title's words
    await expect(progress).toHaveText(/^Page 4 of \d+$/);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText([
      'How did you shop with us this time?',
      'Is this your first visit, or do you shop with us regularly?',
    ]);
    await expectAccessible(phone);
    await phone.getByRole('button', { name: 'Next' }).click();
    await expect(progress).toHaveText('Page 5 of 5');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('What could we do better?');
    await card.getByRole('textbox').fill('Friendly staff.');
    await phone.getByRole('button', { name: 'Submit' }).click();
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await context.close();
  });
});
