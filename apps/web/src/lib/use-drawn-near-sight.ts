import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How far beyond what is in sight a part is drawn: one screen above and below, so that
 * scrolling finds the next parts drawn while a long page's far end waits.
 */
const NEAR = '100% 0px';

/**
 * The element that scrolls `element` (a desktop's content area), or null where the page
 * scrolls as a whole: what is near is measured against what scrolls, which clips the rest.
 */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

const upTo = (count: number): ReadonlySet<number> => new Set(Array.from({ length: count }, (_, i) => i));

/**
 * Which parts of a page to draw: the first at once, every other one when it comes within a
 * screen of what is in sight, and from then on for good; a part that is near is drawn one per
 * task, in a transition, so that each part's drawing (and its calls) is a short task of its
 * own. A phone thus draws and asks for what its screen shows and the screen below it, and the
 * rest as the user scrolls towards it; before printing, every part is drawn.
 *
 * The parts are the children of the element `watch` is the ref of, each marked with
 * `data-index`; a browser that cannot tell what is in sight draws every part, one per task.
 */
export function useDrawnNearSight(count: number): {
  /** The ref of the parts' container. */
  watch: (container: HTMLElement | null) => (() => void) | undefined;
  drawn: (index: number) => boolean;
} {
  const canTell = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState<ReadonlySet<number>>(() => (canTell ? new Set([0]) : upTo(count)));
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set([0]));

  // A ref with its own clean-up rather than state set while mounting: a state change in the
  // first commit would make React run every effect of the first drawing before it is painted.
  const watch = useCallback(
    (container: HTMLElement | null) => {
      if (!container || !canTell) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          const seen: number[] = [];
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            seen.push(Number((entry.target as HTMLElement).dataset.index));
            observer.unobserve(entry.target);
          }
          if (seen.length > 0) setNear((current) => new Set([...current, ...seen]));
        },
        { root: scrollingAncestor(container), rootMargin: NEAR },
      );
      for (const part of Array.from(container.children)) observer.observe(part);
      // printed as a whole: every part drawn before the browser lays the page out for paper
      const drawAll = () =>
        flushSync(() => {
          setNear(upTo(count));
          setDrawn(upTo(count));
        });
      window.addEventListener('beforeprint', drawAll);
      return () => {
        observer.disconnect();
        window.removeEventListener('beforeprint', drawAll);
      };
    },
    [count, canTell],
  );

  useEffect(() => {
    const next = [...near].filter((index) => !drawn.has(index)).sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = window.setTimeout(
      () => startTransition(() => setDrawn((current) => new Set([...current, next]))),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [near, drawn]);

  return { watch, drawn: (index) => drawn.has(index) };
}
