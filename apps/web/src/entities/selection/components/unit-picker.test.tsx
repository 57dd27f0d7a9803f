// @vitest-environment happy-dom
import type { TFilterOption } from '@opinio/domain/schemas/filters';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderWithApp } from '@/testing/render.tsx';
import { UnitPicker } from './unit-picker.tsx';

const UNITS = [
  { extName: 's002', title: 'Oulu Mall' },
  { extName: 's003', title: 'Oulu Station' },
  { extName: 'kemi', title: 'Kemi district' },
];

/** The survey's unit filter and its search, as the server answers them. */
function unitSearch() {
  return answerCalls((call) => {
    if (call.path === '/api/vuejs/filters/list/cx/standard')
      return { body: { filterGroups: [{ filters: [{ extName: 'store', serverSide: true }] }] } };
    if (call.path !== '/api/vuejs/filters/query/cx/store') return undefined;
    const needle = (call.query.get('query') ?? '').toLowerCase();
    return { body: { options: UNITS.filter((u) => u.title.toLowerCase().includes(needle)), more: false } };
  });
}

function Picker() {
  const [unit, setUnit] = useState<TFilterOption | null>(null);
  return (
    <>
      <UnitPicker surveyExtName="cx" value={unit} onChange={setUnit} label="Unit" testId="unit" />
      <output data-testid="chosen">{unit?.extName ?? ''}</output>
    </>
  );
}

describe('the unit picker', () => {
  it('selects the chosen unit’s name, so that the next name typed replaces it', async () => {
    const calls = unitSearch();
    const { user } = await renderWithApp(<Picker />);
    const field = screen.getByTestId<HTMLInputElement>('unit');
    await user.click(field);
    await user.type(field, 'mall');
    await user.click(await screen.findByRole('option', { name: 'Oulu Mall' }));
    expect(screen.getByTestId('chosen').textContent).toBe('s002');
    expect(field.value).toBe('Oulu Mall');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Oulu Mall'.length]);
    await user.keyboard('kemi');
    expect(field.value).toBe('kemi');
    await waitFor(() => expect(calls.some((c) => c.query.get('query') === 'kemi')).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Kemi district' }));
    expect(screen.getByTestId('chosen').textContent).toBe('kemi');
    expect(calls.some((c) => /mall.*kemi/i.test(c.query.get('query') ?? ''))).toBe(false);
  });
});
