import type { TBigScreenEventPayloads } from '@opinio/domain/schemas/bigscreen';
import type { FastifyBaseLogger } from 'fastify';
import type { SseStream } from '#live/sse-stream.ts';
import type { Services } from '#services.ts';
import { type BigScreenKey, checkBigScreenToken } from './bigscreen-key.ts';

/** How often an open stream checks that its key still exists (and is not revoked). */
const KEY_CHECK_MS = 3_000;

/**
 * Feeds a big screen's stream until it stops: each new data version of the key's survey
 * (`loadcount`), and `revoked` (then the end) as soon as the key is revoked or deleted, which
 * is checked every few seconds. A failed check is logged and tried again.
 */
export function followBigScreen(
  services: Pick<Services, 'catalog' | 'database' | 'live'>,
  key: BigScreenKey,
  token: string | null,
  stream: SseStream<TBigScreenEventPayloads>,
  log: FastifyBaseLogger,
): void {
  const { survey } = key;
  stream.whenStopped(
    services.live.subscribe((event) => {
      if (event.type !== 'loadcount') return;
      if (event.universeId !== survey.universeId || event.survey !== survey.extName) return;
      stream.send('loadcount', { loadCount: event.loadCount });
    }),
  );
  let checking = false;
  const keyCheck = setInterval(() => {
    if (checking) return;
    checking = true;
    checkBigScreenToken(services, token)
      .then((result) => {
        if (typeof result !== 'string') return;
        stream.send('revoked', { reason: result });
        stream.end();
      })
      .catch((error: unknown) => log.error({ err: error }, 'big-screen key check failed'))
      .finally(() => {
        checking = false;
      });
  }, KEY_CHECK_MS);
  stream.whenStopped(() => clearInterval(keyCheck));
}
