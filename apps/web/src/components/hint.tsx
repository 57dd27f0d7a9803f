import { createElement, type ReactNode, useEffect, useState } from 'react';
import './hint.css';

interface HintProps {
  /** The hint's text; the element it belongs to names itself (aria-label or text of its own). */
  title: string;
  children: ReactNode;
  /** Which edge of the element the hint lines up with: 'end' keeps hints of the bar's last icons on screen. */
  align?: 'start' | 'end';
  /** The wrapper's element: a span beside inline content, a div around blocks. */
  component?: 'span' | 'div';
}

/**
 * A short hint under an element, shown while the pointer is over it or it has keyboard focus,
 * and put away with Escape (WCAG 1.4.13). Plain elements and CSS (hint.css): unlike MUI's
 * Tooltip, it sets no state when it mounts, so the bar and the KPI tiles draw in one pass and
 * the first numbers are painted before any effect runs (docs/decisions/031).
 */
export function Hint({ title, children, align = 'end', component = 'span' }: HintProps) {
  // pointer over it or focus in it: Escape anywhere puts the hint away until both leave
  const [active, setActive] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
  const leave = () => {
    setActive(false);
    setDismissed(false);
  };
  return createElement(
    component,
    {
      className: 'hint',
      'data-align': align,
      'data-dismissed': dismissed || undefined,
      onMouseEnter: () => setActive(true),
      onFocus: () => setActive(true),
      onMouseLeave: leave,
      onBlur: leave,
    },
    children,
    <span role="tooltip" className="hint-text">
      {title}
    </span>,
  );
}
