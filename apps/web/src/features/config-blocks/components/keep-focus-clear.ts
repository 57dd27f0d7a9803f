/** The nearest ancestor that scrolls vertically; the page itself when none does. */
function scrollerOf(element: HTMLElement): HTMLElement | Window {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return window;
}

/**
 * Scrolls a focused element out from under a bar stuck to the bottom of the view. Fields
 * keep clear of it by their scroll margin; a code editor's text takes focus its own way and
 * is brought up here. A tall element needs only its first lines in view.
 */
export function keepFocusClearOf(bar: HTMLElement, focused: HTMLElement): void {
  if (bar.contains(focused)) return;
  const field = focused.getBoundingClientRect();
  const barTop = bar.getBoundingClientRect().top;
  const needed = Math.min(field.bottom, field.top + 64) + 8 - barTop;
  if (needed <= 0 || field.top >= window.innerHeight) return;
  scrollerOf(focused).scrollBy({ top: needed });
}
