import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { BackgroundLoop } from '#db/background-loop.ts';
import type { DB } from '#db/schema.ts';
import type { Metrics } from '#lib/metrics.ts';
import { ATTEMPT_MS, postWebhook } from './webhook-post.ts';
import {
  type ClaimedDelivery,
  claimWebhookDeliveries,
  deleteOldDeliveries,
  finishAttempt,
} from './webhook-repository.ts';
import { deliveryHeaders } from './webhook-signature.ts';

export interface WebhookSenderOptions {
  /** How often the deliveries are looked at without a wake-up (other processes' events, back-offs). */
  pollMs?: number;
  /** How long a claim holds; a dead sender's deliveries are claimed again after it. */
  leaseMs?: number;
  /** The first back-off after a failed attempt, doubled each time up to MAX_BACKOFF_MS. */
  retryMs: number;
  /** Attempts before a delivery is given up. */
  maxAttempts: number;
  /** Whether endpoints may be on loopback and private networks (WEBHOOK_PRIVATE_ADDRESSES). */
  allowPrivate: boolean;
  /** One attempt's deadline, from the connection to the answer's last byte (WEBHOOK_ATTEMPT_SECONDS). */
  attemptMs?: number;
  /** Deliveries this process sends at once. */
  slots?: number;
  /** Deliveries one universe may have being sent at once (by every process together). */
  perUniverse?: number;
  /** Counts the attempts and those not taken (`opinio_webhook_attempts_total`, `opinio_webhook_failures_total`). */
  metrics?: Metrics;
}

/** Deliveries sent at once by one process, and at most by one universe. */
const SENDER_SLOTS = 8;
const PER_UNIVERSE = 2;
const MAX_BACKOFF_MS = 60 * 60_000;

/** The wait after failed attempt `attempt` (1, 2, ...): `retryMs` doubled each time, at most an hour. @internal */
export const retryDelayMs = (attempt: number, retryMs: number) =>
  Math.min(retryMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
const KEPT_MS = 30 * 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Sends the webhook deliveries (docs/webhooks.md). It keeps up to `slots` deliveries in
 * flight, each on its own: a slot that frees is filled at once with the next due delivery
 * in the fair order (webhook-repository.ts: one at a time per endpoint, round-robin between
 * universes, at most `perUniverse` per universe), so a slow receiver holds one slot for at
 * most one attempt's deadline and never the others. Each attempt POSTs the signed body and
 * is recorded: delivered on a 2xx within the deadline, else tried again with back-off
 * (doubling from `retryMs` up to an hour) until `maxAttempts`, then failed. A crash between
 * the receiver taking a delivery and its mark sends it again after the lease, with the same
 * `webhook-id`, which the receiver recognises.
 */
export class WebhookSender {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #loop: BackgroundLoop;
  readonly #sending = new Set<Promise<void>>();
  /** When this process last claimed for each universe (a claim count): the fair order's tie-break. */
  readonly #served = new Map<number, number>();
  #claims = 0;
  #sweptAt = 0;
  /** Wake-ups at the end of back-offs. */
  readonly #retries = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly options: WebhookSenderOptions,
  ) {
    this.#loop = new BackgroundLoop('webhooks', log, options.pollMs ?? 5000, () => this.#fill());
  }

  start(): void {
    this.#loop.start();
  }

  /** Looks at the deliveries now (this process queued one, or a slot freed). */
  wake(): void {
    this.#loop.wake();
  }

  /** Lets the deliveries in hand finish (each within its deadline) and be recorded. */
  async stop(): Promise<void> {
    for (const timer of this.#retries) clearTimeout(timer);
    this.#retries.clear();
    await this.#loop.stop();
    await Promise.allSettled([...this.#sending]);
  }

  /** A round: claims as many due deliveries as there are free slots and starts each on its own. */
  async #fill(): Promise<void> {
    // the queue as it is now: a wake-up from here on (a slot freed meanwhile) makes another round
    this.#loop.taken();
    if (Date.now() - this.#sweptAt > SWEEP_EVERY_MS) {
      this.#sweptAt = Date.now();
      await deleteOldDeliveries(this.db, new Date(Date.now() - KEPT_MS));
    }
    const free = (this.options.slots ?? SENDER_SLOTS) - this.#sending.size;
    if (free <= 0 || this.#loop.stopping) return;
    const claimed = await claimWebhookDeliveries(this.db, this.id, {
      limit: free,
      perUniverse: this.options.perUniverse ?? PER_UNIVERSE,
      leaseMs: this.options.leaseMs ?? 5 * 60_000,
      served: this.#served,
    });
    for (const delivery of claimed) {
      this.#served.set(delivery.universeId, ++this.#claims);
      const sending: Promise<void> = this.#deliver(delivery)
        .catch((error: unknown) =>
          // the database went away: the delivery is claimed again once its lease runs out
          this.log.error({ err: error, delivery: delivery.id }, 'webhooks: attempt not recorded'),
        )
        .finally(() => {
          this.#sending.delete(sending);
          // its slot is free, and the endpoint's next event may be due now
          this.wake();
        });
      this.#sending.add(sending);
    }
  }

  async #deliver(delivery: ClaimedDelivery): Promise<void> {
    const timestamp = Math.floor(Date.now() / 1000);
    const outcome = await postWebhook(delivery.url, delivery.body, deliveryHeaders(delivery, timestamp), {
      allowPrivate: this.options.allowPrivate,
      deadlineMs: this.options.attemptMs ?? ATTEMPT_MS,
    });
    const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const retryInMs = retryDelayMs(delivery.attempts, this.options.retryMs);
    const next = delivered
      ? ({ state: 'delivered' } as const)
      : delivery.attempts >= this.options.maxAttempts
        ? ({ state: 'failed' } as const)
        : ({ state: 'queued', retryInMs } as const);
    this.options.metrics?.webhookAttempts.inc();
    if (!delivered)
      this.options.metrics?.webhookFailures.inc({ outcome: next.state === 'failed' ? 'failed' : 'retry' });
    if (!delivered)
      this.log.warn(
        { delivery: delivery.id, attempt: delivery.attempts, error: outcome.error, next: next.state },
        'webhooks: delivery not taken',
      );
    const recorded = await finishAttempt(this.db, delivery, this.id, outcome, next);
    if (!recorded)
      this.log.warn(
        { delivery: delivery.id },
        'webhooks: sent after its claim ran out (it may be sent again)',
      );
    else if (next.state === 'queued') this.#wakeIn(retryInMs);
  }

  /** Looks again once a back-off ends (the poll would too, later). */
  #wakeIn(ms: number): void {
    if (this.#loop.stopping) return;
    const timer = setTimeout(() => {
      this.#retries.delete(timer);
      this.wake();
    }, ms);
    timer.unref();
    this.#retries.add(timer);
  }
}
