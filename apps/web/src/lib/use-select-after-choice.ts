import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A typeahead's text once an option is chosen from it: it stays (another choice from the same
 * search, or the chosen option's name) but selected, so that what is typed next replaces it
 * rather than being added to it. `inputRef` goes on the field's input; `chosen()` is called
 * when an option was chosen.
 */
export function useSelectAfterChoice() {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [choices, setChoices] = useState(0);
  // after the choice is drawn (the text as the field shows it then), before the next keystroke
  useLayoutEffect(() => {
    if (choices > 0) inputRef.current?.select();
  }, [choices]);
  return { inputRef, chosen: () => setChoices((n) => n + 1) };
}
