import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type RefObject, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

interface LeaveGuardProps {
  /** Unsaved changes: leaving asks first. */
  when: boolean;
  /** Set just before the screen itself moves on (after a save or a deletion): nothing is lost then. */
  bypass: RefObject<boolean>;
}

/** While a form has unsaved changes, leaving the screen or closing the tab asks first. */
export function LeaveGuard({ when, bypass }: LeaveGuardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
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
      <DialogTitle id={titleId}>{t('campaigns.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('campaigns.leave.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset()} autoFocus>
          {t('campaigns.leave.stay')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => blocker.proceed()}
          data-testid="campaigns-leave"
        >
          {t('campaigns.leave.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
