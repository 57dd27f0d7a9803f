// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/locale-choice.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { DateTimeField } from './date-time-field.tsx';

function Field({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeField
      label="Due date"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      testId="due"
    />
  );
}

/** What the field shows: its label and its sections, as one text. */
const shown = () => screen.getByTestId('due').textContent ?? '';

describe('DateTimeField', () => {
  it.each([
    ['fi', '25. marraskuu 2026 14.30'],
    ['sv', '25 nov 2026 14:30'],
    ['en', 'Nov 25, 2026 14:30'],
  ] as const)('writes a moment as the %s language does: %s', async (language: Locale, text) => {
    await renderWithApp(<Field initial="2026-11-25T14:30" seen={[]} />, { language });
    expect(shown()).toContain(text);
  });

  it('a typed Finnish date becomes the value, local time', async () => {
    const seen: string[] = [];
    const { user } = await renderWithApp(<Field initial="" seen={seen} />, { language: 'fi' });
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.keyboard('3012202609 15');
    expect(seen.at(-1)).toBe('2026-12-30T09:15');
  });

  it('a month is typed as its number or its first letters', async () => {
    const seen: string[] = [];
    const { user } = await renderWithApp(<Field initial="" seen={seen} />, { language: 'en' });
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.keyboard('1202202609 15');
    expect(seen.at(-1)).toBe('2026-12-02T09:15');
    expect(shown()).toContain('Dec 02, 2026 09:15');
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.keyboard('mar');
    expect(seen.at(-1)).toBe('2026-03-02T09:15');
  });
});
