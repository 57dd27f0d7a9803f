import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** A phone's screen (an iPhone 12-15 held upright). */
export const PHONE = { width: 390, height: 844 };

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousFindings(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG).setLegacyMode();
  const axe = await (scope ? builder.include(scope) : builder).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Waits until every transition that ends (a snackbar fading, a dialog growing) has ended. */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter(
        (a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0),
      );
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * No serious or critical axe-core finding (WCAG 2.2 A and AA) on the page at rest (or within
 * the element `scope` selects). Contrast is
 * judged on colours as drawn, so a message half faded in or out reads as too pale: the page is
 * checked after its transitions have ended, and a finding is checked again once the transitions
 * that started during the check (a snackbar hiding itself) have ended too. A real finding stays.
 */
export async function expectAccessible(page: Page, scope?: string): Promise<void> {
  await transitionsEnded(page);
  let findings = await seriousFindings(page, scope);
  if (findings.length > 0) {
    await transitionsEnded(page);
    findings = await seriousFindings(page, scope);
  }
  expect(findings).toEqual([]);
}

/** The page is no wider than the screen: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The element lies within the screen's width (nothing of it cut at either side). */
export async function expectWithinWidth(element: Locator, width = PHONE.width): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}
