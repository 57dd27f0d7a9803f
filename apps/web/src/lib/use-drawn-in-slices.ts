import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list's items to draw: a first slice at once, then one slice more per
 * task until all are drawn. Each slice is a transition of its own, so that drawing the list
 * (React's work and the styles of its items) comes in tasks short enough for a phone to paint
 * and answer a tap in between, rather than in one task that blocks it. A new list (`list`
 * is another object: another answer) starts again from its first slice; items added at the
 * end of the same list (a feed's next page) are drawn on from where drawing stands.
 */
export function useDrawnInSlices(total: number, slice: number, list: unknown): number {
  const [drawnOf, setDrawnOf] = useState(list);
  const [drawn, setDrawn] = useState(slice);
  if (drawnOf !== list) {
    setDrawnOf(list);
    setDrawn(slice);
  }
  useEffect(() => {
    if (drawn >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setDrawn((n) => n + slice)), 0);
    return () => window.clearTimeout(timer);
  }, [drawn, total, slice]);
  return Math.min(drawn, total);
}
