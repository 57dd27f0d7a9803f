/**
 * Renders each mail to a person (alert, alert digest, invitation, password reset, report
 * ready, subscription) with sample content and takes its picture in Chromium at 800 and
 * 390 px wide: docs/screenshots/mail-<name>-<width>.png. Run it one browser at a time:
 *   flock /tmp/opinio-browser.lock npx tsx scripts/mail-screenshots.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import { chromium } from 'playwright-core';
import { alertMail, type MailedAlert } from '../apps/server/src/alerts/alert-digest-mail.ts';
import { invitationLink, invitationMail } from '../apps/server/src/auth/invitation-mail.ts';
import { passwordResetMail, resetLink } from '../apps/server/src/auth/password-reset-mail.ts';
import type { MailMessage } from '../apps/server/src/mail/mail-message.ts';
import { reportReadyMail } from '../apps/server/src/reports/report-ready-mail.ts';
import { subscriptionMail } from '../apps/server/src/reports/subscription-mail.ts';

const BASE = 'https://opinio.example.com';
const BRAND = 'Opinio · Nordic Retail';
const TOKEN = 'q3v9Xk2mR7tLw0pZ8sYb4nHc6dJf1gA5eUoTiWxV';

const alert = (n: number, unit: string, comment: string | null): MailedAlert => ({
  title: `NPS ${n} – ${unit}`,
  ruleName: 'NPS 0–6',
  unitTitle: unit,
  score: `NPS ${n} / 10`,
  description: `Kuinka todennäköisesti suosittelisit meitä ystävällesi?: ${n}`,
  comment,
  dueAt: new Date('2026-11-27T09:30:00Z'),
  link: `${BASE}/alert/cx/${4200 + n}`,
});

const tile = (
  indicator: string,
  title: string,
  value: number | null,
  change: number | null,
  count: number,
  changeSignificant = false,
) => ({ indicator, title, value, change, count, changeSignificant }) as TKpiResponse['tiles'][number];

const mails: Record<string, () => Promise<MailMessage>> = {
  alert: () =>
    alertMail({
      to: 'sanna@example.com',
      locale: 'fi',
      name: 'Sanna Storekeeper',
      brand: BRAND,
      alerts: [
        alert(
          3,
          'Oulu Centre',
          'Jonotin kassalla yli 20 minuuttia, eikä kukaan pahoitellut. Toinen kassa oli kiinni koko ajan.',
        ),
      ],
      listLink: `${BASE}/alertlist/cx/org,all?state=open`,
    }),
  'alert-digest': () =>
    alertMail({
      to: 'risto@example.com',
      locale: 'en',
      name: 'Risto Regional',
      brand: BRAND,
      alerts: [
        {
          ...alert(2, 'Oulu Centre', 'The queue was long and nobody said a word.'),
          title: 'NPS 2 at Oulu Centre',
        },
        { ...alert(5, 'Kemi Harbour', null), title: 'NPS 5 at Kemi Harbour' },
        { ...alert(0, 'Rovaniemi', 'Rude staff at the information desk.'), title: 'NPS 0 at Rovaniemi' },
      ].map((a) => ({ ...a, ruleName: 'NPS 0-6' })),
      total: 53,
      listLink: `${BASE}/alertlist/cx/org,all,north?state=open`,
    }),
  invitation: () =>
    invitationMail({
      to: 'new.person@example.com',
      locale: 'sv',
      displayName: 'Nora Nyström',
      username: 'nora',
      universeTitle: 'Nordic Retail',
      invitedBy: 'Anna Admin',
      link: invitationLink(BASE, TOKEN),
    }),
  'password-reset': () =>
    passwordResetMail({
      to: 'risto@example.com',
      locale: 'en',
      displayName: 'Risto Regional',
      username: 'regional',
      link: resetLink(BASE, TOKEN),
    }),
  'report-ready': () =>
    reportReadyMail({
      to: 'risto@example.com',
      name: 'Risto Regional',
      locale: 'fi',
      brand: BRAND,
      fileName: 'indicators-cx-north-2026-11-25.xlsx',
      link: `${BASE}/reportdownload/cx/2b7c1f0e-8a7d-4c1e-9f5b-1d2e3f4a5b6c`,
    }),
  subscription: () =>
    subscriptionMail({
      to: 'risto@example.com',
      name: 'Risto Regional',
      locale: 'en',
      brand: BRAND,
      surveyTitle: 'Customer experience',
      nodeTitle: 'North',
      frequency: 'weekly',
      date: '2026-11-23',
      kpis: {
        // the report's 91 days, each change against the 91 days before them
        period: { from: '2026-08-24', to: '2026-11-23' },
        previousPeriod: { from: '2026-05-25', to: '2026-08-24' },
        tiles: [
          tile('nps', 'NPS', 42.5, 3.1, 1284, true),
          tile('sat_overall', 'Overall satisfaction', 4.21, -0.05, 1190),
          tile('sat_staff', 'Staff', null, null, 0),
        ],
      } as TKpiResponse,
      decimals: { nps: 0, sat_overall: 2 },
      changes: [
        {
          id: '17',
          unit: { extName: 's004', title: 'Oulu Centre', level: 3, path: 'org,all,north,s004' },
          indicator: { extName: 'nps', title: 'NPS', kind: 'nps', decimals: 0 },
          direction: 'down',
          window: 28,
          windows: [7, 28],
          periodFrom: '2026-10-27',
          periodTo: '2026-11-23',
          historyFrom: '2025-10-28',
          historyTo: '2026-10-26',
          recentValue: 12,
          recentN: 150,
          historyValue: 41.6,
          historyN: 1730,
          difference: -29.6,
          ciLow: -41.2,
          ciHigh: -18,
          qValue: 0.0004,
          detectedAt: '2026-11-20T03:00:00Z',
        },
      ],
      pdf: { fileName: 'benchmark-report-cx-north-2026-11-23.pdf', content: Buffer.from('%PDF-1.4') },
      unsubscribePage: `${BASE}/unsubscribe/report/${TOKEN}`,
      unsubscribeOneClick: `${BASE}/api/v1/reports/unsubscribe/${TOKEN}`,
    }),
};

const dir = mkdtempSync(join(tmpdir(), 'opinio-mails-'));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const [name, build] of Object.entries(mails)) {
    const mail = await build();
    const file = join(dir, `${name}.html`);
    writeFileSync(file, mail.html ?? '');
    for (const width of [800, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 600 } });
      await page.goto(`file://${file}`);
      await page.screenshot({ path: `docs/screenshots/mail-${name}-${width}.png`, fullPage: true });
      await page.close();
    }
    console.log(`mail-${name}: ${mail.subject}`);
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
