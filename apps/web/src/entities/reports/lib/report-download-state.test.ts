import type { TReportStatus } from '@opinio/domain/schemas/reports';
import { describe, expect, it } from 'vitest';
import {
  NO_DOWNLOAD,
  nextDownloadState,
  type ReportDownloadEvent,
  type ReportDownloadState,
  startRefusal,
} from './report-download-state.ts';

const UUID = '0b6f7c1e-2f43-4a8e-9d2c-6f1f7c1e2f43';
const OTHER = '7d1e2f43-0b6f-4a8e-9d2c-6f1f7c1e2f43';

function status(overrides: Partial<TReportStatus>): TReportStatus {
  return {
    reportUUID: UUID,
    status: 'QUEUED',
    queuePosition: 2,
    kind: 'alerts',
    progress: { done: 0, total: 0 },
    fileName: 'alerts-cx.xlsx',
    size: null,
    error: null,
    failure: null,
    createdAt: '2026-05-04T10:00:00Z',
    finishedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

const run = (events: ReportDownloadEvent[], from: ReportDownloadState = NO_DOWNLOAD) =>
  events.reduce(nextDownloadState, from);

const start: ReportDownloadEvent = { type: 'start', survey: 'cx', kind: 'alerts' };
const started: ReportDownloadEvent = {
  type: 'started',
  survey: 'cx',
  kind: 'alerts',
  started: { reportUUID: UUID, status: 'QUEUED', queuePosition: 2 },
};
const queued = run([start, started]);
const ready = run(
  [status({ status: 'FINISHED', queuePosition: 0, size: 2048 })].map((s) => ({
    type: 'status' as const,
    status: s,
  })),
  queued,
);

describe('report download state', () => {
  it('a start is queued at once, and learns its id and place in the queue from the answer', () => {
    const asked = run([start]);
    expect(asked).toMatchObject({ phase: 'downloadQueued', reportUUID: null, queuePosition: null });
    expect(queued).toMatchObject({
      phase: 'downloadQueued',
      reportUUID: UUID,
      queuePosition: 2,
      running: false,
    });
  });

  it('goes queued, running with progress, then ready with the file name', () => {
    const moved = run([{ type: 'status', status: status({ queuePosition: 1 }) }], queued);
    expect(moved).toMatchObject({ phase: 'downloadQueued', queuePosition: 1, running: false });
    const running = run(
      [
        {
          type: 'status',
          status: status({ status: 'RUNNING', queuePosition: 0, progress: { done: 3, total: 10 } }),
        },
      ],
      moved,
    );
    expect(running).toMatchObject({
      phase: 'downloadQueued',
      running: true,
      progress: { done: 3, total: 10 },
    });
    expect(ready).toEqual({
      phase: 'downloadReady',
      survey: 'cx',
      kind: 'alerts',
      reportUUID: UUID,
      fileName: 'alerts-cx.xlsx',
      size: 2048,
    });
  });

  it('downloading the ready file completes it; a new report may then start', () => {
    const completed = run([{ type: 'downloaded', reportUUID: UUID }], ready);
    expect(completed).toMatchObject({ phase: 'downloadCompleted', fileName: 'alerts-cx.xlsx' });
    expect(startRefusal(completed)).toBeNull();
    expect(run([{ type: 'start', survey: 'cx', kind: 'interviews' }], completed)).toMatchObject({
      phase: 'downloadQueued',
      kind: 'interviews',
      reportUUID: null,
    });
  });

  it('refuses a new report while one is queued or ready', () => {
    const other: ReportDownloadEvent = { type: 'start', survey: 'cx', kind: 'interviews' };
    expect(startRefusal(queued)).toBe('queued');
    expect(nextDownloadState(queued, other)).toBe(queued);
    expect(startRefusal(run([start]))).toBe('queued');
    expect(startRefusal(ready)).toBe('ready');
    expect(nextDownloadState(ready, other)).toBe(ready);
  });

  it('a failed report goes back to none', () => {
    const failed = run(
      [{ type: 'status', status: status({ status: 'FAILED', error: 'Too many rows' }) }],
      queued,
    );
    expect(failed).toEqual(NO_DOWNLOAD);
    expect(startRefusal(failed)).toBeNull();
  });

  it('a refused start goes back to none; an answer after that is ignored', () => {
    const refused = run([start, { type: 'startFailed', survey: 'cx', kind: 'alerts' }]);
    expect(refused).toEqual(NO_DOWNLOAD);
    expect(nextDownloadState(refused, started)).toBe(refused);
  });

  it('selecting another survey resets the state; the same survey keeps it', () => {
    expect(nextDownloadState(queued, { type: 'surveySelected', survey: 'cx' })).toBe(queued);
    expect(nextDownloadState(queued, { type: 'surveySelected', survey: 'nps' })).toEqual(NO_DOWNLOAD);
    expect(nextDownloadState(ready, { type: 'surveySelected', survey: null })).toEqual(NO_DOWNLOAD);
  });

  it('the answer to a start made in another survey is ignored', () => {
    const reset = run([
      start,
      { type: 'surveySelected', survey: 'nps' },
      { type: 'start', survey: 'nps', kind: 'alerts' },
    ]);
    expect(nextDownloadState(reset, started)).toBe(reset);
  });

  it('ignores the status of another report and events that change nothing', () => {
    expect(
      nextDownloadState(queued, {
        type: 'status',
        status: status({ reportUUID: OTHER, status: 'FINISHED' }),
      }),
    ).toBe(queued);
    expect(nextDownloadState(queued, { type: 'status', status: status({}) })).toBe(queued);
    expect(nextDownloadState(queued, { type: 'downloaded', reportUUID: UUID })).toBe(queued);
    expect(nextDownloadState(ready, { type: 'downloaded', reportUUID: OTHER })).toBe(ready);
  });

  it('a report the server no longer knows goes back to none', () => {
    expect(nextDownloadState(queued, { type: 'lost', reportUUID: UUID })).toEqual(NO_DOWNLOAD);
    expect(nextDownloadState(queued, { type: 'lost', reportUUID: OTHER })).toBe(queued);
  });
});
