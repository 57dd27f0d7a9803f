import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AnswerList } from '@/components/answer-list.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { useSharedInterview } from '../api/get-shared-interview.ts';

/**
 * Route "sharedinterview": a sharing link opened by anybody, signed in or not. Only that
 * interview: survey title, date, unit and answers; no menus, nothing else of the survey.
 */
export function SharedInterviewScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { params } = useCurrentRoute();
  const query = useSharedInterview({
    surveyExtName: params.surveyExtName ?? '',
    interviewId: params.interviewId ?? '',
    shareToken: params.shareToken ?? '',
  });
  // 404: tampered or expired; 400: not even the shape of a link
  const invalid =
    query.isError &&
    query.error instanceof ApiError &&
    (query.error.status === 404 || query.error.status === 400);

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', py: { xs: 1, md: 4 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {t('sharing.kicker')}
      </Typography>
      {query.isSuccess ? (
        <Stack spacing={2.5}>
          <Stack spacing={0.5}>
            <ScreenTitle route="sharedinterview">{query.data.survey}</ScreenTitle>
            <Typography color="text.secondary" data-testid="shared-meta">
              {query.data.unitTitle} ·{' '}
              <time dateTime={query.data.date}>
                {formatDate(query.data.date, locale, { dateStyle: 'long', timeStyle: 'short' })}
              </time>
            </Typography>
          </Stack>
          <Paper variant="outlined" sx={{ px: { xs: 2, md: 3 }, py: 1 }} data-testid="shared-interview">
            <AnswerList answers={query.data.answers} survey={null} />
          </Paper>
          <Typography variant="caption" color="text.secondary">
            {t('sharing.readOnly')}
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <ScreenTitle route="sharedinterview">{t('sharing.title')}</ScreenTitle>
          {query.isPending && <LoadingSkeleton variant="rows" />}
          {invalid && (
            <Paper variant="outlined" sx={{ p: 4 }} data-testid="share-invalid">
              <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <LinkOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
                <Typography variant="h6" component="h2">
                  {t('sharing.invalidTitle')}
                </Typography>
                <Typography color="text.secondary">{t('sharing.invalidText')}</Typography>
              </Stack>
            </Paper>
          )}
          {query.isError && !invalid && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
        </Stack>
      )}
    </Box>
  );
}
