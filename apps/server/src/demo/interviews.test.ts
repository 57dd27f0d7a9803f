import { describe, expect, it } from 'vitest';
import type { NewInterview } from '#ingestion/insert-interviews.ts';
import { type DemoStories, generateInterviews } from './interviews.ts';

const QUESTIONS = [
  'nps',
  'sat_overall',
  'sat_staff',
  'sat_speed',
  'sat_range',
  'sat_price',
  'channel',
  'visit',
  'comment',
];
const questionIds = new Map(QUESTIONS.map((name, i) => [name, i + 1]));
const byName = (interview: NewInterview, name: string) =>
  interview.answers.find((a) => a.questionId === questionIds.get(name));
const stores = [1, 2, 3, 4].map((unitId) => ({ unitId, effect: 0, weight: unitId === 3 ? 3 : 1 }));
const endDate = new Date(Date.UTC(2026, 10, 25));
const generate = (stories?: DemoStories) =>
  [
    ...generateInterviews({ seed: 7, count: 20_000, stores, questionIds, endDate, days: 365, stories }),
  ].flat();
const daysBeforeEnd = (interview: NewInterview) =>
  Math.floor(
    (endDate.getTime() -
      Date.UTC(interview.date.getUTCFullYear(), interview.date.getUTCMonth(), interview.date.getUTCDate())) /
      86_400_000,
  );

describe('the demo generator with its planted stories', () => {
  const stories: DemoStories = { queueStore: 3, queueDays: 21, betterChannel: 2, channelDays: 28 };
  const plain = generate();
  const planted = generate(stories);

  it('bends only the answers of the stories, every other interview as it was', () => {
    expect(planted).toHaveLength(plain.length);
    let bent = 0;
    planted.forEach((interview, i) => {
      const before = plain[i];
      expect(interview.unitId).toBe(before.unitId);
      expect(interview.date).toEqual(before.date);
      const queue = interview.unitId === 3 && daysBeforeEnd(interview) < 21;
      const channel = byName(interview, 'channel')?.value === 2 && daysBeforeEnd(interview) < 28;
      if (queue || channel) bent++;
      else expect(interview).toEqual(before);
    });
    expect(bent).toBeGreaterThan(100);
  });

  it("makes the store's queue worse in its last three weeks, its comments about the queue", () => {
    const recent = planted
      .map((interview, i) => ({ interview, before: plain[i] }))
      .filter(({ interview }) => interview.unitId === 3 && daysBeforeEnd(interview) < 21);
    expect(recent.length).toBeGreaterThan(50);
    for (const { interview, before } of recent) {
      expect(byName(interview, 'sat_speed')!.value!).toBeLessThanOrEqual(byName(before, 'sat_speed')!.value!);
      const comment = byName(interview, 'comment')?.textValue;
      if (comment) expect(comment).toMatch(/queue|checkout|jono|kassa|kö/i);
    }
    const mean = (list: typeof recent, pick: (i: NewInterview) => number) =>
      list.reduce((sum, x) => sum + pick(x.interview), 0) / list.length;
    const npsOf = (i: NewInterview) => byName(i, 'nps')!.value!;
    const plainMean = recent.reduce((sum, x) => sum + npsOf(x.before), 0) / recent.length;
    expect(mean(recent, npsOf)).toBeLessThan(plainMean - 2);
  });

  it("makes the web shop's customers happier in the last four weeks", () => {
    const web = planted
      .map((interview, i) => ({ interview, before: plain[i] }))
      .filter(({ interview }) => byName(interview, 'channel')?.value === 2 && daysBeforeEnd(interview) < 28)
      .filter(({ interview }) => !(interview.unitId === 3 && daysBeforeEnd(interview) < 21));
    expect(web.length).toBeGreaterThan(50);
    for (const { interview, before } of web)
      expect(byName(interview, 'nps')!.value!).toBeGreaterThanOrEqual(byName(before, 'nps')!.value!);
    expect(
      web.some(({ interview, before }) => byName(interview, 'nps')!.value! > byName(before, 'nps')!.value!),
    ).toBe(true);
  });
});
