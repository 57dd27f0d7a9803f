import { useState } from 'react';

/**
 * An editor's unapplied form. It starts from the filter's current value and starts over
 * whenever that value changes from outside (Back, a removed chip, Clear all), without
 * remounting the editor, so keyboard focus stays where it was.
 */
export function useDraft<T>(committedKey: string, initial: () => T): [T, (next: T) => void] {
  const [state, setState] = useState(() => ({ key: committedKey, draft: initial() }));
  if (state.key !== committedKey) {
    const next = { key: committedKey, draft: initial() };
    setState(next);
    return [next.draft, (draft: T) => setState({ key: committedKey, draft })];
  }
  return [state.draft, (draft: T) => setState({ key: committedKey, draft })];
}
