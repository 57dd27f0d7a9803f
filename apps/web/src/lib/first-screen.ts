/**
 * A signed-in dashboard page may arrive with its first screen drawn by the server
 * (`#first-screen`, apps/server/src/first-screen.ts): the app then draws itself behind it,
 * hidden (`#root[data-behind-first-screen]`, index.html), and takes its place once its own
 * first screen is drawn, in the same frame, so that nothing on screen moves or blinks.
 */

/** Whether the page came with the server's first screen, and it is still up. */
export function hasFirstScreen(): boolean {
  return typeof document !== 'undefined' && document.getElementById('first-screen') !== null;
}

/** The app in place of the server's first screen (once; nothing when there is none). */
export function handOverFirstScreen(): void {
  if (typeof document === 'undefined') return;
  document.getElementById('first-screen')?.remove();
  // its styles came in the page; the app's files have brought their own copy by now
  document.getElementById('first-screen-styles')?.remove();
  document.getElementById('root')?.removeAttribute('data-behind-first-screen');
}
