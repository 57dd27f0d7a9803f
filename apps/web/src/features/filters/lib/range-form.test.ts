import { describe, expect, it } from 'vitest';
import { rangeFormResult, rangeFormTexts } from './range-form.ts';

describe('range form', () => {
  it('writes from_to when both ends are filled in, negatives and decimals included', () => {
    expect(rangeFormResult('0', '6')).toEqual({ kind: 'set', value: '0_6' });
    expect(rangeFormResult(' -1.5 ', '2')).toEqual({ kind: 'set', value: '-1.5_2' });
    expect(rangeFormResult('-1,5', '2,25')).toEqual({ kind: 'set', value: '-1.5_2.25' });
  });

  it('clears the filter when either end is empty', () => {
    expect(rangeFormResult('', '6')).toEqual({ kind: 'clear' });
    expect(rangeFormResult('0', ' ')).toEqual({ kind: 'clear' });
    expect(rangeFormResult('', '')).toEqual({ kind: 'clear' });
  });

  it('refuses text that is not a number, and from larger than to', () => {
    expect(rangeFormResult('abc', '6')).toEqual({ kind: 'invalid', from: 'notNumber', to: null });
    expect(rangeFormResult('1', '1e3')).toEqual({ kind: 'invalid', from: null, to: 'notNumber' });
    expect(rangeFormResult('7', '6')).toEqual({ kind: 'invalid', from: 'fromLarger', to: null });
  });

  it('fills the form from the current value', () => {
    expect(rangeFormTexts(['-1.5_2'])).toEqual({ from: '-1.5', to: '2' });
    expect(rangeFormTexts(['oops'])).toEqual({ from: '', to: '' });
    expect(rangeFormTexts([])).toEqual({ from: '', to: '' });
  });
});
