// @vitest-environment happy-dom
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { screen, within } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import type { RankingRow } from '../lib/ranking-rows.ts';
import { PeerStanding } from './peer-standing.tsx';
import { RankingRowsTable } from './ranking-rows-table.tsx';

const DISTRICT = 'org,all,north,oulu';

function row(rank: number, title: string, overrides: Partial<RankingRow> = {}): RankingRow {
  const extName = `s00${rank}`;
  return {
    extName,
    title,
    path: `${DISTRICT},${extName}`,
    count: 100 + rank,
    value: 60 - rank * 5,
    ciLow: 50 - rank * 5,
    ciHigh: 70 - rank * 5,
    fairScore: 50 - rank * 5,
    differsFromParent: null,
    previousValue: null,
    change: null,
    changeSignificant: null,
    rank,
    previousRank: rank + 1,
    peer: null,
    ...overrides,
  };
}

/** A store manager's view: their store named, the peers numbered and unnamed (as the panel titles them). */
const PEERS: RankingRow[] = [
  row(1, 'Peer 1', { extName: '', path: '', peer: 1, previousRank: 1 }),
  row(2, 'Oulu Centre with a long name that must wrap on a phone'),
  row(3, 'Peer 3', { extName: '', path: '', peer: 3, previousRank: 1 }),
];
const OWN = PEERS[1].path;
const nps = { extName: 'nps', title: 'NPS', decimals: 0, thresholds: null } as unknown as TIndicator;

function draw(onDrill = vi.fn()) {
  return renderWithApp(
    <RankingRowsTable
      rows={PEERS}
      indicator={nps}
      ranked
      hasPeriod
      range={{ min: 45, max: 55 }}
      label="Ranking by NPS"
      testId="ranking-table"
      ownPath={OWN}
      onDrill={onDrill}
    />,
  );
}

/** The window's size, as a browser's: the theme's breakpoints follow it. */
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

