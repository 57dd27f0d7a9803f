import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { artifact } from './artifacts.ts';
import { sql } from './database.ts';
import { expectAccessible, expectNoSidewaysScroll, PHONE } from './phone.ts';
import { signIn } from './session.ts';

/**
 * Outbound webhooks as an administrator meets them: an endpoint added in survey settings, a
 * test sent to a receiver running beside the test, the delivery log showing what the receiver
 * answered; the same on a phone in Finnish and Swedish. The signature and retries are proved
 * in apps/server/test/webhooks.test.ts.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

async function startReceiver(): Promise<{ url: string; received: Received[]; stop(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function surveyAdminPath(): Promise<string> {
  const [survey] = await sql<{ id: number }>(
    `SELECT s.id::int AS id FROM surveys s JOIN universes u ON u.id = s.universe_id
      WHERE u.name = 'demo' AND s.ext_name = 'cx'`,
  );
  return `/survey/cx/${survey.id}`;
}

/** The top bar's language menu (at a desktop's width: a phone has it in the main menu), then back to `size`. */
async function chooseLanguage(page: Page, name: string, size = { width: 1440, height: 900 }) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('language-menu').click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/vuejs/users/account'));
  await page.getByRole('menuitem', { name }).click();
  expect((await saved).status()).toBe(200);
  await page.setViewportSize(size);
}

test.afterAll(async () => {
  await sql(`DELETE FROM webhooks WHERE name LIKE 'E2E %'`);
});

test('an administrator adds a webhook, sends a test and reads in the log what the receiver answered', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, 'admin');
    await page.goto(await surveyAdminPath());
    const panel = page.getByTestId('webhooks');
    await expect(panel.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await panel.getByRole('button', { name: 'New webhook' }).click();
    const form = page.getByTestId('webhook-form');
    await form.getByLabel('Name').fill('E2E service desk');
    // the help says what the address may be: this demo server takes http too, for a local receiver
    await expect(form.getByLabel('Address')).toHaveAccessibleDescription(
      'An https address that takes a POST with a JSON body. This server also takes http, for a receiver on its own machine or network only.',
    );
    // a bad address is refused at the field, before anything is sent
    await form.getByLabel('Address').fill('ftp://example.com/hook');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByText('Give an https or http address')).toBeVisible();
    await form.getByLabel('Address').fill(receiver.url);
    await form.getByTestId('webhook-event-campaign.finished').check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Add webhook' }).click();

    // the new endpoint's log opens with its secret; a test reaches the receiver
    const log = page.getByTestId('webhook-log');
    await expect(log.getByRole('heading', { name: 'E2E service desk: secret and deliveries' })).toBeVisible();
    await expect(log.getByText('Nothing sent yet.')).toBeVisible();
    const secret = await log.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await log.getByTestId('webhook-test').click();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const [got] = receiver.received;
    expect(got.headers['opinio-event']).toBe('webhook.test');
    expect(String(got.headers['opinio-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(got.body)).toMatchObject({ event: 'webhook.test', universe: 'demo' });
    // the log follows by itself: delivered, the receiver's 200, what was sent
    const delivery = log.locator('[data-testid^=delivery-]').first();
    await expect(delivery.getByText('Delivered')).toBeVisible({ timeout: 10_000 });
    await delivery.getByRole('button', { name: /webhook\.test/ }).click();
    await expect(delivery.getByText(/: 200 in \d+ ms/)).toBeVisible();
    await expect(delivery.getByLabel('What was sent')).toContainText('"event": "webhook.test"');
    await expectAccessible(page);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: artifact('webhooks-log-1440') });
    await log.getByRole('button', { name: 'Close' }).click();

    // the list: its events, a delivery this week, active
    const row = panel.locator('[data-testid^=webhook-]').filter({ hasText: 'E2E service desk' });
    await expect(row).toContainText('Alert opened');
    await expect(row).toContainText('Campaign finished');
    await expect(row).toContainText('1 delivered');
    await expect(row).toContainText('Active');
    await page.screenshot({ path: artifact('webhooks-1440') });

    // paused, then deleted
    await row.getByRole('button', { name: 'Edit webhook E2E service desk' }).click();
    await form.getByLabel(/^Active/).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Paused');
    await row.getByRole('button', { name: 'Delete webhook E2E service desk' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click();
    await expect(panel.getByText('E2E service desk')).toHaveCount(0);
  } finally {
    await receiver.stop();
  }
});

test('on a phone, in Finnish and Swedish, the webhooks and their log fit the screen', async ({ page }) => {
  const receiver = await startReceiver();
  await signIn(page, 'admin');
  try {
    await chooseLanguage(page, 'Suomi', PHONE);
    await page.goto(await surveyAdminPath());
    const panel = page.getByTestId('webhooks');
    await expect(panel.getByRole('heading', { name: 'Webhookit' })).toBeVisible();
    await panel.getByRole('button', { name: 'Uusi webhook' }).click();
    const form = page.getByTestId('webhook-form');
    await form.getByLabel('Nimi').fill('E2E puhelin');
    await expect(form.getByLabel('Osoite')).toHaveAccessibleDescription(
      /vain omalla koneellaan tai verkossaan/,
    );
    await form.getByLabel('Osoite').fill(receiver.url);
    await form.getByRole('button', { name: 'Lisää webhook' }).click();
    const log = page.getByTestId('webhook-log');
    await log.getByTestId('webhook-test').click();
    await expect(log.getByText('Toimitettu')).toBeVisible({ timeout: 15_000 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: artifact('webhooks-log-390-fi') });
    await log.getByRole('button', { name: 'Sulje' }).click();
    // a card per endpoint, not a table wider than the screen, with the last week's deliveries
    // (as the server counts them: read again with the page)
    await page.reload();
    const card = panel.getByTestId('webhook-cards').locator('li').filter({ hasText: 'E2E puhelin' });
    await expect(card).toContainText('1 toimitettu');
    await expect(panel.locator('table')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact('webhooks-390-fi') });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await chooseLanguage(page, 'Svenska', PHONE);
    await expect(panel.getByRole('heading', { name: 'Webhookar' })).toBeVisible();
    await expect(panel.getByText('1 levererad')).toBeVisible();
    await expect(panel.getByText('Larm öppnat')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: artifact('webhooks-390-sv') });
  } finally {
    await chooseLanguage(page, 'English');
    await receiver.stop();
  }
});
