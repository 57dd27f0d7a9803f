import { apiPath } from '@opinio/domain/api/api-route';
import { liveApi } from '@opinio/domain/api/live';
import type { LIVE_EVENTS, TLiveEventPayloads } from '@opinio/domain/schemas/live-events';
import type { TReportStatus } from '@opinio/domain/schemas/reports';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openEventStream } from '@/lib/event-stream.ts';
import { IDENTITY_QUERY, useIdentity } from './identity.ts';

/** Server-Sent Events of the user's universe (docs/api.md). */
const LIVE_EVENTS_URL = apiPath(liveApi.stream);

/**
 * Query-key prefixes that live events refresh. The features build their keys on these, so
 * that an event reaches every query it concerns.
 */
export const liveKeys = {
  loadCount: (survey: string) => ['loadCount', survey] as const,
  alertCount: (survey: string) => ['alert-count', survey] as const,
  alerts: (survey: string) => ['alerts', survey] as const,
  interviews: (survey: string) => ['interview', survey] as const,
  /** The caller's reports: each one's status, and their list. */
  reports: (survey: string) => ['reports', survey] as const,
  reportStatus: (survey: string, reportUUID: string) => ['reports', survey, 'status', reportUUID] as const,
};

/** Reconnect delays after a drop, a refusal or the end of the stream: 1 s doubling up to 60 s. @internal */
export function reconnectDelay(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
}

/** While the stream is down, data is asked for this often (the slow fallback). */
const FALLBACK_POLL_MS = 60_000;

/** No byte for this long (the server's heartbeat comes every 15 s): the connection is dead. */
const SILENCE_MS = 40_000;

export interface LiveEventHandlers {
  loadcount: (event: TLiveEventPayloads['loadcount']) => void;
  config: (event: TLiveEventPayloads['config']) => void;
  alert: (event: TLiveEventPayloads['alert']) => void;
  report: (event: TLiveEventPayloads['report']) => void;
  /** The stream is open; `resumed` after a drop (events may have been missed). */
  open: (resumed: boolean) => void;
  /** The stream dropped; it is being reconnected. */
  down: () => void;
}

type LiveEventType = keyof TLiveEventPayloads;
type Listener<K extends LiveEventType> = (data: TLiveEventPayloads[K]) => void;
const listeners: { [K in LiveEventType]: Set<Listener<K>> } = {
  loadcount: new Set(),
  config: new Set(),
  alert: new Set(),
  task: new Set(),
  report: new Set(),
};

/**
 * Listens to an event type of the session's one stream (e.g. `task`), its data checked
 * with its schema. Answers the unsubscribe function.
 */
export function subscribeLiveEvent<K extends LiveEventType>(type: K, listener: Listener<K>): () => void {
  const set = listeners[type] as Set<Listener<K>>;
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

function notify<K extends LiveEventType>(type: K, data: TLiveEventPayloads[K]) {
  for (const listener of listeners[type] as Set<Listener<K>>) listener(data);
}

/** The session's stream (its cookie), reconnected after a drop with growing delays. */
function connectLiveEvents(url: string, handlers: LiveEventHandlers): () => void {
  return openEventStream({
    url,
    // the events' schemas load with the first event (the first screens load no zod)
    events: async (): Promise<typeof LIVE_EVENTS> =>
      (await import('@opinio/domain/schemas/live-events')).LIVE_EVENTS,
    credentials: 'same-origin',
    handlers: {
      loadcount: (data) => {
        handlers.loadcount(data);
        notify('loadcount', data);
      },
      config: (data) => {
        handlers.config(data);
        notify('config', data);
      },
      alert: (data) => {
        handlers.alert(data);
        notify('alert', data);
      },
      task: (data) => notify('task', data),
      report: (data) => {
        handlers.report(data);
        notify('report', data);
      },
    },
    onOpen: handlers.open,
    onDown: handlers.down,
    retryDelay: reconnectDelay,
    silenceMs: SILENCE_MS,
  });
}

/** What each event does to the cached data. @internal */
export function liveEventHandlers(
  queryClient: QueryClient,
  onDown: (down: boolean) => void,
): LiveEventHandlers {
  const refreshEverything = () => {
    void queryClient.invalidateQueries({ queryKey: ['loadCount'] });
    void queryClient.invalidateQueries({ queryKey: ['alert-count'] });
    void queryClient.invalidateQueries({ queryKey: ['alerts'] });
  };
  return {
    loadcount: ({ survey, loadCount }) => {
      // Dashboard query keys carry the load count: a higher one makes them fetch the new data.
      const key = liveKeys.loadCount(survey);
      const known = queryClient.getQueryData<number>(key);
      if (known === undefined || loadCount > known) queryClient.setQueryData(key, loadCount);
    },
    // The survey's configuration changed: its pages, system message and texts come with the
    // identity, its filters with the filter sets; both are read again (the screen stays).
    config: () => {
      void queryClient.invalidateQueries({ queryKey: [IDENTITY_QUERY] });
      void queryClient.invalidateQueries({ queryKey: ['filterSet'] });
    },
    alert: ({ survey }) => {
      void queryClient.invalidateQueries({ queryKey: liveKeys.alertCount(survey) });
      void queryClient.invalidateQueries({ queryKey: liveKeys.alerts(survey) });
      void queryClient.invalidateQueries({ queryKey: liveKeys.interviews(survey) });
    },
    // A report of the user moved on. Progress while it runs is in the event; any other step
    // (queued, started, finished, failed) is read again at once, with the report list.
    report: ({ survey, reportUUID, status, done, total }) => {
      const key = liveKeys.reportStatus(survey, reportUUID);
      const known = queryClient.getQueryData<TReportStatus>(key);
      if (known?.status === 'RUNNING' && status === 'RUNNING') {
        queryClient.setQueryData<TReportStatus>(key, { ...known, progress: { done, total } });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: liveKeys.reports(survey) });
    },
    open: (resumed) => {
      onDown(false);
      // Events sent while the stream was down are lost: catch up once.
      if (resumed) refreshEverything();
    },
    down: () => onDown(true),
  };
}

/**
 * One event stream per signed-in session (mounted once, in the root layout). While it is
 * down, load counts and alert counts are asked for every minute instead.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const identity = useIdentity().data;
  const session = identity ? `${identity.username}@${identity.universe}` : null;

  useEffect(() => {
    if (!session) return;
    let poll: ReturnType<typeof setInterval> | null = null;
    const setDown = (down: boolean) => {
      if (down && poll === null) {
        poll = setInterval(() => {
          void queryClient.invalidateQueries({ queryKey: ['loadCount'] });
          void queryClient.invalidateQueries({ queryKey: ['alert-count'] });
        }, FALLBACK_POLL_MS);
      } else if (!down && poll !== null) {
        clearInterval(poll);
        poll = null;
      }
    };
    // In a task of its own: opening the stream is not part of the first drawing's effects,
    // which start the page's calls in one task on a phone's main thread.
    let close: (() => void) | null = null;
    const opening = window.setTimeout(() => {
      close = connectLiveEvents(LIVE_EVENTS_URL, liveEventHandlers(queryClient, setDown));
    }, 0);
    return () => {
      window.clearTimeout(opening);
      close?.();
      if (poll !== null) clearInterval(poll);
    };
  }, [session, queryClient]);
}
