// @vitest-environment happy-dom
import type { TInterviewList } from '@opinio/domain/schemas/interviews';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { InterviewCards } from './interview-cards.tsx';

const ITEMS: TInterviewList['items'] = [
  {
    id: 501,
    date: '2026-11-24',
    unitTitle: 'Oulu Centre',
    nps: 3,
    comment: 'Queued at the till for twenty minutes.\nNobody came to open a second till.',
  },
  { id: 502, date: '2026-11-23', unitTitle: 'Kuopio Centre', nps: null, comment: null },
];

describe('the interview cards of a phone', () => {
  it('show the date in the reader’s language, the score in its class, the comment, and open the interview', async () => {
    await renderWithApp(<InterviewCards surveyExtName="cx" items={ITEMS} label="Interviews" showUnit />, {
      language: 'fi',
    });
    const list = screen.getByRole('list', { name: 'Interviews' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // the whole card is one link: one stop for the keyboard, a tap anywhere opens it
    const [first, second] = cards.map((card) => within(card).getByRole('link'));
    expect(first.getAttribute('href')).toBe('/interview/cx/501');
    expect(second.getAttribute('href')).toBe('/interview/cx/502');
    expect(within(cards[0]).getAllByRole('link')).toHaveLength(1);
    expect(within(cards[0]).getByTestId('interview-date').textContent).toBe('24.11.2026');
    expect(within(cards[0]).getByTestId('interview-date').getAttribute('datetime')).toBe('2026-11-24');
    const score = within(cards[0]).getByTestId('interview-nps');
    expect(score.textContent).toBe('3');
    expect(score.getAttribute('data-category')).toBe('detractor');
    // the class is said, not only shown in colour
    expect(first.textContent).toContain('NPS 3, Arvostelija');
    expect(within(cards[0]).getByTestId('interview-comment').textContent).toContain('Queued at the till');
    expect(within(cards[0]).getByTestId('interview-unit').textContent).toBe('Oulu Centre');
    expect(within(cards[1]).getByTestId('interview-nps').textContent).toBe('Ei arviota');
    expect(cards[1].textContent).toContain('Ei kommenttia');
  });

  it('name no unit where the node has none below it', async () => {
    await renderWithApp(
      <InterviewCards surveyExtName="cx" items={ITEMS} label="Interviews" showUnit={false} />,
    );
    expect(screen.queryAllByTestId('interview-unit')).toHaveLength(0);
    expect(screen.queryByText('Oulu Centre')).toBeNull();
    expect(screen.getAllByTestId('interview-date')[0].textContent).toBe('Nov 24, 2026');
  });

  it('are one Tab stop each', async () => {
    const { user } = await renderWithApp(
      <InterviewCards surveyExtName="cx" items={ITEMS} label="Interviews" showUnit />,
    );
    const links = screen.getAllByRole('link');
    await user.tab();
    expect(document.activeElement).toBe(links[0]);
    await user.tab();
    expect(document.activeElement).toBe(links[1]);
  });
});
