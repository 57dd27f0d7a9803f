import { describe, expect, it } from 'vitest';
import {
  formatAxisValue,
  formatChartValue,
  formatDateWithMonthName,
  formatDay,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatPeriodEnd,
} from './number-format.ts';

const NBSP = '\u00a0';

describe('numbers in the user’s language', () => {
  it('groups thousands and writes decimals as the language does', () => {
    expect(formatNumber(14_462, 'en')).toBe('14,462');
    expect(formatNumber(14_462, 'fi')).toBe(`14${NBSP}462`);
    expect(formatNumber(14_462, 'sv')).toBe(`14${NBSP}462`);
    expect(formatNumber(1.5, 'fi', 1)).toBe('1,5');
    expect(formatNumber(1.5, 'en', 1)).toBe('1.5');
  });

  it('file sizes take the largest decimal unit, with one decimal', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(1_540_000, 'fi')).toBe('1,5 Mt');
    expect(formatFileSize(1_540_000, 'sv')).toBe('1,5 MB');
  });

  it('axis ticks keep the decimals they have, at most two', () => {
    expect(formatAxisValue(2000, 'fi')).toBe(`2${NBSP}000`);
    expect(formatAxisValue(42.5, 'fi')).toBe('42,5');
    expect(formatAxisValue(42.5, 'en')).toBe('42.5');
    expect(formatAxisValue(0.125, 'sv')).toBe('0,13');
  });

  it('shares are written as the language writes per cent', () => {
    expect(formatPercent(34.5, 'en', 1)).toBe('34.5%');
    expect(formatPercent(34.5, 'fi', 1)).toBe(`34,5${NBSP}%`);
    expect(formatPercent(34.4, 'sv')).toBe(`34${NBSP}%`);
  });

  it('a value from a chart is a number in the language, or a dash when there is none', () => {
    expect(formatChartValue(1204, 'fi')).toBe(`1${NBSP}204`);
    expect(formatChartValue(41.25, 'en', 1)).toBe('41.3');
    expect(formatChartValue('7', 'en')).toBe('7');
    expect(formatChartValue(null, 'en')).toBe('–');
    expect(formatChartValue('-', 'en')).toBe('–');
    expect(formatChartValue('', 'en')).toBe('–');
  });
});

describe('days in the user’s language', () => {
  const day = new Date('2026-11-22T00:00:00Z');

  it('writes a calendar day as the language does, whatever the time zone', () => {
    expect(formatDay(day, 'en')).toBe('Nov 22, 2026');
    expect(formatDay(day, 'fi')).toBe('22.11.2026');
    expect(formatDay(day, 'sv')).toBe('22 nov. 2026');
  });

  it('the last day of a period is the day before its exclusive end', () => {
    expect(formatPeriodEnd('2026-11-23', 'fi')).toBe('22.11.2026');
    expect(formatPeriodEnd('not a day', 'fi')).toBe('not a day');
  });
});

describe('dates that cannot be misread', () => {
  // 2 December 2026 at 14:30 wherever the test runs: the moment is made in local time
  const moment = new Date(2026, 11, 2, 14, 30).toISOString();

  it('names the month in every language, with or without the time', () => {
    expect(formatDateWithMonthName(moment, 'en')).toBe('Dec 2, 2026');
    expect(formatDateWithMonthName(moment, 'fi')).toBe('2. joulukuuta 2026');
    expect(formatDateWithMonthName(moment, 'sv')).toBe('2 dec. 2026');
    expect(formatDateWithMonthName(moment, 'en', { time: true })).toBe('Dec 2, 2026, 2:30 PM');
    expect(formatDateWithMonthName(moment, 'fi', { time: true })).toBe('2. joulukuuta 2026 klo 14.30');
    expect(formatDateWithMonthName(moment, 'sv', { time: true })).toBe('2 dec. 2026 14:30');
  });

  it('never writes the day and the month as two numbers', () => {
    for (const locale of ['en', 'fi', 'sv']) {
      for (const time of [false, true]) {
        const text = formatDateWithMonthName(moment, locale, { time });
        expect(text).not.toMatch(/\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/);
        expect(text).toContain('2026');
      }
    }
  });

  it('a calendar day is that day in every time zone; an unreadable date is left as it is', () => {
    expect(formatDateWithMonthName('2026-12-02', 'sv')).toBe('2 dec. 2026');
    expect(formatDateWithMonthName('soon', 'en')).toBe('soon');
  });
});
