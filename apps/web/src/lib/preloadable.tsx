import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A component in a file of its own, like React.lazy, that can be loaded ahead of its first
 * drawing (`preload`). Drawn after its file has loaded, it draws at once instead of
 * suspending: React holds back the reveal of a suspended part (by up to 300 ms after the
 * last fallback it showed), so a shell and a dashboard whose files are already there would
 * otherwise wait for nothing. An instance first drawn while the file loads stays with the
 * lazy version (switching would mount it anew).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () => {
    if (!pending) {
      pending = load().then(
        (component) => {
          loaded = component;
          return component;
        },
        (error: unknown) => {
          // a later drawing or preload tries again (the file may be there after a reconnect)
          pending = null;
          throw error;
        },
      );
    }
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, as React.lazy is.
  function Preloadable(props: P) {
    const [drawnLoaded] = useState(() => loaded);
    return drawnLoaded ? createElement(drawnLoaded, props) : createElement(Lazy, props);
  }
  Preloadable.preload = (): Promise<void> => start().then(() => undefined);
  return Preloadable;
}
