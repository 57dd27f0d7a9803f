// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { NoMatchingAnswers } from './no-matching-answers.tsx';

describe('a page whose filters leave no answers', () => {
  it('says so once and offers to clear the filters, or to go back to the start filter', async () => {
    const chosen: string[] = [];
    const { user } = await renderWithApp(
      <NoMatchingAnswers
        unit="North region"
        filterToken="ftime=rdays:-90:0;comment=xyzzy~"
        startFilter="ftime=rdays:-90:0"
        onFilterToken={(token) => chosen.push(token)}
      />,
    );
    const panel = screen.getByRole('region', { name: 'No answers match these filters' });
    expect(panel.textContent).toContain(
      'None of the answers at North region passes every filter on this page',
    );
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await user.click(screen.getByRole('button', { name: 'Back to default filters' }));
    expect(chosen).toEqual(['', 'ftime=rdays:-90:0']);
  });

  it('offers no way back to the start filter when that is what leaves no answers', async () => {
    await renderWithApp(
      <NoMatchingAnswers
        unit="Oulu Centre"
        filterToken="ftime=rdays:-90:0"
        startFilter="ftime=rdays:-90:0"
        onFilterToken={() => {}}
      />,
      { language: 'fi' },
    );
    expect(screen.getByRole('region', { name: 'Mikään vastaus ei vastaa suodattimia' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tyhjennä kaikki suodattimet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Palauta oletussuodattimet' })).toBeNull();
  });
});
