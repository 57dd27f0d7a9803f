import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A comment line keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/** One open Server-Sent Events response; `Events` names each event type's data (packages/domain). */
export interface SseStream<Events extends object> {
  /** Sends one event (nothing once the stream has ended). */
  send<K extends keyof Events & string>(event: K, data: Events[K]): void;
  /** Ends the stream from the server's side. */
  end(): void;
  /** Runs `cleanup` once when the stream stops, from either side. */
  whenStopped(cleanup: () => void): void;
}

/**
 * Opens Server-Sent Events responses for one route plugin: headers, a first comment,
 * the heartbeat, and registration so that open streams end before the server closes
 * (closing waits for open connections).
 */
export function sseStreams<Events extends object>(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  return function openStream(request: FastifyRequest, reply: FastifyReply): SseStream<Events> {
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(': connected\n\n');
    const cleanups: Array<() => void> = [];
    const heartbeat = setInterval(() => out.write(': heartbeat\n\n'), HEARTBEAT_MS);
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      open.delete(end);
      for (const cleanup of cleanups) cleanup();
    };
    const end = () => {
      stop();
      out.end();
    };
    open.add(end);
    request.raw.on('close', stop);
    return {
      send(event, data) {
        if (!out.writableEnded) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      end,
      whenStopped(cleanup) {
        if (stopped) cleanup();
        else cleanups.push(cleanup);
      },
    };
  };
}
