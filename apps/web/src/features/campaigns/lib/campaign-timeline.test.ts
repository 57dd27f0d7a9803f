import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadRestTexts } from '@/lib/i18n.ts';
import { responseRate, sentCount, tracksOpening } from './campaign-stats.ts';
import { timelinePoints, timelineSummary, timelineTable } from './campaign-timeline.ts';

const en = i18n.getFixedT('en');
// the campaign screens load the administration areas' texts with them
beforeAll(() => loadRestTexts());
const day = (date: string, sent: number, answered: number) => ({
  date,
  sent,
  opened: 0,
  clicked: 0,
  answered,
});

describe('a campaign over time', () => {
  const points = timelinePoints(
    [day('2026-11-02', 100, 10), day('2026-11-03', 50, 20), day('2026-11-04', 0, 5), day('2026-11-05', 0, 0)],
    'en',
  );

  it('reaches its response rate day by day: answers so far of messages sent so far', () => {
    expect(points.map((p) => p.rate)).toEqual([10, 20, (100 * 35) / 150, (100 * 35) / 150]);
    expect(points[0].label).toBe('Nov 2, 2026');
    expect(timelinePoints([day('2026-11-02', 0, 0)], 'en')[0].rate).toBeNull();
  });

  it('is summed up in a sentence with its busiest day', () => {
    expect(timelineSummary(points, en, 'en')).toBe(
      'Response over time, Nov 2, 2026 – Nov 5, 2026: 23.3% of the messages sent have been answered (35 answers to 150 messages). Most answers on Nov 3, 2026: 20.',
    );
    expect(timelineSummary([], en, 'en')).toBe('Nothing has been sent yet.');
  });

  it('is a table of the same days', () => {
    const table = timelineTable(points, en, 'en');
    expect(table.columns).toEqual(['Day', 'Sent', 'Opened', 'Clicked', 'Answers', 'Answered of sent']);
    expect(table.rows[1]).toEqual(['Nov 3, 2026', '50', '0', '0', '20', '20.0%']);
  });

  it('counts the messages that left and the answers per delivered message', () => {
    const counts = {
      messages: 10,
      pending: 3,
      delivered: 6,
      failed: 1,
      unsub: 0,
      opened: 4,
      clicked: 2,
      answered: 3,
    };
    expect(sentCount(counts)).toBe(7);
    expect(responseRate(counts)).toBe(50);
    expect(responseRate({ answered: 0, delivered: 0 })).toBeNull();
    expect(tracksOpening('mail')).toBe(true);
    expect(tracksOpening('sms')).toBe(false);
  });
});
