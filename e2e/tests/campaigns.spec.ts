import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TCampaignDetails, TTemplateList } from '@opinio/domain/schemas/campaigns';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { artifact } from './artifacts.ts';
import {
  addMailContacts,
  contactEmails,
  contactPhones,
  drillPathOf,
  interviewOfContact,
  messageIds,
} from './campaign-data.ts';
import { MAILBOX_DIR, mailsSince } from './mailbox.ts';
import { expectAccessible, PHONE } from './phone.ts';
import { signIn } from './session.ts';
import { SMS_DIR, smsSince } from './sms-inbox.ts';

const CSRF = { 'X-Requested-With': 'opinio' };

const campaignsPage = (drillPath: string) => `/page/campaigns/cx/${encodeURIComponent(drillPath)}`;
const campaignIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').at(-1));

/** The campaign as the API tells it (the signed-in user's session). */
async function campaign(request: APIRequestContext, id: number): Promise<TCampaignDetails> {
  const response = await request.get(`/api/vuejs/campaign/cx/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TCampaignDetails;
}

/** Waits until the campaign has handed over every message (none pending); its counts then. */
async function sent(request: APIRequestContext, id: number): Promise<TCampaignDetails['counts']> {
  await expect.poll(async () => (await campaign(request, id)).counts.pending, { timeout: 120_000 }).toBe(0);
  return (await campaign(request, id)).counts;
}

/** The number on a tile of the campaign's page. */
async function tile(page: Page, key: string): Promise<number> {
  const value = page.getByTestId(`campaign-tile-${key}`).locator('p').nth(1);
  return Number(((await value.textContent()) ?? '').replaceAll(/\D/g, ''));
}

/**
 * The reach of the creation form once it is of the form as it stands: the send button
 * names the same number then. Returns it.
 */
async function settledReach(page: Page): Promise<number> {
  const send = page.getByTestId('campaign-send');
  await expect(send).toHaveText(/^(Send to|Create) \d+ (contacts?|letters?)$/);
  await expect(page.getByTestId('campaign-reach')).not.toHaveAttribute('aria-busy', 'true');
  const reach = Number(await page.getByTestId('campaign-reach-count').getAttribute('data-reach'));
  await expect(send).toHaveText(new RegExp(` ${reach} `));
  return reach;
}

/** Picks a template in the creation form's template field. */
async function chooseTemplate(page: Page, name: string): Promise<void> {
  await page.getByTestId('campaign-template').getByRole('combobox').click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByTestId('campaign-template')).toContainText(name);
}

/** Sends the campaign of the creation form; returns when (ms) and the new campaign's id. */
async function sendCampaign(page: Page): Promise<{ since: number; campaignId: number }> {
  await page.getByTestId('campaign-send').click();
  const since = Date.now();
  await page.getByTestId('campaign-send-confirm').click();
  await expect(page).toHaveURL(/\/mailcampaign\/cx\/\d+/);
  return { since, campaignId: campaignIdOf(page) };
}

const screenshotPath = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/${name}`, import.meta.url));

/**
 * Nothing wider than a phone, once the page has laid itself out for the phone's width (after
 * a resize, the layout that follows the width is drawn a moment later).
 */
const noOverflow = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);

/**
 * Answers the questionnaire on screen, page by page: NPS 2, the comment in the first text
 * question, the lowest but one on other scales, the first choice elsewhere; Next to the
 * end, then Submit. Returns the kinds of the questions met.
 */
async function answerQuestionnaire(phone: Page, comment: string, onFirst: () => Promise<void>) {
  const progress = phone.locator('.progress p');
  await expect(progress).toHaveText(/^Page 1 of \d+$/);
  const total = Number(((await progress.textContent()) ?? '').split(' ').at(-1));
  const met: string[] = [];
  for (let n = 1; n <= total; n++) {
    await expect(progress).toHaveText(`Page ${n} of ${total}`);
    const card = phone.locator('section.card');
    await expect(card.locator('h2.question-title').first()).toBeVisible();
    if (n === 1) await onFirst();
    for (const question of await card.locator('.question').all()) {
      const radios: Locator = question.getByRole('radio');
      if ((await question.locator('.rating.nps').count()) > 0) {
        await question.getByRole('radio', { name: '2', exact: true }).check();
        met.push('nps');
      } else if ((await question.locator('textarea').count()) > 0) {
        const text = met.includes('comment') ? 'Nothing else.' : comment;
        await question.locator('textarea').fill(text);
        met.push('comment');
      } else if ((await question.locator('.rating').count()) > 0) {
        await radios.nth(1).check();
        met.push('scale');
      } else {
        await radios.first().check();
        met.push('choice');
      }
    }
    const primary = phone.locator('.nav button.primary');
    await expect(primary).toHaveText(n === total ? 'Submit' : 'Next');
    await primary.click();
  }
  return met;
}

