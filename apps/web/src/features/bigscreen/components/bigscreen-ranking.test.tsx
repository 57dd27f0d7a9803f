// @vitest-environment happy-dom
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { BigScreenRanking } from './bigscreen-ranking.tsx';

const row = (rank: number, title: string, value: number, fairScore: number) => ({
  rank,
  extName: title.toLowerCase().replace(/ /g, '-'),
  title,
  value,
  fairScore,
  count: 20,
});

const summary = {
  tiles: [
    {
      indicator: {
        extName: 'nps',
        title: 'NPS',
        kind: 'nps',
        questionExtName: 'nps',
        decimals: 0,
        thresholds: null,
      },
    },
  ],
  ranking: {
    indicator: 'nps',
    level: 4,
    minCount: 5,
    order: 'fair',
    ranked: 3,
    // 86 above 92: the fair scores say why
    top: [row(1, 'Oulu Park', 86, 77), row(2, 'Lohja Gate', 92, 76), row(3, 'Kemi Station', 86, 72)],
    bottom: [],
  },
} as unknown as TBigScreenSummary;

describe('the big screen ranking', () => {
  it('ranked fairly, says so in its title and shows each fair score beside the value, under headings', async () => {
    await renderWithApp(<BigScreenRanking summary={summary} />);
    const card = screen.getByRole('region', { name: 'Ranking: NPS, by fair score' });
    const columns = within(card).getByTestId('bigscreen-ranking-columns');
    expect(columns.textContent).toBe('TopFair scoreNPS');
    const top = within(card).getByTestId('bigscreen-top');
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.Oulu Park7786', '2.Lohja Gate7692', '3.Kemi Station7286']);
    expect(card.textContent).toContain(
      'Fair score: the low end of the 95% interval, so few answers count for less',
    );
  });

  it('ranked by value, shows the value alone', async () => {
    const raw = { ...summary, ranking: { ...summary.ranking!, order: 'raw' as const } };
    await renderWithApp(<BigScreenRanking summary={raw} />, { language: 'sv' });
    const card = screen.getByRole('region', { name: 'Rankning: NPS' });
    expect(within(card).queryByTestId('bigscreen-fair-score')).toBeNull();
    expect(within(card).queryByTestId('bigscreen-ranking-columns')).toBeNull();
  });
});
