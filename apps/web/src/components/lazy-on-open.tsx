import { type ComponentType, lazy, Suspense, useState } from 'react';
import { loadRestTexts } from '@/lib/i18n.ts';

/**
 * A dialog, drawer or sheet whose file loads when it is first opened: the screens that offer
 * it do not wait for its forms and tables. Mounted from the first opening on, so that closing
 * it animates and its state survives a reopening. Call it at module level, as React.lazy.
 * The administration areas' texts come with it (by its first opening they are usually in
 * place: they load after the first screen's numbers), so any dialog may draw them.
 */
export function lazyOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(async () => ({ default: (await Promise.all([load(), loadRestTexts()]))[0] }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, as React.lazy is.
  return function OnFirstOpen(props: P) {
    const [used, setUsed] = useState(props.open);
    if (props.open && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        {/* biome-ignore lint/suspicious/noExplicitAny: the props are P; lazy() widens them to a union TypeScript cannot spread. */}
        <Loaded {...(props as any)} />
      </Suspense>
    );
  };
}
