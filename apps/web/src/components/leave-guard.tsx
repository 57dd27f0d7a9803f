import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type RefObject, useEffect, useId } from 'react';
import { useBlocker } from 'react-router';

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
  const titleId = useId();
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
    <Dialog open onClose={() => blocker.reset()} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset()} autoFocus data-testid="leave-stay">
          {texts.stay}
        </Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed()} data-testid={testId}>
          {texts.discard}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
