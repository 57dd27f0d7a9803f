import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveEventHandlers, liveKeys, reconnectDelay } from './live-events.ts';

describe('live events', () => {
  it('a higher load count replaces the known one; a lower or equal one does not', () => {
    const queryClient = new QueryClient();
    const handlers = liveEventHandlers(queryClient, () => {});
    handlers.loadcount({ survey: 'cx', loadCount: 7 });
    handlers.loadcount({ survey: 'cx', loadCount: 5 });
    expect(queryClient.getQueryData(liveKeys.loadCount('cx'))).toBe(7);
    handlers.loadcount({ survey: 'cx', loadCount: 8 });
    expect(queryClient.getQueryData(liveKeys.loadCount('cx'))).toBe(8);
  });

  it('an alert event marks the survey’s alert count, alerts and interviews stale', () => {
    const queryClient = new QueryClient();
    for (const key of [liveKeys.alertCount('cx'), liveKeys.alerts('cx'), liveKeys.interviews('cx')]) {
      queryClient.setQueryData([...key, 'detail'], 1);
    }
    queryClient.setQueryData([...liveKeys.alerts('other'), 'detail'], 1);
    liveEventHandlers(queryClient, () => {}).alert({ survey: 'cx', alertId: 1, state: 'new' });
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(['alert-count', 'alerts', 'interview']);
  });

  it('a report event that moves a report on marks the survey’s report status and list stale', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(liveKeys.reportStatus('cx', 'a'), { status: 'QUEUED' });
    queryClient.setQueryData([...liveKeys.reports('cx'), 'list'], 1);
    queryClient.setQueryData([...liveKeys.reports('other'), 'list'], 1);
    liveEventHandlers(queryClient, () => {}).report({
      survey: 'cx',
      reportUUID: 'a',
      status: 'RUNNING',
      done: 1,
      total: 4,
    });
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey.join('/'));
    expect(stale.sort()).toEqual(['reports/cx/list', 'reports/cx/status/a']);
  });

  it('the progress of a running report is taken from the event, without asking', () => {
    const queryClient = new QueryClient();
    const key = liveKeys.reportStatus('cx', 'a');
    queryClient.setQueryData(key, { status: 'RUNNING', fileName: 'a.xlsx', progress: { done: 1, total: 4 } });
    liveEventHandlers(queryClient, () => {}).report({
      survey: 'cx',
      reportUUID: 'a',
      status: 'RUNNING',
      done: 3,
      total: 4,
    });
    expect(queryClient.getQueryData(key)).toEqual({
      status: 'RUNNING',
      fileName: 'a.xlsx',
      progress: { done: 3, total: 4 },
    });
    expect(queryClient.getQueryCache().find({ queryKey: key })?.state.isInvalidated).toBe(false);
  });

  it('reports the stream down and up again', () => {
    const states: boolean[] = [];
    const handlers = liveEventHandlers(new QueryClient(), (down) => states.push(down));
    handlers.down();
    handlers.open(true);
    expect(states).toEqual([true, false]);
  });

  it('caps the reconnect delay at a minute', () => {
    expect([0, 1, 5, 6, 20].map(reconnectDelay)).toEqual([1000, 2000, 32_000, 60_000, 60_000]);
  });
});
