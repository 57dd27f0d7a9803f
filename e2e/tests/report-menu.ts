import { type Download, expect, type Page } from '@playwright/test';

/**
 * Takes a report through the screen's report menu as a user does, checking the states the
 * product promises on the way: queued with its place in the queue (no other report can
 * start meanwhile), "Report ready for download", the download, then completed.
 */
export async function takeReport(page: Page, kind: string): Promise<Download> {
  const button = page.getByTestId('report-menu');
  await button.click();
  await page.getByTestId(`report-start-${kind}`).click();
  // queued, with its place in the queue, until the first status poll a second later
  await expect(button).toHaveAttribute('data-state', 'downloadQueued');
  const describedBy = await button.getAttribute('aria-describedby');
  if (describedBy) {
    await expect
      .poll(() => page.evaluate((id) => document.getElementById(id)?.textContent ?? '', describedBy), {
        timeout: 5000,
      })
      .toMatch(/Queued \(position \d+\)|Being made/);
  }
  await expect(page.getByText('Report ready for download')).toBeVisible({ timeout: 60_000 });
  await expect(button).toHaveAttribute('data-state', 'downloadReady');
  await button.click();
  // a new report may not start while one waits to be downloaded
  await expect(page.getByTestId(`report-start-${kind}`)).toHaveAttribute('aria-disabled', 'true');
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('report-menu-download').click();
  const download = await downloadPromise;
  await expect(button).toHaveAttribute('data-state', 'downloadCompleted');
  return download;
}
