import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeDetector } from '#changes/change-detector.ts';
import type { Services } from '#services.ts';

/** How long after the start the first surveys due a run are looked for. */
const FIRST_RUN_DELAY_MS = 10_000;

/** Detected changes: surveys due a run are looked for every CHANGE_DETECTION_MINUTES (0: not in this process). */
export const changeDetectorPlugin = fp(
  async (app: FastifyInstance, options: { services: Services }) => {
    const { services } = options;
    const pollMs = services.config.changeDetectionMs;
    if (pollMs <= 0) return;
    const detector = new ChangeDetector(services, app.log, pollMs);
    // not in the first seconds, when the first dashboards of a start are drawn
    let first: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      first = setTimeout(() => detector.start(), FIRST_RUN_DELAY_MS);
      first.unref();
    });
    app.addHook('preClose', async () => {
      if (first) clearTimeout(first);
      await detector.stop();
    });
  },
  { name: 'change-detector' },
);
