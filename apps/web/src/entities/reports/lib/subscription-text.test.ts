import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '@/lib/i18n.ts';
import {
  filterCount,
  nodeText,
  scheduleText,
  subscriptionSentence,
  WEEKDAYS,
  weekdayName,
} from './subscription-text.ts';

const en = i18n.getFixedT('en');
const NORTH = 'v1,all,north';

describe('subscription texts', () => {
  beforeAll(() => Promise.all([loadLocale('fi'), loadLocale('sv')]));

  it('numbers the weekdays from Monday (1) to Sunday (7), named in the language', () => {
    expect(WEEKDAYS.map((day) => weekdayName(day, 'en'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayName(1, 'fi')).toBe('maanantai');
    expect(weekdayName(7, 'sv')).toBe('söndag');
  });

  it('says when the report is mailed: every day, on the chosen weekday, on the first of the month', () => {
    expect(scheduleText({ frequency: 'daily' }, en, 'en')).toBe('Every day');
    expect(scheduleText({ frequency: 'weekly', weekday: 3 }, en, 'en')).toBe('Every Wednesday');
    expect(scheduleText({ frequency: 'monthly', weekday: null }, en, 'en')).toBe(
      'On the first day of every month',
    );
  });

  it('a weekly schedule without its day yet says "every week"', () => {
    expect(scheduleText({ frequency: 'weekly' }, en, 'en')).toBe('Every week');
    expect(scheduleText({ frequency: 'weekly', weekday: null }, en, 'en')).toBe('Every week');
  });

  it('counts the filters of the filtered drill path, not their values', () => {
    expect(filterCount(NORTH)).toBe(0);
    expect(filterCount(`${NORTH};channel=web*store`)).toBe(1);
    expect(filterCount(`${NORTH};channel=web;ftime=last30`)).toBe(2);
  });

  it('names the node, with how many filters cut it', () => {
    expect(nodeText('North region', NORTH, en)).toBe('North region');
    expect(nodeText('North region', `${NORTH};channel=web`, en)).toBe('North region (1 filter)');
    expect(nodeText('North region', `${NORTH};channel=web;ftime=last30`, en)).toBe(
      'North region (2 filters)',
    );
  });

  it('describes a subscription for oneself in one sentence', () => {
    const sentence = subscriptionSentence(
      { frequency: 'weekly', weekday: 1, nodeTitle: 'North region', drillPathFiltered: NORTH, role: null },
      en,
      'en',
    );
    expect(sentence).toBe(
      'Every Monday you get the PDF benchmark report of North region by e-mail, cut to what you may see.',
    );
  });

  it('describes a role subscription as going to every member, each with their own scope', () => {
    const sentence = subscriptionSentence(
      {
        frequency: 'monthly',
        nodeTitle: 'North region',
        drillPathFiltered: `${NORTH};channel=web`,
        role: 'Store manager',
      },
      en,
      'en',
    );
    expect(sentence).toBe(
      'On the first day of every month everyone with the role Store manager gets the PDF benchmark report of North region (1 filter) by e-mail, each cut to what they may see.',
    );
  });

  it('reads in Finnish and Swedish with the weekday in their words', () => {
    const input = {
      frequency: 'weekly' as const,
      weekday: 1,
      nodeTitle: 'Pohjoinen',
      drillPathFiltered: NORTH,
      role: null,
    };
    expect(subscriptionSentence(input, i18n.getFixedT('fi'), 'fi')).toMatch(/^Joka maanantai saat /);
    expect(subscriptionSentence(input, i18n.getFixedT('sv'), 'sv')).toMatch(/^Varje måndag får du /);
  });
});
