import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { handOverFirstScreen } from './first-screen.ts';

/** Longest wait for a first screen's data before the deferred parts load anyway. */
const LONGEST_WAIT_MS = 2500;

let screenLoaded = false;
let fetchingSeen = false;
let shown = false;
const listeners = new Set<() => void>();

function markShown(): void {
  if (shown) return;
  shown = true;
  // a screen without KPI tiles after all (the app went elsewhere): the app takes the server's screen's place
  handOverFirstScreen();
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Called when a route's screen file has loaded: its own calls are the ones waited for. */
export function noteScreenLoaded(): void {
  screenLoaded = true;
}

/**
 * Whether the first screen of this visit has shown its data: parts of the shell nobody needs
 * in the first second (the filter sidebar and its editors, the report watcher) mount only
 * then, so the first numbers do not share the line with their files. True once the screen's
 * file has loaded and the calls it made have all been answered, or after LONGEST_WAIT_MS;
 * then for the rest of the visit. The calls are watched only until then: a component using
 * this (the shell, every chart) is not drawn anew by each later call.
 */
export function useAfterFirstContent(): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(shown);
  useEffect(() => {
    if (ready) return;
    // What mounts then is drawn in a transition: in slices, the first numbers staying on screen.
    const show = () => startTransition(() => setReady(true));
    if (shown) {
      show();
      return;
    }
    listeners.add(show);
    const check = () => {
      const fetching = queryClient.isFetching();
      if (screenLoaded && fetching > 0) fetchingSeen = true;
      if (fetchingSeen && fetching === 0) markShown();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    const timer = window.setTimeout(markShown, LONGEST_WAIT_MS);
    return () => {
      listeners.delete(show);
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [ready, queryClient]);
  return ready;
}
