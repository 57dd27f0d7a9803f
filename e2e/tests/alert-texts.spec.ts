import { fileURLToPath } from 'node:url';
import type { TAlertList } from '@opinio/domain/schemas/alerts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './phone.ts';
import { signIn } from './session.ts';

/*
 * The alert list and an alert as the store manager meets them, on a phone in English,
 * Finnish and Swedish and on a desktop: each row says each thing once (the score and the
 * unit in the title), and every date names its month, so that 12/02/2026 cannot be read two
 * ways. The English pictures go to docs/screenshots.
 */

const screenshot = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));

const SIZES = [
  { width: 390, height: 844, language: 'en' },
  { width: 390, height: 844, language: 'fi' },
  { width: 390, height: 844, language: 'sv' },
  { width: 1440, height: 900, language: 'en' },
] as const;

/** A day as each language writes it with the month's name: "Dec 2, 2026", "2. joulukuuta 2026", "2 dec. 2026". */
const DAY = {
  en: /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/,
  fi: /^\d{1,2}\. [a-zäö]+kuuta \d{4}$/,
  sv: /^\d{1,2} (jan|feb|mars|apr|maj|juni|juli|aug|sep|okt|nov|dec)\.? \d{4}$/,
} as const;
/** A moment: the day, then the time ("Dec 2, 2026, 2:30 PM", "2. joulukuuta 2026 klo 14.30", "2 dec. 2026 14:30"). */
const MOMENT = {
  en: /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}, \d{1,2}:\d{2}\s(AM|PM)$/,
  fi: /^\d{1,2}\. [a-zäö]+kuuta \d{4} klo \d{1,2}\.\d{2}$/,
  sv: /^\d{1,2} (jan|feb|mars|apr|maj|juni|juli|aug|sep|okt|nov|dec)\.? \d{4} \d{1,2}:\d{2}$/,
} as const;
/** The word before a score that the title does not name. */
const SCORE_WORD = { en: 'Score', fi: 'Arvio', sv: 'Betyg' } as const;
const NO_DUE_DATE = { en: 'No due date', fi: 'Ei määräaikaa', sv: 'Inget förfallodatum' } as const;

/** How often `pattern` occurs in `text`. */
const occurrences = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every `time` element within `scope` reads as `format`. */
async function expectTimes(scope: Locator, format: RegExp) {
  const times = await scope.locator('time').allTextContents();
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(time).toMatch(format);
}

/** The store manager opens the alert list from the bell, in the language, with every state. */
async function openList(page: Page, language: string): Promise<TAlertList> {
  await signIn(page, 'store');
  await page.evaluate((locale) => sessionStorage.setItem('opinio.locale', locale), language);
  await page.reload();
  await page.getByTestId('alert-bell').click();
  await page.getByTestId('bell-alerts').click();
  await expect(page.getByTestId('alert-filter-open')).toHaveAttribute('aria-pressed', 'true');
  const list = page.waitForResponse(
    (r) => r.url().includes('/api/vuejs/alerts/cx/') && !r.url().includes('state=') && r.ok(),
  );
  await page.getByTestId('alert-filter-all').click();
  return (await (await list).json()) as TAlertList;
}

for (const { width, height, language } of SIZES) {
  test(`an alert list row says each thing once and dates name their month, on ${width} px in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const { items } = await openList(page, language);
    expect(items.length).toBeGreaterThan(0);
    const rows = page.getByTestId('alert-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
    // no column or card line repeats the unit the title names
    await expect(page.getByRole('columnheader', { name: /^(Unit|Yksikkö|Enhet)$/ })).toHaveCount(0);

    for (const alert of items.slice(0, 10)) {
      const row = page.locator(`[data-testid=alert-row][data-alert-id="${alert.id}"]`);
      const text = (await row.textContent()) ?? '';
      // the unit once: in the title
      expect(text).toContain(alert.title);
      expect(occurrences(text, new RegExp(escaped(alert.unitTitle)))).toBe(1);
      // the score once: in the title when it names it ("NPS 3 at …"), else beside it
      if (alert.score !== null) {
        const said = alert.titleNames === 'score' ? 0 : 1;
        expect(occurrences(text, new RegExp(`${SCORE_WORD[language]} ${alert.score}\\b`))).toBe(said);
        if (alert.titleNames === 'score') {
          // "NPS 3" in the title; the rule's name ("NPS 0-6") is no score
          expect(occurrences(text, new RegExp(`NPS ${alert.score}(?![-–\\d])`))).toBe(1);
        }
      }
      // the customer's words, not the rule's description of the score again
      if (alert.titleNames !== 'rule') expect(text).not.toContain(alert.description);
      // dates with the month's name: when it opened, when it is due
      await expect(row.locator(`time[datetime="${alert.createdAt}"]`)).toHaveText(DAY[language]);
      if (alert.dueAt) await expect(row.getByTestId('alert-due-date')).toHaveText(MOMENT[language]);
      else await expect(row).toContainText(NO_DUE_DATE[language]);
      expect(text).not.toMatch(/\b\d{1,2}[./-]\d{1,2}[./-]\d{4}\b/);
    }
    await expectNoSidewaysScroll(page);
    if (language === 'en') {
      await page.mouse.move(0, 0);
      await page.screenshot({ path: screenshot(`alert-list-${width}`) });
    }
    await expectAccessible(page);

    // the alert itself: its due date, its facts and its history name the month too
    const first = items[0]!;
    await rows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/alert/cx/${first.id}$`));
    const summary = page.getByTestId('alert-summary');
    await expect(summary).toBeVisible();
    if (first.dueAt) await expect(summary.getByTestId('alert-due-date')).toHaveText(MOMENT[language]);
    await expectTimes(summary, MOMENT[language]);
    await expectTimes(page.getByTestId('alert-interview'), MOMENT[language]);
    await expectTimes(page.getByTestId('alert-history'), MOMENT[language]);
    await expect(page.locator('main')).not.toContainText(/\b\d{1,2}[./-]\d{1,2}[./-]\d{4}\b/);
  });
}
