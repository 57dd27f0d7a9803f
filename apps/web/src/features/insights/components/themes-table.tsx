import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TDriversResponse } from '@opinio/domain/schemas/insights';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactCard } from '@/components/fact-card.tsx';
import { FigureWithInterval } from '@/components/figure-with-interval.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';

type Theme = TDriversResponse['themes'][number];

interface ThemesTableProps {
  themes: readonly Theme[];
  /** The target indicator's title and decimals. */
  target: string;
  decimals: number;
  label: string;
}

/**
 * The comment themes beside the key drivers (docs/comment-summaries.md): who mentions each, the
 * target among them and among the others, and the impact with its 95% interval, those that
 * drag the target most first. On a phone a card per theme.
 */
export function ThemesTable({ themes, target, decimals, label }: ThemesTableProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const rows = useThemeFacts(themes, target, decimals);
  if (phone)
    return (
      <Stack
        component="ol"
        aria-label={label}
        data-testid="key-driver-themes"
        sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}
      >
        {rows.map(({ theme, facts }) => (
          <FactCard
            key={theme.key}
            title={theme.name}
            facts={facts}
            testId={`key-driver-theme-${theme.key}`}
          />
        ))}
      </Stack>
    );
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label} data-testid="key-driver-themes">
        <TableHead>
          <TableRow>
            <TableCell>{t('insights.themes.column.theme')}</TableCell>
            {rows[0]?.facts.map(([name]) => (
              <TableCell key={name} align="right" sx={nowrap}>
                {name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ theme, facts }) => (
            <TableRow key={theme.key} data-testid={`key-driver-theme-${theme.key}`}>
              <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                {theme.name}
              </TableCell>
              {facts.map(([name, value]) => (
                <TableCell key={name} align="right" sx={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** Each theme's figures, named: the same for the table's columns and the phone's cards. */
function useThemeFacts(themes: readonly Theme[], target: string, decimals: number) {
  const { t } = useTranslation();
  const locale = useLocale();
  return themes.map((theme) => {
    const { impact } = theme;
    const total = impact.mentioningN + impact.otherN;
    const effect = !impact.significant ? 'unclear' : impact.value < 0 ? 'drags' : 'lifts';
    const facts: [string, ReactNode][] = [
      [
        t('insights.themes.column.mentioning'),
        t('insights.themes.mentioning', {
          n: formatNumber(impact.mentioningN, locale),
          share: formatPercent((impact.mentioningN * 100) / total, locale),
        }),
      ],
      [
        t('insights.themes.column.theirs', { target }),
        impact.mentioningValue === null ? '–' : formatNumber(impact.mentioningValue, locale, decimals),
      ],
      [
        t('insights.themes.column.others', { target }),
        impact.otherValue === null ? '–' : formatNumber(impact.otherValue, locale, decimals),
      ],
      [
        t('insights.themes.column.impact'),
        <FigureWithInterval
          key="impact"
          value={impact.value}
          ciLow={impact.ciLow}
          ciHigh={impact.ciHigh}
          suppressed={false}
          decimals={Math.max(decimals, 1)}
        />,
      ],
      [t('insights.themes.column.effect'), t(`summary.effect.${effect}`, { indicator: target })],
    ];
    return { theme, facts };
  });
}
