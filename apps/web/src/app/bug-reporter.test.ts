import type { TBugReport } from '@opinio/domain/schemas/logs';
import { describe, expect, it } from 'vitest';
import {
  type BugContext,
  createBugReporter,
  DEDUPE_MS,
  describeError,
  MAX_REPORTS_PER_MINUTE,
} from './bug-reporter.ts';

function setup(
  context: BugContext = { signedIn: true, survey: 'cx' },
  send?: (r: TBugReport) => Promise<unknown>,
) {
  const sent: TBugReport[] = [];
  let now = 1_000_000;
  const report = createBugReporter({
    send: send ?? (async (r) => sent.push(r)),
    context: () => context,
    now: () => now,
  });
  return { report, sent, advance: (ms: number) => (now += ms) };
}

describe('bug reporter', () => {
  it('sends message, stack and survey', () => {
    const { report, sent } = setup();
    const error = new TypeError('x is undefined');
    expect(report(error)).toBe(true);
    expect(sent).toEqual([{ message: 'TypeError: x is undefined', stack: error.stack, survey: 'cx' }]);
  });

  it('reports the same error once a minute', () => {
    const { report, sent, advance } = setup();
    const error = new Error('boom');
    report(error);
    report(error);
    advance(DEDUPE_MS - 1);
    expect(report(error)).toBe(false);
    report(new Error('another'));
    advance(1);
    expect(report(error)).toBe(true);
    expect(sent.map((r) => r.message)).toEqual(['boom', 'another', 'boom']);
  });

  it('sends nothing while signed out', () => {
    const { report, sent } = setup({ signedIn: false });
    expect(report(new Error('boom'))).toBe(false);
    expect(sent).toEqual([]);
  });

  it('a failing report is dropped and does not report itself', async () => {
    let calls = 0;
    const { report } = setup({ signedIn: true }, () => {
      calls += 1;
      return Promise.reject(new Error('500'));
    });
    report(new Error('first'));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(1);
    // a send that throws synchronously is swallowed too
    const throwing = createBugReporter({
      send: () => {
        throw new Error('offline');
      },
      context: () => ({ signedIn: true }),
    });
    expect(() => throwing(new Error('x'))).not.toThrow();
  });

  it('caps the reports a minute, and ignores browser noise', () => {
    const { report, sent, advance } = setup();
    for (let i = 0; i < MAX_REPORTS_PER_MINUTE + 5; i++) report(new Error(`error ${i}`));
    expect(sent).toHaveLength(MAX_REPORTS_PER_MINUTE);
    advance(60_000);
    expect(report(new Error('later'))).toBe(true);
    expect(report('ResizeObserver loop completed with undelivered notifications.')).toBe(false);
    expect(report('Script error.')).toBe(false);
  });

  it('describes any thrown value', () => {
    expect(describeError('plain')).toEqual({ message: 'plain' });
    expect(describeError({ code: 7 })).toEqual({ message: '{"code":7}' });
    expect(describeError(undefined)).toEqual({ message: 'undefined' });
    expect(describeError(new Error('m')).message).toBe('m');
  });
});
