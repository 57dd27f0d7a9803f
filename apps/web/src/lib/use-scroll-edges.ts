import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Wider than its box: it scrolls sideways. */
  scrolls: boolean;
  /** More content beyond the left or the right edge. */
  left: boolean;
  right: boolean;
}

const NONE: ScrollEdges = { scrolls: false, left: false, right: false };

/**
 * Whether an element scrolls sideways and on which edges more of it waits: what a visible
 * scroll cue needs to show (a shade, an arrow). Follows the element's size, its content's
 * size and its scrolling. Measured when the browser lays the page out anyway (a
 * ResizeObserver reports each element's first size after the layout), not in React's
 * commit: reading an element's size there made the browser lay out the whole new page
 * within the task that drew it.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => {
      const scrolls = element.scrollWidth > element.clientWidth + 1;
      const left = scrolls && element.scrollLeft > 1;
      const right = scrolls && element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((now) =>
        now.scrolls === scrolls && now.left === left && now.right === right ? now : { scrolls, left, right },
      );
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', check);
    };
  }, [ref]);
  return edges;
}
