import LinkOffIcon from '@mui/icons-material/LinkOff';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZMailUnsubscribeToken } from '@opinio/domain/schemas/reports';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useMailUnsubscribe } from '@/entities/reports/api/mail-unsubscribe.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';

/**
 * Route "reportunsubscribe": the unsubscribe link of a mailed report, opened without signing
 * in. Opening the page changes nothing (mail scanners fetch every link of a mail): only the
 * button unsubscribes.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const token = useCurrentRoute().params.token ?? '';
  const unsubscribe = useMailUnsubscribe();
  const resultRef = useRef<HTMLDivElement>(null);
  // 404: unknown or no longer valid; 400: not even the shape of a token
  const invalid =
    !ZMailUnsubscribeToken.safeParse(token).success ||
    (unsubscribe.error instanceof ApiError && [400, 404].includes(unsubscribe.error.status));
  const done = unsubscribe.isSuccess;

  // once the button has been answered for good it is gone: the answer takes the focus
  const answered = unsubscribe.status === 'success' || unsubscribe.status === 'error';
  useEffect(() => {
    if (answered) resultRef.current?.focus();
  }, [answered]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', py: { xs: 1, md: 6 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        Opinio
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2}>
          <ScreenTitle route="reportunsubscribe">{t('unsubscribe.title')}</ScreenTitle>
          {done || invalid ? (
            <Stack
              ref={resultRef}
              tabIndex={-1}
              role="status"
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', '&:focus': { outline: 'none' } }}
              data-testid={done ? 'unsubscribe-done' : 'unsubscribe-invalid'}
            >
              {done ? (
                <MarkEmailReadOutlinedIcon color="success" aria-hidden />
              ) : (
                <LinkOffIcon color="disabled" aria-hidden />
              )}
              <Typography>{done ? t('unsubscribe.done') : t('unsubscribe.invalid')}</Typography>
            </Stack>
          ) : (
            <>
              <Typography color="text.secondary">{t('unsubscribe.body')}</Typography>
              {unsubscribe.isError && (
                <Alert severity="error">
                  {t('unsubscribe.failed', { message: errorMessage(unsubscribe.error) })}
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
                  data-testid="unsubscribe-confirm"
                >
                  {t('unsubscribe.confirm')}
                </Button>
              </div>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
