// @vitest-environment happy-dom
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { peerLevelNames } from '@/lib/level-names.ts';
import { renderWithApp } from '@/testing/render.tsx';
import type { RankingRow } from '../lib/ranking-rows.ts';
import { PeerStanding } from './peer-standing.tsx';
import { RankingControls } from './ranking-controls.tsx';

const nps: TIndicator = {
  extName: 'nps',
  title: 'NPS',
  kind: 'nps',
  questionExtName: 'nps',
  decimals: 0,
  thresholds: null,
};

const draw = (levelNames: readonly string[], language: 'en' | 'fi' = 'en') => {
  const onChange = vi.fn();
  return renderWithApp(
    <RankingControls
      indicators={[nps]}
      levels={[2, 3, 4]}
      level={4}
      depth={4}
      levelNames={levelNames}
      minCount={10}
      params={{ indicator: 'nps', level: null, minCount: null, order: null }}
      onChange={onChange}
    />,
    { language },
  ).then((rendered) => ({ ...rendered, onChange }));
};

describe('the ranking level picker', () => {
  it('names the levels as the view does, and picks a level by its name', async () => {
    const { user, onChange } = await draw(['Company', 'Region', 'District', 'Store']);
    const picker = screen.getByRole('combobox', { name: 'Level' });
    expect(picker.textContent).toBe('Store');
    await user.click(picker);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Region', 'District', 'Store']);
    await user.click(screen.getByRole('option', { name: 'District' }));
    expect(onChange).toHaveBeenCalledWith({ level: 3 });
  });

  it('in Finnish too; a level the view leaves unnamed keeps its number', async () => {
    const { user } = await draw(['Yritys', 'Alue'], 'fi');
    const picker = screen.getByRole('combobox', { name: 'Taso' });
    expect(picker.textContent).toBe('Taso 4 (alin)');
    await user.click(picker);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Alue', 'Taso 3', 'Taso 4 (alin)']);
  });

  it('without names, the levels are numbered as before', async () => {
    await draw([]);
    expect(screen.getByRole('combobox', { name: 'Level' }).textContent).toBe('Level 4 (lowest)');
  });
});

describe('the peer sentence with named levels', () => {
  const own: RankingRow = {
    extName: 's001',
    title: 'Oulu Centre',
    path: 'org,all,north,oulu,s001',
    count: 120,
    value: 40,
    ciLow: 30,
    ciHigh: 50,
    fairScore: 30,
    differsFromParent: null,
    previousValue: null,
    change: null,
    changeSignificant: null,
    rank: 2,
    previousRank: null,
    peer: null,
  };
  const names = ['Company', 'Region', 'District', 'Store'];

  it('says among how many units of which level, under the same unit of the level above', async () => {
    await renderWithApp(
      <PeerStanding
        own={own}
        ranked={9}
        total={10}
        minCount={5}
        anonymous={false}
        indicator={nps}
        names={peerLevelNames(names, 4)}
      />,
    );
    expect(screen.getByTestId('ranking-peers').textContent).toContain(
      'Ranked among the 10 units at the Store level under the same District.',
    );
  });

  it('in Finnish without inflecting the names', async () => {
    await renderWithApp(
      <PeerStanding
        own={own}
        ranked={9}
        total={10}
        minCount={5}
        anonymous={false}
        indicator={nps}
        names={peerLevelNames(['Yritys', 'Alue', 'Piiri', 'Myymälä'], 4)}
      />,
      { language: 'fi' },
    );
    expect(screen.getByTestId('ranking-peers').textContent).toContain(
      'Sijoitettu 10 yksikön joukossa tasolla Myymälä, saman yksikön alla tasolla Piiri.',
    );
  });

  it('keeps the generic sentence when a level of the two is unnamed', () => {
    expect(peerLevelNames(names, 4)).toEqual({ level: 'Store', parent: 'District' });
    expect(peerLevelNames(['Company'], 3)).toBeNull();
    expect(peerLevelNames([], 2)).toBeNull();
  });
});
