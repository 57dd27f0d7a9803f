import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element is at least `minWidth` pixels wide, followed as it resizes. The
 * content area's width depends on the menus and the filter sidebar beside it, not only on
 * the window, so a layout that needs room asks its own box. Until measured: the window's width.
 */
export function useFitsWidth<T extends HTMLElement>(minWidth: number): [RefCallback<T>, boolean] {
  const [fits, setFits] = useState(() => typeof window === 'undefined' || window.innerWidth >= minWidth);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      setFits(element.getBoundingClientRect().width >= minWidth);
      if (typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(([entry]) => {
        if (entry) setFits(entry.contentRect.width >= minWidth);
      });
      observer.current.observe(element);
    },
    [minWidth],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, fits];
}
