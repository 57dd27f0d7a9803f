import { API_BASE } from '../../../lib/api-client.ts';

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

/** One SSE block ("event: x\ndata: {...}") as [event, data], or null for comments. */
export function parseSseBlock(block: string): [string, unknown] | null {
  const event = /^event: ?(.+)$/m.exec(block)?.[1];
  const data = /^data: ?(.+)$/m.exec(block)?.[1];
  if (!event || data === undefined) return null;
  try {
    return [event, JSON.parse(data)];
  } catch {
    return null;
  }
}

/**
 * GET /api/bigscreen/stream with the key as a header. EventSource cannot send headers, so
 * this reads the stream with fetch and reconnects as EventSource would (with back-off),
 * also when the connection goes silent. Returns a function that stops it.
 */
export function openBigScreenStream(token: string, handlers: StreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let attempt = 0;
  let wake: (() => void) | null = null;
  // A TV that loses its network says so at once rather than after the silence timeout,
  // and tries again as soon as the network is back rather than after its back-off.
  const onOffline = () => controller?.abort();
  const onOnline = () => wake?.();
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);

  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      let silence: ReturnType<typeof setTimeout> | undefined;
      const watch = () => {
        clearTimeout(silence);
        silence = setTimeout(() => controller?.abort(), SILENCE_MS);
      };
      try {
        handlers.onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
        watch();
        const response = await fetch(`${API_BASE}/bigscreen/stream`, {
          headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
          credentials: 'omit',
          cache: 'no-store',
          signal: controller.signal,
        });
        if (response.status === 401) {
          const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
          handlers.onDenied(body?.error?.code ?? 'invalid_key');
          return;
        }
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        handlers.onStatus('live');
        if (attempt > 0) handlers.onReconnected();
        attempt = 0;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          watch();
          buffer += decoder.decode(value, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const parsed = parseSseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (!parsed) continue;
            const [event, data] = parsed;
            if (event === 'loadcount')
              handlers.onLoadCount(Number((data as { loadCount: number }).loadCount));
            if (event === 'revoked') {
              handlers.onDenied(String((data as { reason: string }).reason));
              stopped = true;
              return;
            }
          }
        }
      } catch {
        // Network trouble: try again below.
      } finally {
        clearTimeout(silence);
      }
      if (stopped) return;
      attempt += 1;
      handlers.onStatus('reconnecting');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  };
  void run();
  return () => {
    stopped = true;
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    wake?.();
    controller?.abort();
  };
}
