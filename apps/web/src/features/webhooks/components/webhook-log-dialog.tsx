import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import KeyIcon from '@mui/icons-material/Key';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TWebhook, TWebhookDelivery } from '@opinio/domain/schemas/webhooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeliveryActions, useRotateSecret, useWebhookDeliveries } from '../api/webhooks.ts';

const STATE_COLOR = {
  delivered: 'success',
  failed: 'error',
  queued: 'warning',
  sending: 'info',
} as const;

/**
 * An endpoint's secret and delivery log: the latest deliveries with every attempt and the
 * receiver's answer, a test, sending a delivery again, and a new secret.
 */
export function WebhookLogDialog({
  surveyExtName,
  webhook,
  onClose,
}: {
  surveyExtName: string;
  webhook: TWebhook;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const log = useWebhookDeliveries(surveyExtName, webhook.id);
  const { test, retry } = useDeliveryActions(surveyExtName, webhook.id);
  const rotate = useRotateSecret(surveyExtName);
  const [showSecret, setShowSecret] = useState(false);
  const deliveries = log.data?.deliveries ?? [];

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showSnackbar(t('webhooks.copied'), 'success');
    } catch {
      showSnackbar(t('webhooks.copyFailed'), 'warning');
    }
  };
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showSnackbar(done, 'success');
      await log.refetch();
    } catch (error) {
      showSnackbar(errorMessage(error), 'error');
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      data-testid="webhook-log"
    >
      <DialogTitle id={titleId}>{t('webhooks.logTitle', { name: webhook.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={t('webhooks.secret')}
              value={webhook.secret}
              type={showSecret ? 'text' : 'password'}
              fullWidth
              helperText={t('webhooks.secretHelp')}
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  'data-testid': 'webhook-secret',
                  style: { fontFamily: 'monospace' },
                },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showSecret ? t('webhooks.hideSecret') : t('webhooks.showSecret')}
                        onClick={() => setShowSecret((shown) => !shown)}
                        edge="end"
                      >
                        {showSecret ? <VisibilityOffIcon aria-hidden /> : <VisibilityIcon aria-hidden />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, pb: { sm: 2.5 } }}>
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon aria-hidden />}
                onClick={() => copy(webhook.secret)}
              >
                {t('webhooks.copy')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<KeyIcon aria-hidden />}
                disabled={rotate.isPending}
                onClick={() => act(() => rotate.mutateAsync(webhook.id), t('webhooks.secretRotated'))}
              >
                {t('webhooks.rotateSecret')}
              </Button>
            </Stack>
          </Stack>
          {!webhook.active && <Alert severity="info">{t('webhooks.pausedNote')}</Alert>}
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="h6" component="h3">
              {t('webhooks.deliveries')}
            </Typography>
            <Button
              variant="contained"
              startIcon={<SendIcon aria-hidden />}
              disabled={test.isPending}
              onClick={() => act(() => test.mutateAsync(undefined), t('webhooks.testQueued'))}
              data-testid="webhook-test"
            >
              {t('webhooks.sendTest')}
            </Button>
          </Stack>
          {log.isPending && <LoadingSkeleton variant="rows" />}
          {log.isError && <ErrorState error={log.error} onRetry={() => log.refetch()} />}
          {log.isSuccess && deliveries.length === 0 && <EmptyState text={t('webhooks.noDeliveries')} />}
          <Box>
            {deliveries.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                retrying={retry.isPending}
                onRetry={() => act(() => retry.mutateAsync(delivery.id), t('webhooks.retryQueued'))}
              />
            ))}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('webhooks.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One delivery: its event, when, its state and last answer; opened, every attempt and the body. */
function DeliveryRow({
  delivery,
  retrying,
  onRetry,
}: {
  delivery: TWebhookDelivery;
  retrying: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: 'short', timeStyle: 'medium' });
  const last = delivery.attempts.at(-1);
  const retryable =
    delivery.state === 'failed' || (delivery.state === 'queued' && delivery.attempts.length > 0);
  return (
    <Accordion disableGutters variant="outlined" data-testid={`delivery-${delivery.id}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', width: '100%', pr: 1 }}>
          <Chip
            size="small"
            color={STATE_COLOR[delivery.state]}
            variant={delivery.state === 'delivered' ? 'outlined' : 'filled'}
            label={t(`webhooks.state.${delivery.state}`)}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {delivery.event}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {when(delivery.createdAt)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
            {t('webhooks.attempts', { count: delivery.attempts.length })}
            {last && ` · ${last.status ?? t('webhooks.noAnswer')}`}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5}>
          {delivery.state === 'queued' && delivery.nextAttemptAt && delivery.attempts.length > 0 && (
            <Typography variant="body2">
              {t('webhooks.nextAttempt', { at: when(delivery.nextAttemptAt) })}
            </Typography>
          )}
          {delivery.attempts.length > 0 && (
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {delivery.attempts.map((attempt) => (
                <Typography component="li" variant="body2" key={attempt.at} sx={{ overflowWrap: 'anywhere' }}>
                  {t('webhooks.attemptLine', {
                    at: when(attempt.at),
                    status: attempt.status ?? t('webhooks.noAnswer'),
                    ms: attempt.durationMs,
                  })}
                  {attempt.error && (
                    <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
                      {attempt.error}
                    </Typography>
                  )}
                </Typography>
              ))}
            </Box>
          )}
          <Box
            component="pre"
            tabIndex={0}
            aria-label={t('webhooks.body')}
            sx={{
              m: 0,
              p: 1.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontSize: 12,
              overflow: 'auto',
              maxHeight: 240,
            }}
          >
            {JSON.stringify(delivery.payload, null, 2)}
          </Box>
          {retryable && (
            <Box>
              <Tooltip title={t('webhooks.retryHelp')}>
                <span>
                  <Button
                    startIcon={<ReplayIcon aria-hidden />}
                    onClick={onRetry}
                    disabled={retrying}
                    data-testid={`delivery-retry-${delivery.id}`}
                  >
                    {t('webhooks.retry')}
                  </Button>
                </span>
              </Tooltip>
            </Box>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
