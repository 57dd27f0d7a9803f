import { describe, expect, it } from 'vitest';
import { intervalForm, intervalFormResult } from './interval-form.ts';

describe('date-interval form', () => {
  it('starts at -30 to 0 days, or at the current value', () => {
    expect(intervalForm([])).toEqual({ from: '-30', to: '0', unit: 'days' });
    expect(intervalForm(['rmonths:-24:0'])).toEqual({ from: '-24', to: '0', unit: 'months' });
    expect(intervalForm(['garbage'])).toEqual({ from: '-30', to: '0', unit: 'days' });
  });

  it('writes rdays:<from>:<to>', () => {
    expect(intervalFormResult({ from: '-60', to: '0', unit: 'days' })).toEqual({
      ok: true,
      value: 'rdays:-60:0',
    });
    expect(intervalFormResult({ from: '-2', to: '-1', unit: 'years' })).toEqual({
      ok: true,
      value: 'ryears:-2:-1',
    });
  });

  it('both numbers are mandatory', () => {
    expect(intervalFormResult({ from: '', to: '0', unit: 'days' })).toEqual({
      ok: false,
      from: { key: 'VALIDATE_ERROR_MANDATORY' },
      to: null,
    });
    expect(intervalFormResult({ from: '-3', to: 'x', unit: 'days' })).toMatchObject({
      ok: false,
      to: { key: 'VALIDATE_ERROR_MANDATORY' },
    });
  });

  it('from must be less than to, and to larger than from', () => {
    expect(intervalFormResult({ from: '5', to: '1', unit: 'days' })).toEqual({
      ok: false,
      from: { key: 'VALIDATE_ERROR_LESS_THAN', to: 1 },
      to: { key: 'VALIDATE_ERROR_LARGER_THAN', from: 5 },
    });
    expect(intervalFormResult({ from: '0', to: '0', unit: 'days' })).toMatchObject({ ok: false });
  });
});
