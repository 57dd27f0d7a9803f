import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface LeaveGuardProps {
  /** Unsaved changes: leaving asks first. */
  when: boolean;
  /** Set just before the screen itself moves on (after a save or a deletion): nothing is lost then. */
  bypass?: RefObject<boolean>;
  /** Also ask before the query string changes (a screen whose tabs or blocks live in it). */
  includeSearch?: boolean;
  /** The question, in the words of the screen's feature. */
  texts: { title: string; body: string; stay: string; discard: string };
  /** Of the button that leaves anyway. */
  testId: string;
}

/** While a form has unsaved changes, leaving the screen or closing the tab asks first. */
export function LeaveGuard({ when, bypass, includeSearch = false, texts, testId }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      !bypass?.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (includeSearch && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={texts.title}
      body={texts.body}
      cancelLabel={texts.stay}
      confirmLabel={texts.discard}
      onConfirm={() => blocker.proceed()}
      onClose={() => blocker.reset()}
      cancelTestId="leave-stay"
      confirmTestId={testId}
    />
  );
}
