import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

/**
 * The order the workers take queued tasks in (docs/decisions/033-fair-work-tasks.md):
 * round-robin between universes and, inside a universe, between the users who queued them,
 * so one user's twenty workbooks or one universe's campaigns cannot hold everyone else up.
 *
 * It is a simulation of the round-robin from what the tasks table already records:
 * - a user's tasks in the order they were queued (`run_after`, set again when a task is
 *   queued anew or a campaign slice yields, then `id`): the user's first is in round 1, the
 *   second in round 2...;
 * - inside a universe, round by round, the user served longest ago (latest `started_at` of
 *   their tasks; never served: first, in the order of their first task) goes first; the
 *   universe's own rounds follow from that;
 * - across universes the same: round by round, the universe served longest ago first.
 * A claim takes position 1 and marks its universe and user as served just now (its
 * `started_at`), which moves them to the back of the next round, as the simulation assumed;
 * so the positions this query gives are the order in which the tasks will start, as long as
 * nothing is queued in between. The claim (task-lease.ts) and a report's queue position
 * (report-repository.ts) both read this one query.
 *
 * Only tasks runnable now are in it (past `run_after`): a campaign scheduled for next week
 * does not hold a place. Tasks without a creator (subscriptions) share one user per universe.
 */
export function fairQueueSql() {
  return sql<{ id: number; position: number }>`
    WITH queued AS (
      SELECT id, universe_id, coalesce(created_by, 0) AS user_key, run_after
      FROM tasks WHERE state = 'queued' AND run_after <= now()
    ),
    served AS (
      SELECT universe_id, coalesce(created_by, 0) AS user_key, max(started_at) AS last
      FROM tasks
      WHERE started_at IS NOT NULL AND universe_id IN (SELECT universe_id FROM queued)
      GROUP BY 1, 2
    ),
    universe_served AS (SELECT universe_id, max(last) AS last FROM served GROUP BY 1),
    by_user AS (
      SELECT q.id, q.universe_id, q.user_key, s.last AS user_last,
        row_number() OVER (PARTITION BY q.universe_id, q.user_key ORDER BY q.run_after, q.id) AS user_round,
        min(q.id) OVER (PARTITION BY q.universe_id, q.user_key) AS user_first
      FROM queued q LEFT JOIN served s ON s.universe_id = q.universe_id AND s.user_key = q.user_key
    ),
    by_universe AS (
      SELECT b.id, b.universe_id,
        row_number() OVER (
          PARTITION BY b.universe_id
          ORDER BY b.user_round, b.user_last NULLS FIRST, b.user_first
        ) AS universe_round,
        min(b.id) OVER (PARTITION BY b.universe_id) AS universe_first
      FROM by_user b
    )
    SELECT u.id,
      row_number() OVER (ORDER BY u.universe_round, us.last NULLS FIRST, u.universe_first) AS position
    FROM by_universe u LEFT JOIN universe_served us ON us.universe_id = u.universe_id`;
}

/**
 * Where each of these queued tasks stands in the fair order (1: the next to start). A
 * queued task not runnable yet (waiting out a retry's back-off) comes after every runnable
 * one. Tasks not queued are left out. Reads every universe's queue: call it as tenant 'all'.
 */
export async function queuePositions(
  db: Kysely<DB>,
  taskIds: readonly number[],
): Promise<Map<number, number>> {
  if (taskIds.length === 0) return new Map();
  const fair = fairQueueSql();
  const { rows } = await sql<{ id: number; position: number | null; runnable: number }>`
    WITH fair AS (${fair})
    SELECT t.id, f.position, (SELECT count(*) FROM fair) AS runnable
    FROM tasks t LEFT JOIN fair f ON f.id = t.id
    WHERE t.state = 'queued' AND t.id IN (${sql.join(taskIds.map((id) => sql`${id}`))})`.execute(db);
  return new Map(rows.map((r) => [Number(r.id), Number(r.position ?? Number(r.runnable) + 1)]));
}
