import TableContainer from '@mui/material/TableContainer';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

interface TableScrollProps {
  /** Names the region when the table is wider than the screen and scrolls sideways. */
  label: string;
  children: ReactNode;
}

/**
 * A table that scrolls sideways within its panel when it is wider than the screen (a
 * phone). While it scrolls it is a named region that takes keyboard focus, so that the
 * arrow keys reach what is off screen even when the table holds nothing focusable.
 */
export function TableScroll({ label, children }: TableScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer ref={ref} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </TableContainer>
  );
}
