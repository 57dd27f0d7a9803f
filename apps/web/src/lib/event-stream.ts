import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import type { z } from 'zod';

type EventSchemas = Record<string, z.ZodType>;

/** A handler per event type, given the event's `data` as its schema reads it. */
type EventHandlers<E extends EventSchemas> = { [K in keyof E]?: (data: z.infer<E[K]>) => void };

export interface EventStreamOptions<E extends EventSchemas> {
  url: string;
  /**
   * The event types read, each with the schema of its JSON `data`; others and malformed ones
   * are dropped. A function loads them when the first event arrives (the first screens load no
   * zod); events wait for them in their order.
   */
  events: E | (() => Promise<E>);
  handlers: EventHandlers<E>;
  /** Asked again for every connection (an access token may have been renewed meanwhile). */
  headers?: () => Record<string, string>;
  /** 'same-origin' sends the session cookie; 'omit' for a stream authorised by its header alone. */
  credentials: RequestCredentials;
  /** The stream is open; `resumed` after a drop (events may have been missed meanwhile). */
  onOpen?: (resumed: boolean) => void;
  /** The stream dropped or was refused; it is being reconnected. */
  onDown?: () => void;
  /**
   * Reads a refused answer: a reason when trying again cannot help (e.g. a revoked key),
   * and the stream stops for good; null to try again.
   */
  refusal?: (response: Response) => Promise<string | null>;
  onRefused?: (reason: string) => void;
  /** How long to wait before reconnect `attempt` (0 for the first after a drop). */
  retryDelay: (attempt: number) => number;
  /**
   * No byte for this long (the server sends a heartbeat comment every 15 s) means a dead
   * connection, which is dropped and reconnected.
   */
  silenceMs?: number;
}

class Refused extends Error {}

/**
 * One Server-Sent Events stream read with fetch (so it can carry headers), kept open:
 * reconnected with the given delays after a drop, a refusal, the end of the response or a
 * silence, and at once when the browser is back online. Answers a function that closes it.
 */
export function openEventStream<E extends EventSchemas>(options: EventStreamOptions<E>): () => void {
  const { url, events, handlers, retryDelay, silenceMs } = options;
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let wasOpen = false;
  let down = false;

  const watchSilence = () => {
    if (!silenceMs) return;
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => reconnectLater(), silenceMs);
  };

  const reconnectLater = () => {
    controller?.abort();
    controller = null;
    clearTimeout(silenceTimer);
    if (stopped) return;
    if (!down) {
      down = true;
      options.onDown?.();
    }
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, retryDelay(attempt));
    attempt += 1;
  };

  // Every chunk read, heartbeats included, shows the connection is alive.
  const watchedFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body || !silenceMs) return response;
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, stream) {
          watchSilence();
          stream.enqueue(chunk);
        },
      }),
    );
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };

  let schemas: Promise<E> | null = null;
  const dispatch = (type: string, data: string) => {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    schemas ??= typeof events === 'function' ? events() : Promise.resolve(events);
    // one promise for every event: their handlers run in the order the events came
    schemas.then(
      (read) => {
        if (stopped || !Object.hasOwn(read, type)) return;
        const parsed = read[type].safeParse(json);
        // The schema checked the data against this very type: the handler's parameter.
        const handler = handlers[type] as ((data: unknown) => void) | undefined;
        if (parsed.success) handler?.(parsed.data);
      },
      () => {
        // the schemas' file could not be loaded: the next event tries again
        schemas = null;
      },
    );
  };

  function connect() {
    if (stopped) return;
    const current = new AbortController();
    controller = current;
    watchSilence();
    fetchEventSource(url, {
      signal: current.signal,
      headers: options.headers?.() ?? {},
      credentials: options.credentials,
      cache: 'no-store',
      // EventSource keeps a stream open in a background tab; so does this one.
      openWhenHidden: true,
      fetch: watchedFetch,
      async onopen(response) {
        const contentType = response.headers.get('content-type') ?? '';
        if (!response.ok || !contentType.startsWith(EventStreamContentType)) {
          const reason = (await options.refusal?.(response)) ?? null;
          if (reason !== null) throw new Refused(reason);
          throw new Error(`The event stream answered ${response.status}`);
        }
        attempt = 0;
        const resumed = wasOpen || down;
        wasOpen = true;
        down = false;
        options.onOpen?.(resumed);
      },
      onmessage: (message) => dispatch(message.event, message.data),
      onclose() {
        throw new Error('The event stream ended');
      },
      // Reconnecting is decided below, for every way a connection ends.
      onerror(error) {
        throw error;
      },
    }).catch((error: unknown) => {
      if (stopped || controller !== current) return;
      if (error instanceof Refused) {
        stop();
        options.onRefused?.(error.message);
        return;
      }
      reconnectLater();
    });
  }

  const onOnline = () => {
    if (controller || stopped) return;
    clearTimeout(retryTimer);
    connect();
  };
  const onOffline = () => {
    if (controller) reconnectLater();
  };
  const stop = () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    controller?.abort();
    controller = null;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };

  // A lost network is said at once, and a found one tried at once rather than after the delay.
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  connect();
  return stop;
}
