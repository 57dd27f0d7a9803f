import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { indicatorStatus } from '@opinio/domain/indicator-status';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { RankChange } from './rank-change.tsx';
import { RankingFigure } from './ranking-figure.tsx';
import { fairScoreText, type RankingRowProps } from './ranking-table-row.tsx';
import { ValueBar } from './value-bar.tsx';

const CARD_SX = {
  display: 'grid',
  gridTemplateColumns: '2.25rem minmax(0, 1fr) auto',
  gridTemplateAreas: '"rank name change" "rank value count"',
  columnGap: 1.5,
  rowGap: 0.75,
  alignItems: 'start',
  width: '100%',
  p: 1.5,
  textAlign: 'left',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

/**
 * One unit of a ranking on a phone: rank, name (wrapped), value with its interval and bar,
 * answers and rank change, all within the card's width. A unit the user may open is one
 * button (one Tab stop, Enter or Space opens it as the table's row does); a peer shown
 * without its name is not.
 */
export const RankingCard = memo(function RankingCard(props: RankingRowProps) {
  const { row, indicator, ranked, hasPeriod, range, own, fair = false, onDrill } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const status = indicatorStatus(row.value, indicator);
  const content: ReactNode = (
    <>
      <Typography
        component="span"
        variant="h6"
        sx={{ gridArea: 'rank', fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}
        data-testid="ranking-card-rank"
      >
        {ranked ? row.rank : '–'}
      </Typography>
      <Box component="span" sx={{ gridArea: 'name', minWidth: 0 }}>
        <Typography
          component="span"
          variant="body1"
          sx={{
            display: 'block',
            fontWeight: own ? 700 : 500,
            overflowWrap: 'anywhere',
            color: row.peer === null ? 'primary.main' : 'text.primary',
          }}
          data-testid="ranking-card-title"
        >
          {row.title}
        </Typography>
        {own && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t('ranking.ownUnit')}
          </Typography>
        )}
      </Box>
      <Box
        component="span"
        sx={{ gridArea: 'change', justifySelf: 'end' }}
        data-testid="ranking-card-change"
        data-figure
      >
        {ranked ? <RankChange row={row} hasPeriod={hasPeriod} /> : null}
      </Box>
      <Box
        component="span"
        sx={{ gridArea: 'value', display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
      >
        <Box
          component="span"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          data-testid="ranking-card-value"
          data-figure
        >
          <RankingFigure row={row} indicator={indicator} ranked={ranked} status={status} />
        </Box>
        {row.value !== null && <ValueBar value={row.value} range={range} status={status} />}
      </Box>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{
          gridArea: 'count',
          justifySelf: 'end',
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        }}
        data-testid="ranking-card-count"
        data-figure
      >
        {t('ranking.card.count', { count: row.count, formatted: formatNumber(row.count, locale) })}
      </Typography>
      {fair && (
        // what the card's rank follows, beside its value
        <Typography
          component="span"
          variant="body2"
          sx={{ gridArea: 'fair', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          data-testid="ranking-card-fair-score"
          data-figure
        >
          {t('ranking.card.fairScore', { score: fairScoreText(row, indicator, locale) })}
        </Typography>
      )}
    </>
  );
  const frame = {
    ...CARD_SX,
    ...(fair ? { gridTemplateAreas: '"rank name change" "rank value count" "rank fair fair"' } : {}),
    ...(own ? { borderColor: 'primary.main', borderWidth: 2, bgcolor: 'action.selected' } : {}),
  };
  return (
    <Box
      component="li"
      data-testid="ranking-card"
      data-unit={row.extName || undefined}
      data-own={own || undefined}
      sx={{ listStyle: 'none' }}
    >
      {row.peer === null ? (
        <ButtonBase
          component="div"
          onClick={() => onDrill(row)}
          title={t('ranking.drillInto', { unit: row.title })}
          sx={{
            ...frame,
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {content}
        </ButtonBase>
      ) : (
        <Box sx={frame}>{content}</Box>
      )}
    </Box>
  );
});
