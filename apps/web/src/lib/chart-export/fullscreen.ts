/** The message when fullscreen fails, e.g. in a frame without allowfullscreen (docs/product.md#charts). */
export const FULLSCREEN_UNSUPPORTED_KEY = 'chartExport.fullscreenUnsupported';

/** Whether the element, or a panel around it, is the one shown full screen. */
export function isShownFullscreen(element: Element | null): boolean {
  const current = document.fullscreenElement;
  return current !== null && element !== null && (current === element || current.contains(element));
}

/**
 * Shows the element full screen, or leaves full screen. Resolves false when the browser
 * refuses (no Fullscreen API, or a frame without permission): the caller tells the user.
 */
export async function toggleFullscreen(element: Element): Promise<boolean> {
  if (isShownFullscreen(element)) {
    await document.exitFullscreen().catch(() => undefined);
    return true;
  }
  if (!document.fullscreenEnabled || typeof element.requestFullscreen !== 'function') return false;
  try {
    await element.requestFullscreen({ navigationUI: 'hide' });
    return true;
  } catch {
    return false;
  }
}
