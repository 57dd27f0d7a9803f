// @vitest-environment happy-dom
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { testFilter } from '@test/filters.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerCalls, renderWithApp } from '@/testing/render.tsx';
import { TypeaheadEditor } from './typeahead-editor.tsx';

const STORES = [
  { extName: 's001', title: 'Helsinki Centre' },
  { extName: 's040', title: 'Oulu Centre' },
  { extName: 's041', title: 'Oulu Limingantulli' },
];

/** The units' search as the server answers it: the titles containing the typed text. */
function storeSearch() {
  return answerCalls((call) => {
    if (!call.path.startsWith('/api/vuejs/filters/query/')) return undefined;
    const needle = (call.query.get('query') ?? '').toLowerCase();
    const found = STORES.filter((s) => s.title.toLowerCase().includes(needle));
    return { body: { options: found, more: false } };
  });
}

const survey = { extName: 'cx' } as TSurvey;
const store = testFilter('store', {
  title: 'Store',
  multipleSelections: true,
  serverSide: true,
  options: [],
});

describe('the store typeahead', () => {
  it('keeps what is typed, searches for it and applies the chosen store', async () => {
    const calls = storeSearch();
    const onApply = vi.fn();
    const { user } = await renderWithApp(
      <TypeaheadEditor
        survey={survey}
        filter={store}
        label="Store"
        values={[]}
        onApply={onApply}
        serverSide
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Search and choose' });
    await user.click(field);
    await user.type(field, 'oulu');
    expect(field).toHaveProperty('value', 'oulu');
    await waitFor(() => expect(calls.some((c) => c.query.get('query') === 'oulu')).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Oulu Limingantulli' }));
    expect(screen.queryByRole('option', { name: 'Helsinki Centre' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(['s041']);
  });

  it('keeps the typed text when a store is chosen, and searches again for new text', async () => {
    const calls = storeSearch();
    const { user } = await renderWithApp(
      <TypeaheadEditor
        survey={survey}
        filter={store}
        label="Store"
        values={[]}
        onApply={vi.fn()}
        serverSide
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Search and choose' });
    await user.click(field);
    await user.type(field, 'centre');
    await user.click(await screen.findByRole('option', { name: 'Oulu Centre' }));
    expect(field).toHaveProperty('value', 'centre');
    expect(screen.getByRole('option', { name: 'Helsinki Centre' })).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'hel');
    expect(field).toHaveProperty('value', 'hel');
    await waitFor(() => expect(calls.some((c) => c.query.get('query') === 'hel')).toBe(true));
    expect(await screen.findByRole('option', { name: 'Helsinki Centre' })).toBeTruthy();
  });

  it('the next store typed after a choice replaces the text, never adds to it', async () => {
    const calls = storeSearch();
    const onApply = vi.fn();
    const { user } = await renderWithApp(
      <TypeaheadEditor
        survey={survey}
        filter={store}
        label="Store"
        values={[]}
        onApply={onApply}
        serverSide
      />,
    );
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search and choose' });
    await user.click(field);
    await user.type(field, 'oulu');
    await user.click(await screen.findByRole('option', { name: 'Oulu Centre' }));
    // the text stays for another choice from the same search, selected: typing replaces it
    expect(field.value).toBe('oulu');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 4]);
    expect(screen.getByRole('option', { name: 'Oulu Limingantulli' })).toBeTruthy();
    await user.keyboard('hel');
    expect(field.value).toBe('hel');
    await waitFor(() => expect(calls.some((c) => c.query.get('query') === 'hel')).toBe(true));
    expect(calls.some((c) => /oulu.+hel/.test(c.query.get('query') ?? ''))).toBe(false);
    await user.click(await screen.findByRole('option', { name: 'Helsinki Centre' }));
    expect(field.value).toBe('hel');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(['s040', 's001']);
  });
});
