import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * While `when` holds, leaving (another block, tab or screen; closing the browser tab) asks
 * first: in the app with a dialog, on closing with the browser's own question.
 */
export function UnsavedChangesGuard({ when, blockLabel }: { when: boolean; blockLabel: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
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
      <DialogTitle id={titleId}>{t('configuration.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('configuration.leave.body', { block: blockLabel })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset()} autoFocus data-testid="leave-stay">
          {t('configuration.leave.stay')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => blocker.proceed()}
          data-testid="leave-discard"
        >
          {t('configuration.leave.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
