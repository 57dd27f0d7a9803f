import LinkOffIcon from '@mui/icons-material/LinkOff';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZInvitationToken } from '@opinio/domain/schemas/campaigns';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useCampaignUnsubscribe, useUnsubscribeInfo } from '../../api/unsubscribe.ts';

const gone = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

/**
 * Route "campaignunsubscribe": the unsubscribe link of an invitation, opened without signing
 * in. Opening the page changes nothing (mail scanners fetch every link of a mail): only the
 * button unsubscribes.
 */
export function CampaignUnsubscribeScreen() {
  const { t } = useTranslation();
  const token = useCurrentRoute().params.token ?? '';
  const wellFormed = ZInvitationToken.safeParse(token).success;
  const info = useUnsubscribeInfo(token, wellFormed);
  const unsubscribe = useCampaignUnsubscribe();
  const resultRef = useRef<HTMLDivElement>(null);
  // 404: unknown or no longer valid; 400: not even the shape of a token
  const invalid = !wellFormed || gone(info.error) || gone(unsubscribe.error);
  const done = unsubscribe.isSuccess || info.data?.unsubscribed === true;

  // once the button has been answered for good it is gone: the answer takes the focus
  const answered = unsubscribe.status === 'success' || (unsubscribe.status === 'error' && invalid);
  useEffect(() => {
    if (answered) resultRef.current?.focus();
  }, [answered]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', py: { xs: 1, md: 6 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {info.data?.sender ?? 'Opinio'}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2}>
          <ScreenTitle route="campaignunsubscribe">{t('campaignUnsubscribe.title')}</ScreenTitle>
          {done || invalid ? (
            <Stack
              ref={resultRef}
              tabIndex={-1}
              role="status"
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', '&:focus': { outline: 'none' } }}
              data-testid={done ? 'campaign-unsubscribe-done' : 'campaign-unsubscribe-invalid'}
            >
              {done ? (
                <MarkEmailReadOutlinedIcon color="success" aria-hidden />
              ) : (
                <LinkOffIcon color="disabled" aria-hidden />
              )}
              <Typography>
                {invalid
                  ? t('campaignUnsubscribe.invalid')
                  : unsubscribe.isSuccess
                    ? t('campaignUnsubscribe.done')
                    : t('campaignUnsubscribe.already')}
              </Typography>
            </Stack>
          ) : info.isPending ? (
            <Stack spacing={1} role="status" aria-label={t('state.loading')}>
              <Skeleton variant="text" height={28} />
              <Skeleton variant="rounded" width={200} height={36} />
            </Stack>
          ) : info.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => info.refetch()}>
                  {t('action.retry')}
                </Button>
              }
            >
              {t('campaignUnsubscribe.failed', { message: errorMessage(info.error) })}
            </Alert>
          ) : (
            <>
              <Typography data-testid="campaign-unsubscribe-question">
                {t('campaignUnsubscribe.question', { sender: info.data?.sender ?? '' })}
              </Typography>
              <Typography color="text.secondary">{t('campaignUnsubscribe.body')}</Typography>
              {unsubscribe.isError && (
                <Alert severity="error">
                  {t('campaignUnsubscribe.failed', { message: errorMessage(unsubscribe.error) })}
                </Alert>
              )}
              {/* not disabled while it is sent: the focus stays on it */}
              <div>
                <Button
                  variant="contained"
                  onClick={() => {
                    if (!unsubscribe.isPending) unsubscribe.mutate(token);
                  }}
                  aria-busy={unsubscribe.isPending}
                  data-testid="campaign-unsubscribe-confirm"
                >
                  {t('campaignUnsubscribe.confirm')}
                </Button>
              </div>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
