import { testFilter } from '@test/filters.ts';
import { describe, expect, it } from 'vitest';
import { describeFilterValue } from './value-label.ts';

const context = { today: new Date(Date.UTC(2025, 4, 28)), campaigns: [{ id: 12, name: 'Spring mail' }] };
const channel = testFilter('channel', {
  multipleSelections: true,
  exclude: true,
  options: [{ extName: 'web', title: 'Web shop' }],
});

describe('filter value descriptions', () => {
  it('choices by their option titles, excluded ones marked', () => {
    expect(describeFilterValue(channel, 'web', context)).toEqual({
      kind: 'option',
      title: 'Web shop',
      exclude: false,
    });
    expect(describeFilterValue(channel, '_web', context)).toEqual({
      kind: 'option',
      title: 'Web shop',
      exclude: true,
    });
    expect(describeFilterValue(channel, 'gone', context)).toMatchObject({ title: 'gone' });
  });

  it('ranges, texts, intervals and relative dates by their parts', () => {
    expect(describeFilterValue(testFilter('nps', { range: true }), '0_6', context)).toEqual({
      kind: 'range',
      from: 0,
      to: 6,
    });
    expect(describeFilterValue(testFilter('comment', { submatch: true }), '_slow', context)).toEqual({
      kind: 'text',
      text: 'slow',
      exclude: true,
    });
    expect(describeFilterValue(testFilter('ftime', { dateInterval: true }), 'rdays:-30:0', context)).toEqual({
      kind: 'interval',
      interval: { unit: 'days', from: -30, to: 0 },
    });
    expect(describeFilterValue(testFilter('fdate', { dateRef: true }), 'rdateb30db', context)).toEqual({
      kind: 'relativeDate',
      date: { direction: 'b', amount: 30, unit: 'd', way: 'b' },
      day: new Date('2025-04-28T00:00:00Z'),
    });
  });

  it('campaigns by name; modes; malformed values and unknown filters as written', () => {
    expect(
      describeFilterValue(testFilter('camp', { campaign: true }), '12::any:yes:any', context),
    ).toMatchObject({
      kind: 'campaign',
      name: 'Spring mail',
    });
    expect(describeFilterValue(testFilter('ftoday', { today: true }), 'today_md', context)).toEqual({
      kind: 'today',
      mode: 'today_md',
    });
    expect(describeFilterValue(testFilter('nps', { range: true }), 'abc', context)).toEqual({
      kind: 'raw',
      text: 'abc',
    });
    expect(describeFilterValue(undefined, 'x', context)).toEqual({ kind: 'raw', text: 'x' });
  });
});
