import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TBigScreenRankingRow, TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { CARD_ROWS, rankingRows } from '../lib/ranking-rows.ts';
import { TV_COLOURS, tv } from '../lib/tv-size.ts';
import { useFittingRows } from '../lib/use-fitting-rows.ts';
import { TvCard } from './tv-card.tsx';

function RankingRows({
  rows,
  decimals,
  colour,
  testId,
}: {
  rows: TBigScreenRankingRow[];
  decimals: number;
  colour: string;
  testId: string;
}) {
  const locale = useLocale();
  return (
    <Box component="ol" data-testid={testId} sx={{ m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.extName}
          sx={{
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: `${tv(72)} 1fr auto`,
            alignItems: 'center',
            gap: tv(12),
            py: tv(5),
          }}
        >
          <Typography
            sx={{
              fontSize: tv(24),
              fontWeight: 800,
              color: TV_COLOURS.muted,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {row.rank}.
          </Typography>
          <Typography
            sx={{
              fontSize: tv(26),
              fontWeight: 600,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {row.title}
          </Typography>
          <Typography
            sx={{ fontSize: tv(28), fontWeight: 800, color: colour, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatNumber(row.value, locale, decimals)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The best and the weakest units below the screen's unit. */
export function BigScreenRanking({ summary }: { summary: TBigScreenSummary }) {
  const { t } = useTranslation();
  const ranking = summary.ranking;
  const top = ranking?.top ?? [];
  const bottom = ranking?.bottom ?? [];
  // as many rows as the card holds whole, at any screen size
  const fit = useFittingRows(CARD_ROWS, top.length + Math.min(3, bottom.length));
  const rows = rankingRows(top, bottom, fit.rows);
  const indicator = summary.tiles.find((x) => x.indicator.extName === ranking?.indicator)?.indicator;
  const title = t('bigscreen.ranking', { indicator: indicator?.title ?? ranking?.indicator ?? '' });
  const label = {
    fontSize: tv(18),
    fontWeight: 800,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  } as const;
  return (
    <TvCard
      title={title}
      subtitle={
        ranking
          ? `${t('bigscreen.rankingSubtitle', { count: ranking.minCount })}. ${t(ranking.order === 'fair' ? 'bigscreen.rankingFair' : 'bigscreen.rankingRaw')}`
          : undefined
      }
      testId="bigscreen-ranking"
    >
      {!ranking || ranking.top.length === 0 ? (
        <Typography sx={{ fontSize: tv(24), color: TV_COLOURS.muted }}>{t('bigscreen.noRanking')}</Typography>
      ) : (
        <Box
          ref={fit.box}
          data-testid="bigscreen-ranking-rows"
          sx={{ flex: 1, minHeight: 0, overflow: 'hidden' }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: tv(10) }}>
            <Typography sx={{ ...label, color: TV_COLOURS.good }}>{t('bigscreen.top')}</Typography>
            <RankingRows
              rows={rows.top}
              decimals={indicator?.decimals ?? 1}
              colour={TV_COLOURS.good}
              testId="bigscreen-top"
            />
            {rows.bottom.length > 0 && (
              <>
                <Typography sx={{ ...label, color: TV_COLOURS.bad, mt: tv(8) }}>
                  {t('bigscreen.bottom')}
                </Typography>
                <RankingRows
                  rows={rows.bottom}
                  decimals={indicator?.decimals ?? 1}
                  colour={TV_COLOURS.bad}
                  testId="bigscreen-bottom"
                />
              </>
            )}
          </Box>
        </Box>
      )}
    </TvCard>
  );
}
