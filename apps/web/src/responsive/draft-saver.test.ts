import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftSaver, type SaverState } from './draft-saver.ts';

const draft = (nps: number) => ({ answers: { nps }, position: 0 });

describe('the draft saver', () => {
  let sent: number[];
  let statuses: number[];
  let reports: SaverState[];
  let saver: DraftSaver;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    statuses = [];
    reports = [];
    saver = new DraftSaver(
      async (d) => {
        sent.push(d.answers.nps as number);
        return { status: statuses.shift() ?? 204 };
      },
      (state) => reports.push(state),
    );
  });
  afterEach(() => {
    saver.close();
    vi.useRealTimers();
  });

  it('saves the latest answers once the changes pause for half a second', async () => {
    saver.change(draft(1));
    await vi.advanceTimersByTimeAsync(300);
    saver.change(draft(2));
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([2]);
    expect(reports).toEqual(['saved']);
  });

  it('saves at once when flushed', async () => {
    saver.change(draft(3));
    saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([3]);
  });

  it('tries again while the connection is lost, with the newest answers, and says when it is saved', async () => {
    statuses = [0, 503];
    saver.change(draft(4));
    await vi.advanceTimersByTimeAsync(500);
    expect(reports).toEqual(['retrying']);
    saver.change(draft(5));
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([4, 5]);
    expect(reports).toEqual(['retrying', 'retrying']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual([4, 5, 5]);
    expect(reports.at(-1)).toBe('saved');
  });

  it('stops when the questionnaire was answered, and sends nothing after close', async () => {
    statuses = [409];
    saver.change(draft(6));
    await vi.advanceTimersByTimeAsync(500);
    expect(reports).toEqual(['answered']);
    saver.change(draft(7));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([6]);
  });
});
