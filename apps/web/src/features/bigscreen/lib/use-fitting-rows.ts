import { useLayoutEffect, useReducer, useRef, useState } from 'react';

/**
 * How many rows of a list fit the box they are drawn in, so that a row is shown whole or not
 * at all, at any screen size. The box (`ref`) has a fixed height from the layout; its first
 * child is the content at its natural height, rows are `li` elements. After each drawing the
 * count goes one down while the content overflows the box, one up while a row's height is
 * left over (up to `most`), and never back to a count that overflowed until the box is resized.
 */
export function useFittingRows(initial: number, most: number) {
  const box = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState(initial);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const ceiling = useRef(Number.POSITIVE_INFINITY);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    let height = element.clientHeight;
    const observer = new ResizeObserver(() => {
      // a new size: every count may fit again
      if (element.clientHeight !== height) {
        height = element.clientHeight;
        ceiling.current = Number.POSITIVE_INFINITY;
      }
      redraw();
    });
    observer.observe(element);
    const content = element.firstElementChild;
    if (content) observer.observe(content);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = box.current;
    const content = element?.firstElementChild;
    if (!element || !content) return;
    const room = element.getBoundingClientRect().height;
    const used = content.getBoundingClientRect().height;
    const row = content.querySelector('li')?.getBoundingClientRect().height ?? 0;
    if (used > room + 0.5 && rows > 1) {
      ceiling.current = rows - 1;
      setRows(rows - 1);
    } else if (row > 0 && room - used >= row && rows < Math.min(most, ceiling.current)) {
      setRows(rows + 1);
    }
  });

  return { box, rows };
}
