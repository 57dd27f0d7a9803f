import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { levelName } from '@opinio/domain/level-names';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankingParams } from '../lib/ranking-params.ts';

interface RankingControlsProps {
  indicators: readonly TIndicator[];
  levels: readonly number[];
  /** The level ranked now (the server's default when none is picked). */
  level: number | null;
  depth: number | null;
  /** The view's names of its levels (level 1 first): a named level is picked by its name. */
  levelNames?: readonly string[];
  minCount: number;
  /** Among its peers the unit's own level is ranked: no level to pick. */
  showLevel?: boolean;
  params: RankingParams;
  onChange: (next: Partial<RankingParams>) => void;
}

/** Pickers for the indicator, the level, the order and the minimum number of answers. */
export function RankingControls(props: RankingControlsProps) {
  const {
    indicators,
    levels,
    level,
    depth,
    levelNames,
    minCount,
    showLevel = true,
    params,
    onChange,
  } = props;
  const { t } = useTranslation();
  const [minText, setMinText] = useState(String(minCount));
  useEffect(() => setMinText(String(minCount)), [minCount]);

  const commitMin = () => {
    const value = Number(minText);
    if (Number.isInteger(value) && value >= 1 && value <= 100_000) {
      if (value !== minCount) onChange({ minCount: value });
    } else {
      setMinText(String(minCount));
    }
  };
  const minInvalid = !/^\d{1,6}$/.test(minText) || Number(minText) < 1 || Number(minText) > 100_000;

  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={t('ranking.indicator')}
        value={params.indicator}
        onChange={(event) => onChange({ indicator: event.target.value })}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'ranking-indicator' } as object } }}
      >
        {indicators.map((indicator) => (
          <MenuItem key={indicator.extName} value={indicator.extName}>
            {indicator.title}
          </MenuItem>
        ))}
      </TextField>
      {showLevel && (
        <TextField
          select
          size="small"
          label={t('ranking.level')}
          value={level ?? ''}
          onChange={(event) => onChange({ level: Number(event.target.value) })}
          disabled={levels.length === 0}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'ranking-level' } as object } }}
        >
          {levels.map((value) => (
            <MenuItem key={value} value={value}>
              {levelName(levelNames, value) ??
                (value === depth
                  ? t('ranking.levelLowest', { level: value })
                  : t('ranking.levelN', { level: value }))}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={t('ranking.order')}
        value={params.order ?? 'raw'}
        onChange={(event) => onChange({ order: event.target.value === 'fair' ? 'fair' : null })}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'ranking-order' } as object } }}
      >
        <MenuItem value="raw">{t('ranking.order.raw')}</MenuItem>
        <MenuItem value="fair">{t('ranking.order.fair')}</MenuItem>
      </TextField>
      <TextField
        size="small"
        label={t('ranking.minCount')}
        value={minText}
        onChange={(event) => setMinText(event.target.value)}
        onBlur={commitMin}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitMin();
        }}
        error={minInvalid}
        helperText={minInvalid ? t('ranking.minCountInvalid') : undefined}
        sx={{ width: 160 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'ranking-min-count' } }}
      />
    </Stack>
  );
}
