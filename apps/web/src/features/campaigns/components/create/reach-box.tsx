import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCampaignReach, TChannel } from '@opinio/domain/schemas/campaigns';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { exclusionLines, reachSentence } from '../../lib/reach-text.ts';

interface ReachBoxProps {
  channel: TChannel;
  /** null: the form cannot be asked about yet (no template chosen). */
  query: { data: TCampaignReach | undefined; isFetching: boolean; isError: boolean; error: unknown } | null;
  quarantineDays: number;
  /** The send button, under the numbers. */
  children: ReactNode;
}

/** Who the campaign reaches as the form stands, why the others are left out, and the button that sends it. */
export function ReachBox({ channel, query, quarantineDays, children }: ReachBoxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const data = query?.data;
  const lines = data ? exclusionLines(data, quarantineDays, t, locale) : [];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={!!query?.isFetching}
      data-testid="campaign-reach"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('campaigns.reach.title')}
      </Typography>
      {query === null && (
        <Typography variant="body2" color="text.secondary">
          {t('campaigns.reach.chooseTemplate')}
        </Typography>
      )}
      {query?.isError && (
        <Alert severity="warning" variant="outlined">
          {t('campaigns.reach.failed', { message: errorMessage(query.error) })}
        </Alert>
      )}
      {query && !data && !query.isError && <Skeleton variant="rounded" height={72} />}
      {query && data && (
        <Stack spacing={1}>
          <Box aria-live="polite">
            <Typography
              variant="h6"
              component="p"
              sx={{ fontWeight: 600, color: data.reach === 0 ? 'error.main' : 'text.primary' }}
              data-testid="campaign-reach-count"
              data-reach={data.reach}
            >
              {reachSentence(data, channel, t, locale)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('campaigns.reach.selected', {
                count: data.selected,
                formatted: formatNumber(data.selected, locale),
              })}
            </Typography>
          </Box>
          {lines.length > 0 && (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('campaigns.reach.excludedTitle')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="campaign-reach-excluded">
                {lines.map((line) => (
                  <Typography key={line.reason} component="li" variant="body2" data-reason={line.reason}>
                    {line.text}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
        </Stack>
      )}
      {children}
    </Paper>
  );
}
