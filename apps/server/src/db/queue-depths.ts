import { sql } from 'kysely';
import type { Database } from './database.ts';
import { runAsTenant } from './tenant-context.ts';

/** The most rows a scrape counts per queue: each count reads at most this many index entries. */
const QUEUE_COUNT_LIMIT = 10_000;

/** One queue's rows in one state, and how long the oldest of them has waited. */
export interface QueueDepth {
  queue: 'task' | 'mail' | 'webhook';
  /** The task type, for tasks; the mail's or delivery's state otherwise. */
  label: string;
  state: string;
  rows: number;
  /** Seconds since the oldest row was written. */
  oldestSeconds: number;
}

/**
 * The depths of the work queues every process shares (GET /metrics), in one query cheap
 * enough for each scrape: tasks queued or running by type, mails queued, being sent or held
 * (a digest gathering), webhook deliveries queued or being sent. Each count reads the queue's
 * claim index, at most QUEUE_COUNT_LIMIT rows of it: a deeper queue shows as that many.
 */
export async function queueDepths(database: Database): Promise<QueueDepth[]> {
  const { rows } = await runAsTenant('all', () =>
    sql<{ queue: QueueDepth['queue']; label: string; state: string; n: number; oldest: number }>`
      SELECT 'task' AS queue, type AS label, state, count(*)::int AS n,
             extract(epoch FROM now() - min(created_at))::float8 AS oldest
      FROM (SELECT type, state, created_at FROM tasks WHERE state IN ('queued', 'running')
            ORDER BY run_after, id LIMIT ${QUEUE_COUNT_LIMIT}) t
      GROUP BY type, state
      UNION ALL
      SELECT 'mail', state, state, count(*)::int, extract(epoch FROM now() - min(created_at))::float8
      FROM (SELECT state, created_at FROM mail_outbox WHERE state IN ('queued', 'sending')
            ORDER BY run_after, id LIMIT ${QUEUE_COUNT_LIMIT}) m
      GROUP BY state
      UNION ALL
      SELECT 'mail', 'held', 'held', count(*)::int, coalesce(extract(epoch FROM now() - min(created_at))::float8, 0)
      FROM (SELECT created_at FROM mail_outbox WHERE state = 'held' ORDER BY updated_at LIMIT ${QUEUE_COUNT_LIMIT}) h
      UNION ALL
      SELECT 'webhook', state, state, count(*)::int, extract(epoch FROM now() - min(created_at))::float8
      FROM (SELECT state, created_at FROM webhook_deliveries WHERE state IN ('queued', 'sending')
            ORDER BY run_after, id LIMIT ${QUEUE_COUNT_LIMIT}) w
      GROUP BY state`.execute(database.db),
  );
  return rows
    .filter((row) => row.n > 0)
    .map(({ queue, label, state, n, oldest }) => ({ queue, label, state, rows: n, oldestSeconds: oldest }));
}
