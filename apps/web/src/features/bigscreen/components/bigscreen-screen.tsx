import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import type { StreamStatus } from '../api/bigscreen-stream.ts';
import { useBigScreenSummary } from '../api/get-bigscreen-summary.ts';
import { TV_COLOURS, tv } from '../lib/tv-size.ts';
import { useBigScreenLive } from '../lib/use-bigscreen-live.ts';
import { BigScreenComments } from './bigscreen-comments.tsx';
import { BigScreenDenied } from './bigscreen-denied.tsx';
import { BigScreenHeader } from './bigscreen-header.tsx';
import { BigScreenKpiTile } from './bigscreen-kpi-tile.tsx';
import { BigScreenRanking } from './bigscreen-ranking.tsx';
import { BigScreenTrend } from './bigscreen-trend.tsx';

/** Route "bigscreen": /bigscreen/:apiKeyToken, a TV dashboard without sign-in. */
export function BigScreenScreen() {
  const { params } = useCurrentRoute();
  const token = params.apiKeyToken ?? '';
  return (
    <Box
      component="div"
      data-testid="bigscreen"
      sx={{
        position: 'fixed',
        inset: 0,
        overflow: 'hidden',
        background: TV_COLOURS.background,
        color: TV_COLOURS.text,
        p: tv(32),
        display: 'flex',
        flexDirection: 'column',
        gap: tv(24),
      }}
    >
      <BigScreen key={token} token={token} />
    </Box>
  );
}

function BigScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const live = useBigScreenLive(token);
  const query = useBigScreenSummary(token);
  const refused = query.error instanceof ApiError && query.error.status === 401 ? query.error.code : null;
  const denied = live.denied ?? refused;
  if (denied) return <BigScreenDenied reason={denied} />;
  if (!query.data) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
        {query.isError ? (
          <Typography role="alert" sx={{ fontSize: tv(36), color: TV_COLOURS.muted }}>
            {t('bigscreen.error', { message: errorMessage(query.error) })}
          </Typography>
        ) : (
          <Box role="status" sx={{ display: 'grid', gap: tv(24), justifyItems: 'center' }}>
            <CircularProgress size={tv(72)} sx={{ color: TV_COLOURS.accent }} />
            <Typography sx={{ fontSize: tv(32), color: TV_COLOURS.muted }}>
              {t('bigscreen.loading')}
            </Typography>
          </Box>
        )}
      </Box>
    );
  }
  // Network trouble: the last data stays, the header says so.
  const status: StreamStatus = query.isError && live.status === 'live' ? 'reconnecting' : live.status;
  return <BigScreenBoard summary={query.data} status={status} updatedAt={query.dataUpdatedAt} />;
}

function BigScreenBoard({
  summary,
  status,
  updatedAt,
}: {
  summary: TBigScreenSummary;
  status: StreamStatus;
  updatedAt: number;
}) {
  const tiles = summary.tiles.slice(0, 5);
  // the TV's tab and window list name the survey on screen, not the product
  const title = summary.survey.title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <BigScreenHeader summary={summary} status={status} updatedAt={updatedAt} />
      <Box
        component="section"
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${tiles.length}, 1fr)`, gap: tv(24) }}
      >
        {tiles.map((tile, i) => (
          <BigScreenKpiTile key={tile.indicator.extName} tile={tile} headline={i === 0} />
        ))}
      </Box>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: '1.45fr 1fr 1fr',
          gap: tv(24),
        }}
      >
        <BigScreenTrend summary={summary} />
        <BigScreenComments comments={summary.comments} />
        <BigScreenRanking summary={summary} />
      </Box>
    </>
  );
}