test('a mail campaign to one store: the count is the mails sent, an answer opens an alert live, and the reminder skips who answered', async ({
  browser,
  page,
  request,
}) => {
  expect(MAILBOX_DIR, 'the mailbox of the e2e SMTP server (global-setup.ts)').toBeTruthy();
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const templateName = `Store s001 invitation ${run}`;
  const subject = `How was your visit? (${run})`;
  const comment = `The queue was long and nobody helped me (${run}).`;
  const s001 = await drillPathOf('s001');
  await addMailContacts(
    's001',
    ['Aino', 'Eero', 'Helmi'].map((first) => ({
      name: `${first} Campaign`,
      email: `${first.toLowerCase()}.${run}@example.com`,
    })),
  );

  // The store manager of s001 has the dashboard open with the live stream.
  const storeContext = await browser.newContext();
  const store = await storeContext.newPage();
  const streamOpen = store.waitForResponse((r) => r.url().includes('/api/vuejs/events/stream'));
  const firstCount = store.waitForResponse((r) => r.url().includes('/api/vuejs/alerts/count/'));
  await signIn(store, 'store');
  await streamOpen;
  const alertsBefore = ((await (await firstCount).json()) as { open: number }).open;
  await expect(store.getByTestId('alert-bell')).toHaveAttribute(
    'aria-label',
    new RegExp(`\\b${alertsBefore} open`),
  );

  await test.step('the administrator writes a mail template', async () => {
    await signIn(page, 'admin');
    await page.goto(campaignsPage(s001));
    const templates = page.getByTestId('templates-panel');
    await templates.getByTestId('templates-tab-mail').click();
    await templates.getByTestId('template-new').click();
    await expect(page).toHaveURL(/\/mailtemplate\/cx\/new/);
    await page.getByTestId('template-name').fill(templateName);
    await page.getByTestId('template-subject').fill(subject);
    const body = page.getByTestId('template-body');
    await body.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(
      '<p>Hello {{name}}, how was your visit? <a href="{{surveyLink}}">Tell us in two minutes</a></p>',
    );
    await expect(body).toContainText('{{surveyLink}}');
    await page.getByTestId('template-save').click();
    await expect(page).toHaveURL(/\/mailtemplate\/cx\/\d+/);
    await expect(page.getByTestId('template-saved-at')).toBeVisible();
    await page.getByTestId('template-back').click();
    await expect(page).toHaveURL(/\/page\/campaigns\/cx\//);
    await expect(
      page.getByTestId('templates-panel').getByTestId('template-row').filter({ hasText: templateName }),
    ).toHaveCount(1);
  });

  let reach = 0;
  let mailCampaign = 0;
  let since = 0;
  await test.step('a mail campaign to the contacts of s001: its count before sending is what was sent', async () => {
    await page.getByTestId('campaign-new').click();
    await page.getByTestId('campaign-new-mail').click();
    await expect(page).toHaveURL(/\/createmailcampaign\/cx\/mail\//);
    await page.getByTestId('campaign-name').fill(`Visit invitation ${run}`);
    await chooseTemplate(page, templateName);
    reach = await settledReach(page);
    expect(reach).toBeGreaterThanOrEqual(3);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: artifact('campaign-create'), fullPage: true });
    ({ since, campaignId: mailCampaign } = await sendCampaign(page));
  });

  const mine = () => mailsSince(since).filter((mail) => mail.subject === subject);
  await expect.poll(() => mine().length, { timeout: 120_000 }).toBe(reach);
  const counts = await sent(page.request, mailCampaign);
  expect(counts).toMatchObject({ messages: reach, delivered: reach, failed: 0 });
  const mails = mine();
  expect(mails).toHaveLength(reach);
  const recipients = mails.map((mail) => mail.to);
  expect(new Set(recipients).size).toBe(reach);
  const ofStore = await contactEmails('s001');
  for (const mail of mails) {
    expect(ofStore.has(mail.to), `${mail.to} is a contact of s001`).toBe(true);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/t\/u\/[\w-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('/api/t/o/');
    expect(mail.html).toContain('/api/t/c/');
  }

  // One contact reads the mail (its image loads) and follows the link on a phone.
  const [answering] = [...mails].sort((a, b) => a.to.localeCompare(b.to));
  const pixel = answering.html?.match(/src="([^"]+\/api\/t\/o\/[\w-]+)"/)?.[1];
  const link = answering.html?.match(/href="([^"]+\/api\/t\/c\/[\w-]+)"/)?.[1];
  expect(pixel, 'tracking image').toBeTruthy();
  expect(link, 'survey link').toBeTruthy();
  const opened = await request.get(pixel!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toContain('image/gif');

  await test.step('the contact answers on a phone: NPS 2 and a comment', async () => {
    const phoneContext = await browser.newContext({ viewport: PHONE });
    const phone = await phoneContext.newPage();
    await phone.goto(link!);
    await expect(phone).toHaveURL(/\/responsive\?t=[\w-]+$/);
    const met = await answerQuestionnaire(phone, comment, async () => {
      await noOverflow(phone);
      await expectAccessible(phone);
      await phone.screenshot({ path: artifact('questionnaire-phone'), fullPage: true });
    });
    expect(met).toContain('nps');
    expect(met).toContain('comment');
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await expect(phone.getByText('Your answers have been received.')).toBeVisible();
    await noOverflow(phone);
    await phoneContext.close();
  });

  await expect.poll(() => interviewOfContact(answering.to)).not.toBeNull();
  const interviewId = (await interviewOfContact(answering.to))!;

  await test.step("the store manager's bell goes up without a reload and lists the alert", async () => {
    await expect(store.getByTestId('alert-bell')).toHaveAttribute(
      'aria-label',
      new RegExp(`\\b${alertsBefore + 1} open`),
    );
    await store.getByTestId('alert-bell').click();
    await store.getByTestId('bell-alerts').click();
    const row = store.locator(`[data-testid=alert-row][data-interview-id="${interviewId}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('alert-state')).toHaveAttribute('data-state', 'new');
    await row.getByRole('link').first().focus();
    await store.keyboard.press('Enter');
    await expect(store).toHaveURL(/\/alert\/cx\/\d+$/);
    await expect(store.getByTestId('alert-interview')).toContainText(comment);
    await storeContext.close();
  });

  await test.step('the campaign page counts delivered, opened, clicked and answered', async () => {
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('campaign-tiles')).toBeVisible();
      expect(await tile(page, 'delivered')).toBe(reach);
      expect(await tile(page, 'opened')).toBeGreaterThanOrEqual(1);
      expect(await tile(page, 'clicked')).toBeGreaterThanOrEqual(1);
      expect(await tile(page, 'answered')).toBe(1);
    }).toPass({ timeout: 30_000 });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: artifact('campaign-details'), fullPage: true });
  });

  await test.step("the campaign's results: the dashboard with the campaign filter on it holds the one answer", async () => {
    const details = page.url();
    await page.getByTestId('campaign-results').click();
    await expect(page).toHaveURL(/\/page\/overview\/cx\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toContain(`=${mailCampaign}::any:any:any`);
    await expect(page.getByTestId('n-interviews')).toHaveAttribute('data-count', '1');
    await page.goto(details);
  });

  await test.step('a reminder goes to those who did not answer, and only to them', async () => {
    await page.getByTestId('campaign-remind').click();
    await expect(page).toHaveURL(/\/createmailcampaign\/cx\/reminder\/.*campaignId=\d+/);
    await expect(page.getByTestId('campaign-template')).toContainText(templateName);
    const reminderReach = await settledReach(page);
    expect(reminderReach).toBe(reach - 1);
    const reminder = await sendCampaign(page);
    expect(reminder.campaignId).not.toBe(mailCampaign);
    const reminded = () => mailsSince(reminder.since).filter((mail) => mail.subject === subject);
    await expect.poll(() => reminded().length, { timeout: 120_000 }).toBe(reach - 1);
    expect(await sent(page.request, reminder.campaignId)).toMatchObject({ delivered: reach - 1, failed: 0 });
    const to = reminded().map((mail) => mail.to);
    expect([...to].sort()).toEqual(recipients.filter((address) => address !== answering.to).sort());
  });
});

test('an SMS campaign: the count shown is the messages the gateway receives', async ({ page }) => {
  expect(SMS_DIR, 'the folder of the e2e SMS gateway receiver (global-setup.ts)').toBeTruthy();
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await page.goto(campaignsPage(await drillPathOf('s003')));
  await page.getByTestId('campaign-new').click();
  await page.getByTestId('campaign-new-sms').click();
  await expect(page).toHaveURL(/\/createmailcampaign\/cx\/sms\//);
  await chooseTemplate(page, 'Invitation by SMS');
  const reach = await settledReach(page);
  expect(reach).toBeGreaterThan(0);
  const { since, campaignId } = await sendCampaign(page);

  const ids = new Set(await messageIds(campaignId));
  expect(ids.size).toBe(reach);
  const mine = () => smsSince(since).filter((sms) => ids.has(sms.reference));
  await expect.poll(() => mine().length, { timeout: 120_000 }).toBe(reach);
  expect(await sent(page.request, campaignId)).toMatchObject({ delivered: reach, failed: 0 });
  const messages = mine();
  expect(messages).toHaveLength(reach);
  expect(new Set(messages.map((sms) => sms.reference))).toEqual(ids);
  const phones = await contactPhones('s003');
  for (const sms of messages) {
    expect(phones.has(sms.to), `${sms.to} is a contact of s003`).toBe(true);
    expect(sms.text).toContain('/api/t/c/');
  }
});

test('a letter campaign: the letters archive holds one PDF per letter', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const s002 = await drillPathOf('s002');
  const templates = await page.request.get('/api/vuejs/templates/cx?channel=letter');
  expect(templates.status()).toBe(200);
  const template = ((await templates.json()) as TTemplateList).items.find(
    (item) => item.name === 'Invitation by letter',
  );
  expect(template, 'the demo letter template').toBeTruthy();
  const created = await page.request.post(`/api/vuejs/campaigns/create/cx/${encodeURIComponent(s002)}`, {
    headers: CSRF,
    data: { action: 'letter', templateId: template!.id, name: `Letters ${Date.now().toString(36)}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { campaignId, messages } = (await created.json()) as { campaignId: number; messages: number };
  expect(messages).toBeGreaterThan(0);
  expect(await sent(page.request, campaignId)).toMatchObject({ delivered: messages, failed: 0 });

  await page.goto(campaignsPage(s002));
  await page.getByTestId('letters-download').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('letters-download-new').click();
  const zip = unzipSync(new Uint8Array(readFileSync(await (await download).path())));
  const names = Object.keys(zip);
  expect(names).toHaveLength(messages);
  for (const name of names) {
    expect(name).toMatch(new RegExp(`^letter-${campaignId}-\\d+\\.pdf$`));
    expect(Buffer.from(zip[name].subarray(0, 4)).toString('latin1')).toBe('%PDF');
  }
  expect(new Set(names.map((name) => name.split(/[-.]/)[2]))).toEqual(new Set(await messageIds(campaignId)));
});

test('a mail built from blocks: the answer buttons and the survey button in the preview, at 1440 and 390 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'admin');
  await page.goto('/mailtemplate/cx/new');
  await page.getByTestId('template-name').fill(`Blocks ${run}`);
  await page.getByTestId('template-subject').fill(`How was it? (${run})`);
  await page.getByTestId('template-mode-blocks').click();
  await page.getByTestId('template-mode-confirm').click();
  const blocks = page.getByTestId('mail-blocks');
  await expect(blocks.getByTestId('mail-block-type')).toHaveCount(7);
  // a button of its own, moved up above the footer with the keyboard
  await page.getByTestId('mail-block-add-button').click();
  const added = blocks.getByTestId('mail-block-7');
  await added.getByRole('textbox', { name: 'Button text' }).fill(`Our stores ${run}`);
  await added.getByRole('textbox', { name: /^Link/ }).fill('https://shop.example.com/stores');
  await added.getByTestId('mail-block-up').focus();
  await page.keyboard.press('Enter');
  await expect(blocks.getByTestId('mail-block-type').nth(6)).toHaveText('7. Button');
  await expect(blocks.getByTestId('mail-block-type').nth(7)).toHaveText('8. Footer');

  const frame = page.frameLocator('[data-testid="template-preview-frame"]');
  await expect(frame.getByRole('link', { name: `Our stores ${run}` })).toHaveAttribute(
    'href',
    'https://shop.example.com/stores',
  );
  // the first question's buttons: each answers it through the survey link
  await expect(frame.getByRole('link', { name: '10', exact: true })).toHaveAttribute(
    'href',
    /\/api\/t\/c\/[\w-]+\?a=10$/,
  );
  await expect(frame.getByRole('link', { name: 'Unsubscribe' })).toHaveCount(1);

  await page.getByTestId('template-save').click();
  await expect(page).toHaveURL(/\/mailtemplate\/cx\/\d+/);
  await expect(page.getByTestId('template-saved-at')).toBeVisible();
  await expect(page.getByTestId('template-mode-blocks')).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await page.getByTestId('template-name').scrollIntoViewIfNeeded();
  await expect(frame.getByRole('link', { name: `Our stores ${run}` })).toBeVisible();
  await page.screenshot({ path: screenshotPath('mail-blocks-1440.png'), fullPage: true });

  await page.setViewportSize(PHONE);
  await expect(blocks).toBeVisible();
  await noOverflow(page);
  await expectAccessible(page);
  await page.getByTestId('template-preview-frame').scrollIntoViewIfNeeded();
  await expect(frame.getByRole('link', { name: `Our stores ${run}` })).toBeVisible();
  await page.screenshot({ path: screenshotPath('mail-blocks-390.png'), fullPage: true });
});
