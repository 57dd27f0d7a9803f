import { existsSync, readFileSync } from 'node:fs';
import { type Download, expect, type Page } from '@playwright/test';
import { sql } from './database.ts';

/** A report slower than this in the queue is worth a look: what held the worker is printed. */
const SLOW_REPORT_MS = 30_000;

/** What PostgreSQL was doing at a moment (statements running or waiting, and on what). */
function databaseActivity(): Promise<Record<string, unknown>[]> {
  return sql<Record<string, unknown>>(
    `SELECT pid, state, wait_event_type, wait_event, extract(epoch FROM (now() - query_start))::int AS seconds,
            left(query, 200) AS query
       FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
  );
}

/** The server's warnings about slow reports (with when each step was reached), from its output. */
function slowReportLines(): string[] {
  const file = process.env.E2E_SERVER_LOG;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('slow report'));
}

/**
 * The tasks the worker ran or held while a report waited, what the database was doing
 * part way, and the server's account of its slow reports (printed with the test's output).
 */
async function printWorkSince(
  since: Date,
  waitedMs: number,
  activity: Record<string, unknown>[],
): Promise<void> {
  const rows = await sql<Record<string, unknown>>(
    `SELECT id, type, state, universe_id, created_by, attempts, progress_done, progress_total,
            left(payload::text, 200) AS payload, created_at, started_at, finished_at,
            extract(epoch FROM (coalesce(finished_at, now()) - started_at))::int AS seconds
       FROM tasks
      WHERE (finished_at IS NULL OR finished_at >= $1) AND (started_at IS NOT NULL OR state = 'queued')
      ORDER BY coalesce(started_at, created_at)`,
    [since],
  );
  console.log(
    `a report took ${Math.round(waitedMs / 1000)} s to be ready; the tasks since it was asked for:\n${rows
      .map((r) => JSON.stringify(r))
      .join(
        '\n',
      )}\nthe database part way:\n${activity.map((r) => JSON.stringify(r)).join('\n')}\n${slowReportLines().join('\n')}`,
  );
}

/**
 * Takes a report through the screen's report menu as a user does, checking the states the
 * product promises on the way: queued with its place in the queue (no other report can
 * start meanwhile), "Report ready for download", the download, then completed.
 */
export async function takeReport(page: Page, kind: string): Promise<Download> {
  const button = page.getByTestId('report-menu');
  // Every state the button goes through, with what it tells a screen reader: a fast report
  // may be queued for only a moment.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { reportStates: string[] }).reportStates = seen;
    const record = () => {
      const menu = document.querySelector('[data-testid="report-menu"]');
      const id = menu?.getAttribute('aria-describedby');
      const text = id ? (document.getElementById(id)?.textContent ?? '') : '';
      const state = `${menu?.getAttribute('data-state')}|${text}`;
      if (seen.at(-1) !== state) seen.push(state);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
  });
  await button.click();
  const asked = new Date(Date.now() - 1000);
  const askedAt = performance.now();
  await page.getByTestId(`report-start-${kind}`).click();
  let activity: Record<string, unknown>[] = [];
  const look = setTimeout(() => {
    databaseActivity().then(
      (rows) => {
        activity = rows;
      },
      () => {},
    );
  }, SLOW_REPORT_MS);
  // The menu's own state, not the snackbar: the previous report's "ready" may still show
  // while this one waits its turn in the queue (after the whole e2e run, behind the work the
  // other tests left to the universe's queue).
  try {
    await expect(button).toHaveAttribute('data-state', 'downloadReady', { timeout: 150_000 });
  } finally {
    clearTimeout(look);
  }
  const waitedMs = performance.now() - askedAt;
  if (waitedMs > SLOW_REPORT_MS) await printWorkSince(asked, waitedMs, activity);
  await expect(page.getByText('Report ready for download')).toBeVisible();
  // it was queued with its place in the queue before it was ready
  const states = await page.evaluate(() => (window as unknown as { reportStates: string[] }).reportStates);
  expect(
    states.some((state) => /^downloadQueued\|.*Queued \(position \d+\)/.test(state)),
    states.join('\n'),
  ).toBe(true);
  await button.click();
  // a new report may not start while one waits to be downloaded
  await expect(page.getByTestId(`report-start-${kind}`)).toHaveAttribute('aria-disabled', 'true');
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('report-menu-download').click();
  const download = await downloadPromise;
  await expect(button).toHaveAttribute('data-state', 'downloadCompleted');
  return download;
}
