import { describe, expect, it } from 'vitest';
import { chartTexts } from '@/testing/chart-text.ts';
import { distributionOption } from './distribution-option.ts';

describe('the distribution chart', () => {
  it('counts whole answers on its axis, however few', () => {
    // seven answers over eleven values: the highest bar is 2
    const counts = [0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 1];
    const option = distributionOption({
      bars: counts.map((count, value) => ({ label: String(value), count })),
      total: 4,
      answers: 'Answers',
      locale: 'en',
    });
    const texts = chartTexts(option);
    // the count axis: 0, 1, 2 and nothing in between
    expect(texts).toContain('2');
    expect(texts.filter((text) => /^\d+\.\d+$/.test(text))).toEqual([]);
  });
});