describe('the ranking rows', () => {
  afterEach(() => setViewport(1024, 768));

  it('on a phone are cards: rank, wrapped name, value with its interval, answers and change', async () => {
    setViewport(390, 844);
    await draw();
    const list = screen.getByRole('list', { name: 'Ranking by NPS' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByTestId('ranking-card');
    expect(cards).toHaveLength(3);
    const own = cards[1];
    expect(own.dataset.own).toBe('true');
    expect(within(own).getByTestId('ranking-card-rank').textContent).toBe('2');
    expect(within(own).getByTestId('ranking-card-title').textContent).toBe(
      'Oulu Centre with a long name that must wrap on a phone',
    );
    expect(within(own).getByTestId('figure-value').textContent).toBe('50');
    expect(within(own).getByTestId('figure-interval').textContent).toContain('40–60');
    expect(within(own).getByTestId('ranking-card-count').textContent).toBe('102 answers');
    // the change as the table shows it: an arrow and the places, said in words
    expect(within(own).getByTestId('ranking-card-change').textContent).toContain('Up 1 place');
    expect(within(cards[2]).getByTestId('ranking-card-change').textContent).toContain('Down 2 places');
    expect(within(own).getByText('This unit')).toBeTruthy();
    // a peer without a name has no id on the page
    expect(cards[0].dataset.unit).toBeUndefined();
    expect(cards[1].dataset.unit).toBe('s002');
  });

  it('on a phone each card that opens is one Tab stop, and Enter opens it; unnamed peers are not stops', async () => {
    setViewport(390, 844);
    const onDrill = vi.fn();
    const { user } = await draw(onDrill);
    const cards = within(screen.getByRole('list', { name: 'Ranking by NPS' }));
    const buttons = cards.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    // the sort picker first, then the one card that opens
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.tab();
    expect(document.activeElement).toBe(buttons[0]);
    expect(within(buttons[0]).getByTestId('ranking-card-title')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onDrill).toHaveBeenCalledWith(PEERS[1]);
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('on a phone one picker sorts the cards, as the headers sort the table', async () => {
    setViewport(390, 844);
    const { user } = await draw();
    const titles = () => screen.getAllByTestId('ranking-card-title').map((e) => e.textContent);
    expect(titles()).toEqual(['Peer 1', PEERS[1].title, 'Peer 3']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Change' }));
    // Peer 1 kept its rank, the own unit gained one, Peer 3 lost two
    expect(titles()).toEqual([PEERS[1].title, 'Peer 1', 'Peer 3']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Answers' }));
    expect(titles()).toEqual(['Peer 3', PEERS[1].title, 'Peer 1']);
  });

  it('at desktop widths stay a table; an unnamed peer opens nothing, the own row is selected', async () => {
    const onDrill = vi.fn();
    const { user } = await draw(onDrill);
    const table = screen.getByRole('table', { name: 'Ranking by NPS' });
    const rows = within(table).getAllByTestId('ranking-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    await user.click(rows[0]);
    expect(onDrill).not.toHaveBeenCalled();
    expect(rows[1].classList.contains('Mui-selected')).toBe(true);
    await user.click(within(rows[1]).getByRole('button', { name: /Open Oulu Centre/ }));
    expect(onDrill).toHaveBeenCalledWith(PEERS[1]);
  });
});

describe('the standing among peers', () => {
  it('names the unit with its rank of how many, its value, and says the others are unnamed', async () => {
    await renderWithApp(
      <PeerStanding own={PEERS[1]} ranked={3} total={4} minCount={10} anonymous indicator={nps} />,
    );
    const standing = screen.getByTestId('ranking-peers');
    expect(standing.textContent).toContain('Oulu Centre with a long name');
    expect(within(standing).getByTestId('ranking-peers-rank').textContent).toBe('Rank 2 of 3');
    expect(within(standing).getByTestId('figure-value').textContent).toBe('50');
    expect(standing.textContent).toContain('Ranked among the 4 units');
    expect(standing.textContent).toContain('Other units are shown without their names.');
  });

  it('says so when the unit itself has too few answers to be ranked', async () => {
    await renderWithApp(
      <PeerStanding
        own={{ ...PEERS[1], rank: null }}
        ranked={2}
        total={4}
        minCount={10}
        anonymous={false}
        indicator={nps}
      />,
    );
    expect(screen.getByTestId('ranking-peers-rank').textContent).toBe('Not ranked: fewer than 10 answers');
    expect(screen.getByTestId('ranking-peers').textContent).not.toContain('without their names');
  });
});

describe('a fair ranking', () => {
  afterEach(() => setViewport(1024, 768));

  // 86 with 59 answers above 92 with 12: the fair scores, the order's key, stand beside them
  const FAIR: RankingRow[] = [
    row(1, 'Oulu Park', { value: 86, ciLow: 77, fairScore: 77, count: 59 }),
    row(2, 'Lohja Gate', { value: 92, ciLow: 76, fairScore: 76, count: 12 }),
    row(3, 'Kemi Station', { value: 86, ciLow: 72, fairScore: 72, count: 22 }),
  ];
  const drawFair = (language: 'en' | 'fi' = 'en') =>
    renderWithApp(
      <RankingRowsTable
        rows={FAIR}
        indicator={nps}
        ranked
        fair
        hasPeriod
        range={{ min: 80, max: 95 }}
        label="Ranking by NPS"
        testId="ranking-table"
        onDrill={vi.fn()}
      />,
      { language },
    );

  it('says above its rows what the order follows, and shows each fair score in a column of its own', async () => {
    await drawFair();
    const table = screen.getByRole('table', { name: 'Ranking by NPS' });
    expect(within(table).getByTestId('ranking-table-fair-caption').textContent).toBe(
      "Ordered by fair score: the low end of each unit's 95% interval. A unit with few answers ranks high only when they are clearly good, so a higher value can stand below a lower one.",
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Rank', 'Unit', 'Fair score', 'NPS', 'Answers', 'Change']);
    expect(
      within(table)
        .getAllByTestId('ranking-fair-score')
        .map((c) => c.textContent),
    ).toEqual(['77', '76', '72']);
  });

  it('on a phone says it above the cards, and each card shows its fair score', async () => {
    setViewport(390, 844);
    await drawFair('fi');
    const list = screen.getByRole('list', { name: 'Ranking by NPS' });
    const caption = screen.getByTestId('ranking-table-fair-caption');
    expect(caption.textContent).toContain('Järjestetty reilun arvon mukaan');
    expect(list.getAttribute('aria-describedby')).toBe(caption.id);
    expect(
      within(list)
        .getAllByTestId('ranking-card-fair-score')
        .map((c) => c.textContent),
    ).toEqual(['Reilu arvo 77', 'Reilu arvo 76', 'Reilu arvo 72']);
  });
});
