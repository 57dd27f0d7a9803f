// @vitest-environment happy-dom
import type { TGamificationRow } from '@opinio/domain/schemas/gamification';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { LeaderboardCards } from './leaderboard-cards.tsx';

const OWN = 'org,all,north,oulu,s001';
const ROWS: TGamificationRow[] = [
  {
    extName: '',
    title: 'Peer 1',
    path: '',
    rank: 1,
    points: 1250,
    byRule: [1250],
    byMonth: [1250],
    badges: ['gold', 'mostImproved', 'alertHero'],
    peer: 1,
  },
  {
    extName: 's001',
    title: 'Oulu Centre',
    path: OWN,
    rank: 2,
    points: 1,
    byRule: [1],
    byMonth: [1],
    badges: ['silver'],
    peer: null,
  },
];

describe('the leaderboard on a phone', () => {
  it('is a card a unit: rank, name, points and every badge, the own unit marked', async () => {
    await renderWithApp(<LeaderboardCards rows={ROWS} ownPath={OWN} />);
    const list = screen.getByRole('list', { name: 'Leaderboard' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('Peer 1');
    expect(within(cards[0]).getByTestId('leaderboard-points').textContent).toBe('1250 points');
    expect(within(cards[1]).getByTestId('leaderboard-points').textContent).toBe('1 point');
    const badges = within(cards[0]).getByTestId('leaderboard-badges');
    expect(['Gold', 'Most improved', 'Alert hero'].every((b) => badges.textContent?.includes(b))).toBe(true);
    expect(cards[0].dataset.own).toBeUndefined();
    expect(cards[1].dataset.own).toBe('true');
  });
});
