import type { TIndicatorStatus } from '@opinio/domain/indicator-status';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { FigureWithInterval } from '@/components/figure-with-interval.tsx';
import { STATUS_TEXT_COLOUR } from '@/lib/indicator-status-colours.ts';
import type { RankingRow } from '../lib/ranking-rows.ts';

/** A ranking row's value with its interval, in its status colour when the row is ranked. */
export function RankingFigure(props: {
  row: RankingRow;
  indicator: TIndicator | undefined;
  ranked: boolean;
  status: TIndicatorStatus;
}) {
  const { row, indicator, ranked, status } = props;
  return (
    <FigureWithInterval
      value={row.value}
      ciLow={row.ciLow}
      ciHigh={row.ciHigh}
      suppressed={false}
      decimals={indicator?.decimals ?? 1}
      colour={ranked ? STATUS_TEXT_COLOUR[status] : 'text.secondary'}
    />
  );
}
