import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useDrawnInSlices } from '@/lib/use-drawn-in-slices.ts';

/**
 * How far below the window a component's place may be and still be drawn: a quarter of the
 * window's height, so that a component is drawn (and its numbers asked for) just before it
 * scrolls into sight.
 */
const NEAR_SIGHT = '0px 0px 25% 0px';

/**
 * Which of a page's components to draw: the first at once, then each whose place has come
 * near sight, in page order and one per task. A page opens with only what its first screen
 * shows being drawn and asked for (on a phone, the KPI tiles and the panel below them): the
 * charts and lists further down cost a phone's main thread nothing until the user scrolls
 * towards them. A component once drawn stays drawn; printing draws them all. Focus in a
 * component draws the next one too: a keyboard user's Tab goes on to it, whether the page has
 * scrolled or not.
 *
 * Returns how many components are drawn (the first `drawn`), a ref for each component's
 * place by its index, and a ref for the element that holds the places.
 */
export function useDrawnNearSight(count: number): {
  drawn: number;
  placeRef: (index: number) => (element: HTMLElement | null) => void;
  holderRef: RefObject<HTMLDivElement | null>;
} {
  // components up to `reach` have come near sight; they are drawn one per task (all at once to print)
  const [reach, setReach] = useState(1);
  const [printing, setPrinting] = useState(false);
  const inTurn = useDrawnInSlices(Math.min(reach, count), 1, null);
  const drawn = printing ? count : inTurn;
  const places = useRef<(HTMLElement | null)[]>([]);
  const placeRefs = useRef(new Map<number, (element: HTMLElement | null) => void>());

  useEffect(() => {
    if (reach >= count) return;
    if (typeof IntersectionObserver === 'undefined') {
      setReach(count);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        let furthest = -1;
        for (const entry of entries)
          if (entry.isIntersecting)
            furthest = Math.max(furthest, places.current.indexOf(entry.target as HTMLElement));
        if (furthest >= 0) setReach((current) => Math.max(current, furthest + 1));
      },
      { rootMargin: NEAR_SIGHT },
    );
    places.current.forEach((place, index) => {
      if (place && index >= reach) observer.observe(place);
    });
    return () => observer.disconnect();
  }, [reach, count]);

  // a printed page has every component (those whose code has loaded drawn in full)
  useEffect(() => {
    const drawAll = () =>
      flushSync(() => {
        setReach(count);
        setPrinting(true);
      });
    window.addEventListener('beforeprint', drawAll);
    return () => window.removeEventListener('beforeprint', drawAll);
  }, [count]);

  const placeRef = useCallback((index: number) => {
    let ref = placeRefs.current.get(index);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        places.current[index] = element;
      };
      placeRefs.current.set(index, ref);
    }
    return ref;
  }, []);
  const holderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const holder = holderRef.current;
    if (!holder) return;
    const focusIn = (event: FocusEvent) => {
      const index = places.current.findIndex((place) => place?.contains(event.target as Node));
      if (index >= 0) setReach((current) => Math.max(current, index + 2));
    };
    holder.addEventListener('focusin', focusIn);
    return () => holder.removeEventListener('focusin', focusIn);
  }, []);
  return { drawn, placeRef, holderRef };
}
