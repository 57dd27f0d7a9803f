import type { FastifyBaseLogger } from 'fastify';
import { runAsTenant } from './tenant-context.ts';

/**
 * One process's loop over a queue every process shares (tasks, the mail outbox): it reads
 * the queue every `pollMs` (other processes' work, back-offs), at once when this process
 * adds work (`wake`), and again right after a round in which work came. A round reads
 * every universe's rows, whoever woke it. `stop` lets the round under way finish.
 */
export class BackgroundLoop {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopping = false;

  /**
   * `round` works through the queue until it is empty or the loop stops; it may answer
   * how soon to look again when that is sooner than the poll (a retry due).
   */
  constructor(
    private readonly what: string,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
    private readonly round: () => Promise<number | undefined>,
  ) {}

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
      let soonest: number | undefined;
      this.#running = runAsTenant('all', async () => {
        soonest = (await this.round()) ?? undefined;
      })
        .catch((error: unknown) => this.log.error({ err: error }, `${this.what}: queue not read`))
        .finally(() => {
          this.#running = null;
          this.#schedule(this.#again ? 0 : Math.min(this.pollMs, soonest ?? this.pollMs));
          this.#again = false;
        });
    }, delayMs);
    this.#timer.unref();
  }
}
