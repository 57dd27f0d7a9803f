import { randomBytes } from 'node:crypto';
import { TEXT_ANSWER_MAX } from '@opinio/domain/limits';
import { expect, test } from '@playwright/test';
import { sql } from './database.ts';

const PHONE = { width: 390, height: 844 };

/** An invitation of its own to a contact of demo's survey: a delivered message of a demo campaign. */
async function invitation(): Promise<string> {
  const [row] = await sql<{ campaign_id: number; contact_id: number; universe_id: number }>(
    `SELECT k.id AS campaign_id, c.id AS contact_id, c.universe_id
       FROM campaigns k JOIN surveys s ON s.id = k.survey_id JOIN contacts c ON c.universe_id = k.universe_id
       JOIN samples p ON p.id = c.sample_id AND p.survey_id = s.id
      WHERE s.ext_name = 'cx' AND c.interview_id IS NULL AND c.state <> 'completed'
        AND NOT EXISTS (SELECT 1 FROM campaign_messages m WHERE m.campaign_id = k.id AND m.contact_id = c.id)
      ORDER BY c.id DESC LIMIT 1`,
  );
  const token = randomBytes(18).toString('base64url');
  await sql(
    `INSERT INTO campaign_messages (universe_id, campaign_id, contact_id, state, sent_at, token, address)
     VALUES ($1, $2, $3, 'delivered', now(), $4, 'someone@example.com')`,
    [row.universe_id, row.campaign_id, row.contact_id, token],
  );
  return token;
}

test('the questionnaire’s text box stops at the length the server keeps, says so, and the answers are sent', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  await phone.goto(`/responsive?t=${await invitation()}`);
  const progress = phone.locator('.progress p');
  await expect(progress).toHaveText(/^Page 1 of \d+$/);
  const total = Number(((await progress.textContent()) ?? '').split(' ').at(-1));
  let metText = false;
  for (let n = 1; n <= total; n++) {
    await expect(progress).toHaveText(`Page ${n} of ${total}`);
    const card = phone.locator('section.card');
    const area = card.locator('textarea');
    if ((await area.count()) > 0) {
      const counter = card.locator('.text-length');
      await expect(counter).toHaveText(`0 / ${TEXT_ANSWER_MAX} characters`);
      await area.fill('Slow service.');
      await expect(counter).toHaveText(`13 / ${TEXT_ANSWER_MAX} characters`);
      await expect(card.getByRole('status')).toBeHidden();
      // pasting more than the limit keeps the first TEXT_ANSWER_MAX characters
      await area.fill('');
      await area.focus();
      await phone.keyboard.insertText('x'.repeat(TEXT_ANSWER_MAX + 500));
      expect((await area.inputValue()).length).toBe(TEXT_ANSWER_MAX);
      await expect(counter).toHaveText(`${TEXT_ANSWER_MAX} / ${TEXT_ANSWER_MAX} characters`);
      await expect(card.getByRole('status')).toHaveText(
        `The answer can be at most ${TEXT_ANSWER_MAX} characters long.`,
      );
      metText = true;
    } else {
      for (const question of await card.locator('.question').all())
        await question.getByRole('radio').last().check();
    }
    await phone.locator('.nav button.primary').click();
  }
  expect(metText).toBe(true);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
  await context.close();
});
