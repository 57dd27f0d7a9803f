import { randomUUID } from 'node:crypto';
import type { TLiveEventPayloads } from '@opinio/domain/schemas/live-events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '#db/database.ts';
import { FailureBackoff } from '#lib/failure-backoff.ts';

/**
 * An event on the bus: what the stream sends (packages/domain live-events.ts), with the
 * universe and, for alerts, the unit that decide who receives it.
 */
export type LiveEvent =
  | ({ type: 'loadcount'; universeId: number } & TLiveEventPayloads['loadcount'])
  // A survey's configuration changed (every process drops its cached copy of the universe's surveys)
  // (`reshaped`: its questions changed, so its analytics table is built again)
  | ({ type: 'config'; universeId: number; reshaped?: boolean } & TLiveEventPayloads['config'])
  | ({ type: 'alert'; universeId: number; unitId: number } & TLiveEventPayloads['alert'])
  // A task's progress and end (admins of the universe only: live/event-filter.ts)
  | ({ type: 'task'; universeId: number; taskType: string } & Omit<TLiveEventPayloads['task'], 'type'>)
  // A report's progress and end (the user who asked for it only)
  | ({ type: 'report'; universeId: number; userId: number } & TLiveEventPayloads['report']);

type Listener = (event: LiveEvent) => void;

const CHANNEL = 'opinio_live';
/** The LISTEN connection is made again within at most this long of PostgreSQL's return. */
const RECONNECT_MAX_MS = 10_000;

/**
 * The in-process event bus behind the SSE stream. On PostgreSQL every event also goes out
 * by NOTIFY and comes in by LISTEN, so API processes on one database see each other's
 * events (a process skips its own, which it has delivered already). On PGlite there is
 * one process: in process only.
 */
export class LiveEvents {
  readonly #listeners = new Set<Listener>();
  readonly #origin = randomUUID();
  #client: pg.Client | null = null;
  #closed = false;
  #retry: NodeJS.Timeout | null = null;
  #log: FastifyBaseLogger | null = null;
  #reconnects: FailureBackoff | null = null;

  constructor(private readonly database: Database) {}

  /** Starts listening to the other processes (PostgreSQL). */
  async start(log: FastifyBaseLogger): Promise<void> {
    this.#log = log;
    if (this.database.kind !== 'postgres' || !this.database.url) return;
    const client = new pg.Client({ connectionString: this.database.url });
    client.on('notification', (message) => this.#received(message.payload));
    client.on('error', (error) => {
      log.error({ err: error }, 'live events: LISTEN connection lost');
      if (this.#client === client) this.#client = null;
      this.#reconnect(log);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.#client = client;
  }

  /**
   * Tries again until PostgreSQL is back (a restart, say): after a second, then waiting
   * longer after each failure, up to ten seconds, with as few log lines (lib/failure-backoff.ts).
   */
  #reconnect(log: FastifyBaseLogger, waitMs = 1000) {
    if (this.#closed || this.#retry) return;
    this.#reconnects ??= new FailureBackoff('live events: LISTEN connection not made again', log, {
      maxMs: RECONNECT_MAX_MS,
    });
    const reconnects = this.#reconnects;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.start(log).then(
        () => reconnects.succeeded(),
        (error: unknown) => this.#reconnect(log, reconnects.failed(error)),
      );
    }, waitMs);
    this.#retry.unref();
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async publish(event: LiveEvent): Promise<void> {
    this.#deliver(event);
    if (this.database.kind !== 'postgres') return;
    const payload = JSON.stringify({ origin: this.#origin, event });
    await sql`SELECT pg_notify(${CHANNEL}, ${payload})`.execute(this.database.db);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.#listeners.clear();
    await this.#client?.end().catch(() => {});
  }

  #received(payload: string | undefined) {
    try {
      const message = JSON.parse(payload ?? '') as { origin: string; event: LiveEvent };
      if (message.origin !== this.#origin) this.#deliver(message.event);
    } catch {
      this.#log?.warn('live events: unreadable notification');
    }
  }

  #deliver(event: LiveEvent) {
    for (const listener of this.#listeners) listener(event);
  }
}
