import type { FastifyBaseLogger } from 'fastify';
import { type BackoffOptions, FailureBackoff } from '#lib/failure-backoff.ts';
import { runAsTenant } from './tenant-context.ts';

/**
 * One process's loop over a queue every process shares (tasks, the mail outbox): it reads
 * the queue every `pollMs` (other processes' work, back-offs), at once when this process
 * adds work (`wake`), and again right after a round in which work came. A round reads
 * every universe's rows, whoever woke it. `stop` lets the round under way finish. Rounds
 * that fail in a row (the database down) wait longer each time, from a second to a minute,
 * and their log lines are as few (lib/failure-backoff.ts).
 */
export class BackgroundLoop {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopping = false;
  /** The soonest retry the round under way asked for (`retryIn`). */
  #soonest: number | undefined;
  readonly #failures: FailureBackoff;

  /** `round` works through the queue until it is empty or the loop stops. */
  constructor(
    what: string,
    log: FastifyBaseLogger,
    private readonly pollMs: number,
    private readonly round: () => Promise<void>,
    backoff: BackoffOptions = {},
  ) {
    this.#failures = new FailureBackoff(`${what}: queue not read`, log, backoff);
  }

  /** The round under way put work back for `ms`: the queue is looked at then, if before the poll. */
  retryIn(ms: number): void {
    this.#soonest = Math.min(this.#soonest ?? ms, ms);
  }

  /**
   * A round of an outbox: claims a batch, handles its items side by side, and claims again
   * until none is left or the loop stops. A handling that fails (the database gone) ends the
   * round; its item is claimed again once its lease runs out.
   */
  async drain<T>(claim: () => Promise<readonly T[]>, handle: (item: T) => Promise<void>): Promise<void> {
    while (!this.#stopping) {
      this.taken();
      const items = await claim();
      if (items.length === 0) return;
      const outcomes = await Promise.allSettled(items.map(handle));
      for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    }
  }

  get stopping(): boolean {
    return this.#stopping;
  }

  start(): void {
    this.#schedule(0);
  }

  /** Looks at the queue now (this process queued something). */
  wake(): void {
    if (this.#stopping) return;
    if (this.#running) this.#again = true;
    else this.#schedule(0);
  }

  /** A round takes the queue as it is now: wake-ups before this need no other round. */
  taken(): void {
    this.#again = false;
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  #schedule(delayMs: number) {
    if (this.#stopping) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#soonest = undefined;
      let waitMs: number | null = null;
      this.#running = runAsTenant('all', () => this.round())
        .then(
          () => this.#failures.succeeded(),
          (error: unknown) => {
            waitMs = this.#failures.failed(error);
          },
        )
        .finally(() => {
          this.#running = null;
          // after a failure, the back-off's wait (a wake-up still looks at once: its work was written)
          const next = waitMs ?? Math.min(this.pollMs, this.#soonest ?? this.pollMs);
          this.#schedule(this.#again ? 0 : next);
          this.#again = false;
        });
    }, delayMs);
    this.#timer.unref();
  }
}
