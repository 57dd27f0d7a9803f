import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../auth/auth-hook.ts';
import { mayReceive } from '../../live/event-filter.ts';
import type { LiveEvent } from '../../live/live-events.ts';
import type { Services } from '../../services.ts';

/** A comment line keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

function eventData(event: LiveEvent) {
  if (event.type === 'task') {
    const { survey, taskId, taskType, state, done, total } = event;
    return { survey, taskId, type: taskType, state, done, total };
  }
  return event.type === 'loadcount'
    ? { survey: event.survey, loadCount: event.loadCount }
    : { survey: event.survey, alertId: event.alertId, state: event.state };
}

/** Server-Sent Events of the caller's universe: loadcount, alert (packages/domain live-events.ts), task (tasks.ts). */
export const eventStreamRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Open streams end before the server closes (which waits for open connections).
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get('/api/vuejs/events/stream', async (request, reply) => {
    const principal = requirePrincipal(request);
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(': connected\n\n');
    const unsubscribe = services.live.subscribe((event) => {
      // The catalog is cached per universe: checking each event costs no query.
      services.catalog
        .surveys(principal.universe.id)
        .then((surveys) => {
          if (mayReceive(principal, surveys, event) && !out.writableEnded)
            out.write(`event: ${event.type}\ndata: ${JSON.stringify(eventData(event))}\n\n`);
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'live event not sent'));
    });
    const heartbeat = setInterval(() => out.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
    };
    const end = () => {
      stop();
      out.end();
    };
    open.add(end);
    request.raw.on('close', stop);
  });
};
