import type { ReactNode } from 'react';
import './visually-hidden.css';

/** Styles that hide an element from the eye and leave it to screen readers (for MUI's `sx`). */
export const VISUALLY_HIDDEN_SX = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Text for screen readers only: a span with a static class (no style work while drawing). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
