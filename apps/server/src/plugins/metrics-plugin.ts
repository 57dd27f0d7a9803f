import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { queueDepths } from '#db/queue-depths.ts';
import type { Services } from '#services.ts';
import { taskHandlers } from './task-worker-plugin.ts';

const TASK_STATES = ['queued', 'running'] as const;
const MAIL_STATES = ['queued', 'sending', 'held'] as const;
const WEBHOOK_STATES = ['queued', 'sending'] as const;

/**
 * A request's route for its metrics: the route template (`/api/vuejs/surveys/:survey`), never
 * the URL with its ids and tokens. Without a route, `(web app)` for the pages and files of the
 * web app (its fallback answers them) and `(no route)` for an unknown call under /api.
 */
function routeLabel(request: FastifyRequest): string {
  const template = request.routeOptions.url;
  if (template) return template;
  return request.url.startsWith('/api/') ? '(no route)' : '(web app)';
}

/**
 * What GET /metrics shows beyond the counters the app's parts move (lib/metrics.ts): every
 * answered request by route template, with its time; and, read at each scrape, the depths of
 * the task queue, the mail outbox and the webhook deliveries (one small query,
 * db/queue-depths.ts), and what the analytics engine tells of itself (open surveys, memory, the
 * ClickHouse relay's outbox).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { services }: { services: Services }) => {
    const { metrics, database, analytics } = services;
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        { method: request.method, route: routeLabel(request) },
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    const databaseUp = metrics.gauge(
      'opinio_database_up',
      "1 when the scrape's query of the queues answered, 0 when the database did not",
    );
    const taskDepth = metrics.gauge(
      'opinio_task_queue_depth',
      'Tasks queued or running, by task type and state (counted up to 10,000)',
      ['type', 'state'],
    );
    const taskOldest = metrics.gauge(
      'opinio_task_queue_oldest_seconds',
      'Age of the oldest queued task, by task type (0: none queued)',
      ['type'],
    );
    const mailDepth = metrics.gauge(
      'opinio_mail_outbox_depth',
      'Mails in the outbox not yet sent, by state: queued, sending, held (a digest gathering)',
      ['state'],
    );
    const mailOldest = metrics.gauge(
      'opinio_mail_outbox_oldest_seconds',
      'Age of the oldest queued mail (0: none queued)',
      ['state'],
    );
    const webhookDepth = metrics.gauge(
      'opinio_webhook_queue_depth',
      'Webhook deliveries not yet delivered nor given up, by state: queued, sending',
      ['state'],
    );
    const webhookOldest = metrics.gauge(
      'opinio_webhook_queue_oldest_seconds',
      'Age of the oldest queued webhook delivery (0: none queued)',
      ['state'],
    );
    const taskTypes = Object.keys(taskHandlers());
    metrics.onScrape(async () => {
      for (const gauge of [taskDepth, taskOldest, mailDepth, mailOldest, webhookDepth, webhookOldest])
        gauge.reset();
      try {
        const depths = await queueDepths(database);
        for (const type of taskTypes) {
          for (const state of TASK_STATES) taskDepth.set({ type, state }, 0);
          taskOldest.set({ type }, 0);
        }
        for (const state of MAIL_STATES) mailDepth.set({ state }, 0);
        for (const state of WEBHOOK_STATES) webhookDepth.set({ state }, 0);
        mailOldest.set({ state: 'queued' }, 0);
        webhookOldest.set({ state: 'queued' }, 0);
        for (const { queue, label, state, rows, oldestSeconds } of depths) {
          if (queue === 'task') {
            taskDepth.set({ type: label, state }, rows);
            if (state === 'queued') taskOldest.set({ type: label }, oldestSeconds);
          } else if (queue === 'mail') {
            mailDepth.set({ state }, rows);
            if (state === 'queued') mailOldest.set({ state }, oldestSeconds);
          } else {
            webhookDepth.set({ state }, rows);
            if (state === 'queued') webhookOldest.set({ state }, oldestSeconds);
          }
        }
        databaseUp.set(1);
      } catch {
        // the queues unknown while the database is down: no values rather than stale ones
        databaseUp.set(0);
      }
    });

    const analyticsUp = metrics.gauge(
      'opinio_analytics_up',
      '1 when the analytics engine told its figures at the scrape, 0 when it did not',
    );
    const memoryBytes = metrics.gauge(
      'opinio_analytics_memory_bytes',
      'Memory the analytics engine holds, by engine: DuckDB in this process, or what ClickHouse tracks',
      ['engine'],
    );
    // each engine's own figure, listed only where that engine runs
    const engine = analytics.engineName;
    const openSurveys =
      engine === 'duckdb'
        ? metrics.gauge(
            'opinio_analytics_open_surveys',
            'Surveys whose tables the DuckDB read model has open in this process',
          )
        : null;
    const outboxRows =
      engine === 'clickhouse'
        ? metrics.gauge(
            'opinio_clickhouse_outbox_rows',
            "The ClickHouse relay's lag: outbox rows of changed interviews not yet copied (counted up to 100,000)",
          )
        : null;
    metrics.onScrape(async () => {
      memoryBytes.reset();
      try {
        const stats = await analytics.stats();
        if (stats.memoryBytes !== null) memoryBytes.set({ engine }, stats.memoryBytes);
        if (stats.openSurveys !== null) openSurveys?.set(stats.openSurveys);
        if (stats.outboxRows !== null) outboxRows?.set(stats.outboxRows);
        analyticsUp.set(1);
      } catch {
        analyticsUp.set(0);
      }
    });
  },
  { name: 'metrics' },
);
