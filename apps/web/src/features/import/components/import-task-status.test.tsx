// @vitest-environment happy-dom
import type { TTask } from '@opinio/domain/schemas/tasks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { ImportTaskStatus } from './import-task-status.tsx';

const FAILED: TTask = {
  id: 9,
  type: 'import_interviews',
  state: 'failed',
  fileName: 'juni.csv',
  progress: { done: 0, total: 0 },
  attempts: 1,
  error: '2 rows are invalid: nothing was imported',
  failure: null,
  result: {
    inserted: 0,
    duplicates: 0,
    errorCount: 2,
    errors: [
      {
        row: 1,
        column: 'colour',
        code: 'unknown_question',
        params: { question: 'colour' },
        message: 'unknown question of survey cx',
      },
      {
        row: 4,
        column: 'date',
        code: 'date_out_of_range',
        params: { min: '1970-01-01', max: '2099-12-31' },
        message: 'must be between 1970-01-01 and 2099-12-31 (UTC)',
      },
    ],
    failure: { code: 'invalid_rows', params: { count: 2 } },
  },
  createdBy: 'mika',
  createdAt: '2026-11-20T08:00:00Z',
  startedAt: '2026-11-20T08:00:01Z',
  finishedAt: '2026-11-20T08:00:02Z',
};

describe('ImportTaskStatus', () => {
  it('says each bad cell of a failed import in Swedish, by its code, never the stored English', async () => {
    await renderWithApp(<ImportTaskStatus task={FAILED} />, { language: 'sv' });
    const table = screen.getByTestId('import-errors');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1', 'colour', 'Enkäten har ingen fråga colour.'],
      ['4', 'date', 'Datumet måste vara mellan 1970-01-01 och 2099-12-31.'],
    ]);
    expect(document.body.textContent).not.toMatch(/unknown question|must be between|rows are invalid/);
  });

  it('a failure without bad cells says its code in Swedish; one stored without a code reads as a failed import', async () => {
    const unreadable: TTask = {
      ...FAILED,
      error: 'The workbook has no worksheet',
      result: {
        inserted: 0,
        duplicates: 0,
        errorCount: 0,
        errors: [],
        failure: { code: 'invalid_file', params: {} },
      },
    };
    const first = await renderWithApp(<ImportTaskStatus task={unreadable} />, { language: 'sv' });
    expect(screen.getByTestId('import-failure').textContent).toBe('Filen kunde inte läsas.');
    first.unmount();
    await renderWithApp(<ImportTaskStatus task={{ ...unreadable, result: null }} />, { language: 'sv' });
    expect(screen.getByTestId('import-failure').textContent).toBe('Importen misslyckades.');
  });
});
