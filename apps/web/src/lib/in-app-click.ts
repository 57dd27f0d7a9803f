import type { MouseEvent } from 'react';

/**
 * Whether a click on a link stays in the app: a plain primary click. With a modifier or
 * another button the browser opens the link in a tab or window, as it would anywhere.
 */
export function staysInApp(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
