import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TBigScreenRankingRow, TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { CARD_ROWS, rankingRows } from '../lib/ranking-rows.ts';
import { TV_COLOURS, tv } from '../lib/tv-size.ts';
import { useFittingRows } from '../lib/use-fitting-rows.ts';
import { TvCard } from './tv-card.tsx';

/**
 * The columns of a row: rank, name, then in a fair ranking the fair score (what the order
 * follows) before the value. The label line above the rows takes the same columns, so that
 * its headings stand over their figures.
 */
const columns = (fair: boolean) =>
  fair ? `${tv(64)} minmax(0, 1fr) ${tv(80)} ${tv(84)}` : `${tv(72)} minmax(0, 1fr) auto`;

const LABEL = {
  fontSize: tv(18),
  fontWeight: 800,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
} as const;

/** A figure's heading in a fair ranking: right over its figures, never wrapped. */
const HEADING = {
  ...LABEL,
  fontSize: tv(15),
  letterSpacing: '0.04em',
  color: TV_COLOURS.muted,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  overflow: 'visible',
} as const;

function RankingRows({
  rows,
  decimals,
  colour,
  fair,
  testId,
}: {
  rows: TBigScreenRankingRow[];
  decimals: number;
  colour: string;
  fair: boolean;
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
            gridTemplateColumns: columns(fair),
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
          {fair && (
            <Typography
              data-testid="bigscreen-fair-score"
              sx={{
                fontSize: tv(24),
                fontWeight: 700,
                color: TV_COLOURS.muted,
                textAlign: 'right',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {row.fairScore === null ? '–' : formatNumber(row.fairScore, locale, decimals)}
            </Typography>
          )}
          <Typography
            sx={{
              fontSize: tv(28),
              fontWeight: 800,
              color: colour,
              textAlign: 'right',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatNumber(row.value, locale, decimals)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A group's label ("Top"), and in a fair ranking the headings of its two figures beside it. */
function GroupLabel({
  text,
  colour,
  fair,
  indicator,
}: {
  text: string;
  colour: string;
  fair: boolean;
  indicator: string;
}) {
  const { t } = useTranslation();
  if (!fair) return <Typography sx={{ ...LABEL, color: colour }}>{text}</Typography>;
  return (
    <Box
      data-testid="bigscreen-ranking-columns"
      sx={{ display: 'grid', gridTemplateColumns: columns(true), gap: tv(12), alignItems: 'end' }}
    >
      <Typography sx={{ ...LABEL, color: colour, gridColumn: '1 / 3' }}>{text}</Typography>
      {/* a heading wider than its figures reaches left, over the group's label line */}
      <Typography sx={{ ...HEADING, direction: 'rtl' }}>{t('bigscreen.column.fairScore')}</Typography>
      <Typography sx={{ ...HEADING, textTransform: 'none' }}>{indicator}</Typography>
    </Box>
  );
}

/**
 * The best and the weakest units below the screen's unit. Ranked fairly, each row shows its
 * fair score (the low end of its 95% interval, what the order follows) beside its value, under
 * headings that say so, and the card's title names the order: a value above a higher one is
 * explained where it stands.
 */
export function BigScreenRanking({ summary }: { summary: TBigScreenSummary }) {
  const { t } = useTranslation();
  const ranking = summary.ranking;
  const top = ranking?.top ?? [];
  const bottom = ranking?.bottom ?? [];
  // as many rows as the card holds whole, at any screen size
  const fit = useFittingRows(CARD_ROWS, top.length + Math.min(3, bottom.length));
  const rows = rankingRows(top, bottom, fit.rows);
  const indicator = summary.tiles.find((x) => x.indicator.extName === ranking?.indicator)?.indicator;
  const indicatorTitle = indicator?.title ?? ranking?.indicator ?? '';
  const fair = ranking?.order === 'fair';
  const title = t(fair ? 'bigscreen.rankingFairTitle' : 'bigscreen.ranking', { indicator: indicatorTitle });
  const decimals = indicator?.decimals ?? 1;
  return (
    <TvCard
      title={title}
      subtitle={
        ranking
          ? `${t('bigscreen.rankingSubtitle', { count: ranking.minCount })}. ${t(fair ? 'bigscreen.rankingFair' : 'bigscreen.rankingRaw')}`
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
            <GroupLabel
              text={t('bigscreen.top')}
              colour={TV_COLOURS.good}
              fair={fair}
              indicator={indicatorTitle}
            />
            <RankingRows
              rows={rows.top}
              decimals={decimals}
              colour={TV_COLOURS.good}
              fair={fair}
              testId="bigscreen-top"
            />
            {rows.bottom.length > 0 && (
              <>
                <Typography sx={{ ...LABEL, color: TV_COLOURS.bad, mt: tv(8) }}>
                  {t('bigscreen.bottom')}
                </Typography>
                <RankingRows
                  rows={rows.bottom}
                  decimals={decimals}
                  colour={TV_COLOURS.bad}
                  fair={fair}
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
