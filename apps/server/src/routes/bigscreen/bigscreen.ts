import { ZBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigScreenKey, bigScreenToken, checkBigScreenToken } from '../../bigscreen/bigscreen-key.ts';
import { bigScreenSummary } from '../../bigscreen/bigscreen-summary.ts';
import type { Services } from '../../services.ts';

/** A comment line keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** How often an open stream checks that its key still exists (and is not revoked). */
export const KEY_CHECK_MS = 3_000;

/**
 * The big screen's read-only calls, authenticated by a big-screen API key alone (no
 * session, no CSRF header: GET only). The key decides survey and unit; nothing in the
 * request can widen them.
 */
export const bigScreenRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/bigscreen/summary',
    { schema: { response: { 200: ZBigScreenSummary } }, config: { public: true, apiKey: true } },
    async (request, reply) => {
      const key = await bigScreenKey(services, request);
      reply.header('cache-control', 'no-store');
      return bigScreenSummary(services, key);
    },
  );

  // Open streams end before the server closes (which waits for open connections).
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get('/api/bigscreen/stream', { config: { public: true, apiKey: true } }, async (request, reply) => {
    const token = bigScreenToken(request);
    const key = await bigScreenKey(services, request);
    const { survey } = key;
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (event: string, data: unknown) => {
      if (!out.writableEnded) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    out.write(': connected\n\n');
    const unsubscribe = services.live.subscribe((event) => {
      if (event.type !== 'loadcount') return;
      if (event.universeId !== survey.universeId || event.survey !== survey.extName) return;
      send('loadcount', { loadCount: event.loadCount });
    });
    const heartbeat = setInterval(() => out.write(': heartbeat\n\n'), HEARTBEAT_MS);
    let checking = false;
    const keyCheck = setInterval(() => {
      if (checking) return;
      checking = true;
      checkBigScreenToken(services, token)
        .then((result) => {
          if (typeof result !== 'string') return;
          send('revoked', { reason: result });
          end();
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'big-screen key check failed'))
        .finally(() => {
          checking = false;
        });
    }, KEY_CHECK_MS);
    const stop = () => {
      clearInterval(heartbeat);
      clearInterval(keyCheck);
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
