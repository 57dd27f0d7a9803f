import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCampaignFilter,
  formatRange,
  formatRelativeDate,
  formatSubstring,
  parseCampaignFilter,
  parseRange,
  parseRelativeDate,
  parseSubstring,
  relativeDateDay,
  validateDateInterval,
} from './filter-values.ts';

const decimal = fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100);

describe('range values', () => {
  it('round-trip from_to with negatives and decimals', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const value = { from: Math.min(a, b), to: Math.max(a, b) };
        const parsed = parseRange(formatRange(value));
        expect(parsed).toEqual({ ok: true, value });
      }),
    );
  });

  it("keep within the answers' whole-number range", () => {
    expect(parseRange('-2147483648_2147483647').ok).toBe(true);
    for (const far of ['0_2147483648', '-2147483649_0', '-99999999999999999999_0', '0_1.5e3']) {
      const parsed = parseRange(far);
      expect(parsed.ok, far).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toContain(far);
    }
  });

  it('reject other text and from > to, with a reason', () => {
    for (const bad of ['5', '1_', '_1', 'a_b', '1__2', '3_1', '1.5.2_3']) {
      const parsed = parseRange(bad);
      expect(parsed.ok, bad).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toContain(bad);
    }
  });
});

describe('relative-date values', () => {
  it('round-trip every direction, unit and way', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('e', 'b', 'a'),
        fc.nat({ max: 200 }),
        fc.constantFrom('d', 'm', 'y'),
        fc.constantFrom('b', 'f'),
        (direction, amount, unit, way) => {
          const value = { direction, amount, unit, way } as const;
          expect(parseRelativeDate(formatRelativeDate(value))).toEqual({ ok: true, value });
        },
      ),
    );
  });

  it('default is 0 days back, exact', () => {
    expect(parseRelativeDate('rdatee0db')).toEqual({
      ok: true,
      value: { direction: 'e', amount: 0, unit: 'd', way: 'b' },
    });
  });

  it('resolve to a day relative to today', () => {
    const today = new Date('2026-03-31T10:00:00Z');
    const back = parseRelativeDate('rdateb1mb');
    expect(back.ok && relativeDateDay(back.value, today).toISOString().slice(0, 10)).toBe('2026-03-03');
    const forward = parseRelativeDate('rdatea2df');
    expect(forward.ok && relativeDateDay(forward.value, today).toISOString().slice(0, 10)).toBe('2026-04-02');
  });

  it('reach at most 200 years from today (73,000 days, 2,400 months), with a reason', () => {
    expect(parseRelativeDate('rdateb73000db').ok).toBe(true);
    expect(parseRelativeDate('rdatea2400mf').ok).toBe(true);
    expect(parseRelativeDate('rdatee200yb').ok).toBe(true);
    for (const far of ['rdateb73001db', 'rdatea2401mf', 'rdateb99999yb', 'rdatee201yf']) {
      const parsed = parseRelativeDate(far);
      expect(parsed.ok, far).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toMatch(/at most/);
    }
  });

  it('reject malformed values', () => {
    for (const bad of ['rdate', 'rdatex1db', 'rdatee1wb', 'rdatee1dx', 'rdatee-1db', 'date e1db']) {
      expect(parseRelativeDate(bad).ok, bad).toBe(false);
    }
  });
});

describe('typed substring values', () => {
  it("store '~' after an include and '_' before an exclude, any text", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom('include', 'exclude'), (text, mode) => {
        fc.pre(!(mode === 'exclude' && text.endsWith('~')));
        const value = { mode, text } as const;
        expect(parseSubstring(formatSubstring(value))).toEqual({ ok: true, value });
      }),
    );
    expect(parseSubstring('slow~')).toEqual({ ok: true, value: { mode: 'include', text: 'slow' } });
    expect(parseSubstring('_slow')).toEqual({ ok: true, value: { mode: 'exclude', text: 'slow' } });
    expect(parseSubstring('slow').ok).toBe(false);
    expect(parseSubstring('~').ok).toBe(false);
    expect(parseSubstring('_x~')).toEqual({ ok: true, value: { mode: 'include', text: '_x' } });
    expect(() => formatSubstring({ mode: 'exclude', text: 'x~' })).toThrow(/cannot end with ~/);
  });
});

describe('campaign filter values', () => {
  it('round-trip', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.option(fc.nat({ max: 9999 }), { nil: null }),
        fc.constantFrom('any', 'delivered', 'pending', 'failed', 'unsub'),
        fc.constantFrom('any', 'yes', 'no'),
        fc.constantFrom('any', 'yes', 'no'),
        (campaignId, days, state, opened, clicked) => {
          const value = { campaignId, days, state, opened, clicked } as const;
          expect(parseCampaignFilter(formatCampaignFilter(value))).toEqual({ ok: true, value });
        },
      ),
    );
    expect(parseCampaignFilter('1:2:sent:any:any').ok).toBe(false);
  });
});

describe('date-interval form', () => {
  it('both ends are mandatory numbers', () => {
    expect(validateDateInterval('', '0')).toEqual({ from: { key: 'VALIDATE_ERROR_MANDATORY' }, to: null });
    expect(validateDateInterval('-30', 'x').to).toEqual({ key: 'VALIDATE_ERROR_MANDATORY' });
  });

  it('from must be less than to', () => {
    expect(validateDateInterval('-30', '0')).toEqual({ from: null, to: null });
    expect(validateDateInterval('5', '1')).toEqual({
      from: { key: 'VALIDATE_ERROR_LESS_THAN', to: 1 },
      to: { key: 'VALIDATE_ERROR_LARGER_THAN', from: 5 },
    });
    expect(validateDateInterval('0', '0').from).not.toBeNull();
  });
});
