import { ZAlertEvent, ZLoadCountEvent } from '@opinio/domain/schemas/live-events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from './api-client.ts';
import { useIdentity } from './identity.ts';

/** GET /api/vuejs/events/stream: Server-Sent Events of the user's universe (docs/api.md). */
export const LIVE_EVENTS_URL = `${API_BASE}/vuejs/events/stream`;

/**
 * Query-key prefixes that live events refresh. The features build their keys on these, so
 * that an event reaches every query it concerns.
 */
export const liveKeys = {
  loadCount: (survey: string) => ['loadCount', survey] as const,
  alertCount: (survey: string) => ['alert-count', survey] as const,
  alerts: (survey: string) => ['alerts', survey] as const,
  interviews: (survey: string) => ['interview', survey] as const,
};

/** Reconnect delays after the server refused or closed the stream: 1 s doubling up to 60 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
}

/** While the stream is down, data is asked for this often (the slow fallback). */
export const FALLBACK_POLL_MS = 60_000;

export interface LiveEventHandlers {
  loadcount: (event: { survey: string; loadCount: number }) => void;
  alert: (event: { survey: string; alertId: number; state: string }) => void;
  /** The stream is open; `resumed` after a drop (events may have been missed). */
  open: (resumed: boolean) => void;
  /** The stream dropped; it is being reconnected. */
  down: () => void;
}

/** The parts of EventSource this client uses (a test can hand in its own). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** Listeners of other event types (e.g. `task`), by type: they share the one stream. */
type RawListener = (data: unknown) => void;
const extraListeners = new Map<string, Set<RawListener>>();
const attachers = new Set<(type: string) => void>();

/**
 * Listens to another event type of the stream (its `data` parsed as JSON; check it with
 * its schema). Answers the unsubscribe function.
 */
export function subscribeLiveEvent(type: string, listener: RawListener): () => void {
  let listeners = extraListeners.get(type);
  if (!listeners) {
    listeners = new Set();
    extraListeners.set(type, listeners);
    for (const attach of attachers) attach(type);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export interface LiveConnectionOptions {
  url: string;
  handlers: LiveEventHandlers;
  createSource?: (url: string) => EventSourceLike;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const CLOSED = 2;

/**
 * One EventSource with reconnection: EventSource itself retries a dropped connection, but
 * gives up (CLOSED) when the server answers an error (e.g. 401 or 503); then a new one
 * is opened after a growing delay. Answers a function that closes it for good.
 */
export function connectLiveEvents(options: LiveConnectionOptions): () => void {
  const {
    url,
    handlers,
    createSource = (u) => new EventSource(u, { withCredentials: true }),
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let wasOpen = false;
  let down = false;
  let stopped = false;

  const parse = (event: MessageEvent): unknown => {
    try {
      return JSON.parse(String(event.data));
    } catch {
      return null;
    }
  };

  const open = () => {
    timer = null;
    if (stopped) return;
    const current = createSource(url);
    source = current;
    current.onopen = () => {
      attempt = 0;
      const resumed = wasOpen || down;
      wasOpen = true;
      down = false;
      handlers.open(resumed);
    };
    current.onerror = () => {
      if (stopped || source !== current) return;
      if (!down) {
        down = true;
        handlers.down();
      }
      if (current.readyState === CLOSED) {
        current.close();
        source = null;
        timer = setTimer(open, reconnectDelay(attempt));
        attempt += 1;
      }
    };
    current.addEventListener('loadcount', (event) => {
      const data = ZLoadCountEvent.safeParse(parse(event));
      if (data.success) handlers.loadcount(data.data);
    });
    current.addEventListener('alert', (event) => {
      const data = ZAlertEvent.safeParse(parse(event));
      if (data.success) handlers.alert(data.data);
    });
    for (const type of extraListeners.keys()) attach(current, type);
  };

  const attach = (target: EventSourceLike, type: string) => {
    target.addEventListener(type, (event) => {
      const data = parse(event);
      for (const listener of extraListeners.get(type) ?? []) listener(data);
    });
  };
  const attachToCurrent = (type: string) => {
    if (source) attach(source, type);
  };
  attachers.add(attachToCurrent);

  open();
  return () => {
    stopped = true;
    attachers.delete(attachToCurrent);
    if (timer !== null) clearTimer(timer);
    source?.close();
    source = null;
  };
}

/** What each event does to the cached data. */
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
    alert: ({ survey }) => {
      void queryClient.invalidateQueries({ queryKey: liveKeys.alertCount(survey) });
      void queryClient.invalidateQueries({ queryKey: liveKeys.alerts(survey) });
      void queryClient.invalidateQueries({ queryKey: liveKeys.interviews(survey) });
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
    if (!session || typeof EventSource === 'undefined') return;
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
    const close = connectLiveEvents({
      url: LIVE_EVENTS_URL,
      handlers: liveEventHandlers(queryClient, setDown),
    });
    return () => {
      close();
      if (poll !== null) clearInterval(poll);
    };
  }, [session, queryClient]);
}
