import type { TSummaryTheme } from '@opinio/domain/schemas/comment-summary';
import { describe, expect, it } from 'vitest';
import { themeEffect, themeFigures } from './theme-text.ts';

const theme = (impact: Partial<NonNullable<TSummaryTheme['impact']>> | null): TSummaryTheme => ({
  key: 'checkout-queues',
  name: 'Checkout and queues',
  count: 412,
  share: 18.25,
  sentiment: -0.4,
  change: 6.04,
  changeSignificant: true,
  impact:
    impact === null
      ? null
      : {
          value: -2.14,
          ciLow: -2.93,
          ciHigh: -1.31,
          significant: true,
          mentioningValue: -12.2,
          otherValue: 34.4,
          mentioningN: 380,
          otherN: 1700,
          ...impact,
        },
  comments: [],
});

describe('theme text', () => {
  it('tells a significant negative impact as dragging, a positive one as lifting', () => {
    expect(themeEffect(theme({}))).toBe('drags');
    expect(themeEffect(theme({ value: 1.5, ciLow: 0.4, ciHigh: 2.6 }))).toBe('lifts');
    expect(themeEffect(theme({ significant: false }))).toBe('unclear');
    expect(themeEffect(theme(null))).toBe('tooFew');
  });

  it('gives a fall as a size with its interval turned the same way', () => {
    const figures = themeFigures(theme({}), 0, 'en');
    expect(figures).toMatchObject({
      share: '18%',
      count: '412',
      change: '+6.0',
      mentioning: '-12',
      others: '34',
      impact: '2.1',
      low: '1.3',
      high: '2.9',
    });
    const rise = themeFigures(theme({ value: 1.54, ciLow: 0.41, ciHigh: 2.66 }), 2, 'fi');
    expect(rise).toMatchObject({ impact: '1,54', low: '0,41', high: '2,66' });
  });

  it('leaves out what a theme under the minimum has not got', () => {
    expect(themeFigures({ ...theme(null), change: null }, 0, 'en')).toMatchObject({
      change: null,
      mentioning: null,
      impact: null,
      low: null,
    });
  });
});
