import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PlanDueNotifier } from '#plans/plan-due.ts';
import type { Services } from '#services.ts';

/** How long after the start the first plans past their due date are looked for. */
const FIRST_RUN_DELAY_MS = 15_000;

/** Action plans past their due date are told of (`plan.due`) every PLAN_DUE_MINUTES (0: not in this process). */
export const planDuePlugin = fp(
  async (app: FastifyInstance, options: { services: Services }) => {
    const { services } = options;
    const pollMs = services.config.planDueMs;
    if (pollMs <= 0) return;
    const notifier = new PlanDueNotifier(services, app.log, pollMs);
    let first: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      first = setTimeout(() => notifier.start(), FIRST_RUN_DELAY_MS);
      first.unref();
    });
    app.addHook('preClose', async () => {
      if (first) clearTimeout(first);
      await notifier.stop();
    });
  },
  { name: 'plan-due' },
);
