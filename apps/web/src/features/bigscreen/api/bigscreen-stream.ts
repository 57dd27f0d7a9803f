import { apiPath } from '@opinio/domain/api/api-route';
import { bigScreenApi } from '@opinio/domain/api/bigscreen';
import { BIG_SCREEN_EVENTS } from '@opinio/domain/schemas/bigscreen';
import { ZApiError } from '@opinio/domain/schemas/error';
import { openEventStream } from '@/lib/event-stream.ts';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

export interface StreamHandlers {
  onStatus(status: StreamStatus): void;
  onLoadCount(loadCount: number): void;
  /** The key is gone: 'revoked_key' or 'invalid_key'. The stream stops for good. */
  onDenied(reason: string): void;
  /** After a reconnect: events may have been missed. */
  onReconnected(): void;
}

/** No byte (the server sends a heartbeat every 15 s) for this long: the connection is dead. */
const SILENCE_MS = 40_000;
const MAX_BACKOFF_MS = 10_000;

/** A 401 names why the key was refused; anything else is worth another try. */
async function keyRefusal(response: Response): Promise<string | null> {
  if (response.status !== 401) return null;
  const body = ZApiError.safeParse(await response.json().catch(() => null));
  return body.success ? body.data.error.code : 'invalid_key';
}

/**
 * GET /api/bigscreen/stream with the key as a header (no cookie), reconnected with a short
 * back-off. Returns a function that stops it.
 */
export function openBigScreenStream(token: string, handlers: StreamHandlers): () => void {
  handlers.onStatus('connecting');
  const stop = openEventStream({
    url: apiPath(bigScreenApi.stream),
    events: BIG_SCREEN_EVENTS,
    headers: () => ({ authorization: `Bearer ${token}` }),
    credentials: 'omit',
    handlers: {
      loadcount: ({ loadCount }) => handlers.onLoadCount(loadCount),
      revoked: ({ reason }) => {
        stop();
        handlers.onDenied(reason);
      },
    },
    onOpen: (resumed) => {
      handlers.onStatus('live');
      if (resumed) handlers.onReconnected();
    },
    onDown: () => handlers.onStatus('reconnecting'),
    refusal: keyRefusal,
    onRefused: handlers.onDenied,
    retryDelay: (attempt) => Math.min(MAX_BACKOFF_MS, 500 * 2 ** (attempt + 1)),
    silenceMs: SILENCE_MS,
  });
  return stop;
}
