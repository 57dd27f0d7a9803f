import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { useCreateShareLink } from '../api/create-share-link.ts';
import { shareUrl } from '../lib/share-url.ts';

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  surveyExtName: string;
  interviewId: number;
}

/** Creates a signed, expiring public link to this interview; shows it with a copy button. */
export function ShareDialog({ open, onClose, surveyExtName, interviewId }: ShareDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const create = useCreateShareLink(surveyExtName, interviewId);
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const { mutate, reset } = create;

  // A new link each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setCopied(false);
    reset();
    mutate(undefined);
  }, [open, mutate, reset]);

  const url = create.data ? shareUrl(create.data.path, window.location.origin) : null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard access (e.g. plain http): select the text for Ctrl+C.
      field.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-describedby="share-help">
      <DialogTitle>{t('share.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography id="share-help" variant="body2" color="text.secondary">
            {t('share.help')}
          </Typography>
          {create.isPending && <Skeleton variant="rounded" height={56} />}
          {create.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => mutate(undefined)}>
                  {t('action.retry')}
                </Button>
              }
            >
              {t('share.failed', { message: errorMessage(create.error) })}
            </Alert>
          )}
          {create.isSuccess && !url && <Alert severity="error">{t('share.unknownPath')}</Alert>}
          {url && create.data && (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  inputRef={field}
                  label={t('share.link')}
                  value={url}
                  fullWidth
                  onFocus={(e) => e.target.select()}
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-url' } }}
                />
                <Button
                  variant="contained"
                  startIcon={<ContentCopyIcon />}
                  onClick={copy}
                  sx={{ mt: 1, flexShrink: 0 }}
                  data-testid="share-copy"
                >
                  {copied ? t('share.copied') : t('share.copy')}
                </Button>
              </Stack>
              <Typography variant="body2" data-testid="share-expiry">
                {t('share.expires', {
                  date: formatDate(create.data.expiresAt, locale, { dateStyle: 'long', timeStyle: 'short' }),
                })}
              </Typography>
            </>
          )}
          <div role="status" aria-live="polite">
            <VisuallyHidden>{copied ? t('share.copied') : ''}</VisuallyHidden>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
