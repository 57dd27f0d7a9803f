import type { TLiveEventPayloads } from '@opinio/domain/schemas/live-events';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '#auth/principal.ts';
import type { SurveyCatalog } from '#surveys/survey-catalog.ts';
import { mayReceive } from './event-filter.ts';
import type { LiveEvents } from './live-events.ts';
import { sendLiveEvent } from './send-live-event.ts';
import type { SseStream } from './sse-stream.ts';

/**
 * Sends a signed-in user's stream every live event they may receive (event-filter.ts) until
 * the answered function is called. An event that cannot be checked is logged and not sent.
 */
export function followLiveEvents(
  services: { catalog: SurveyCatalog; live: LiveEvents },
  principal: Principal,
  stream: SseStream<TLiveEventPayloads>,
  log: FastifyBaseLogger,
): () => void {
  return services.live.subscribe((event) => {
    // The catalog is cached per universe: checking each event costs no query.
    services.catalog
      .surveys(principal.universe.id)
      .then((surveys) => {
        if (mayReceive(principal, surveys, event)) sendLiveEvent(stream, event);
      })
      .catch((error: unknown) => log.error({ err: error }, 'live event not sent'));
  });
}
