import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { BackgroundLoop } from '#db/background-loop.ts';
import type { DB } from '#db/schema.ts';
import { postWebhook } from './webhook-post.ts';
import {
  type ClaimedDelivery,
  claimWebhookDeliveries,
  deleteOldDeliveries,
  finishAttempt,
} from './webhook-repository.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

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
  /** Deliveries sent at once. */
  batch?: number;
}

const MAX_BACKOFF_MS = 60 * 60_000;

/** The wait after failed attempt `attempt` (1, 2, ...): `retryMs` doubled each time, at most an hour. @internal */
export const retryDelayMs = (attempt: number, retryMs: number) =>
  Math.min(retryMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
const KEPT_MS = 30 * 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Sends the webhook deliveries (docs/webhooks.md): claims a few due ones, POSTs each signed
 * body to its endpoint side by side, and records the attempt: delivered on a 2xx, else
 * tried again with back-off (doubling from `retryMs` up to an hour) until `maxAttempts`,
 * then failed. A crash between the receiver taking a delivery and its mark sends it again
 * after the lease, with the same `Opinio-Delivery` id, which the receiver recognises.
 */
export class WebhookSender {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #loop: BackgroundLoop;
  #sweptAt = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly options: WebhookSenderOptions,
  ) {
    this.#loop = new BackgroundLoop('webhooks', log, options.pollMs ?? 5000, () => this.#drain());
  }

  start(): void {
    this.#loop.start();
  }

  /** Looks at the deliveries now (this process queued one). */
  wake(): void {
    this.#loop.wake();
  }

  /** Lets the deliveries in hand finish and be recorded. */
  stop(): Promise<void> {
    return this.#loop.stop();
  }

  async #drain(): Promise<void> {
    if (Date.now() - this.#sweptAt > SWEEP_EVERY_MS) {
      this.#sweptAt = Date.now();
      await deleteOldDeliveries(this.db, new Date(Date.now() - KEPT_MS));
    }
    const leaseMs = this.options.leaseMs ?? 5 * 60_000;
    await this.#loop.drain(
      () => claimWebhookDeliveries(this.db, this.id, this.options.batch ?? 8, leaseMs),
      (delivery) => this.#deliver(delivery),
    );
  }

  async #deliver(delivery: ClaimedDelivery): Promise<void> {
    const timestamp = Math.floor(Date.now() / 1000);
    const outcome = await postWebhook(
      delivery.url,
      delivery.body,
      {
        'content-type': 'application/json',
        'user-agent': 'Opinio-Webhooks/1',
        'opinio-event': delivery.event,
        'opinio-delivery': delivery.eventId,
        [SIGNATURE_HEADER]: signWebhook(delivery.secret, timestamp, delivery.body),
      },
      this.options.allowPrivate,
    );
    const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const retryInMs = retryDelayMs(delivery.attempts, this.options.retryMs);
    const next = delivered
      ? ({ state: 'delivered' } as const)
      : delivery.attempts >= this.options.maxAttempts
        ? ({ state: 'failed' } as const)
        : ({ state: 'queued', retryInMs } as const);
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
    else if (next.state === 'queued') this.#loop.retryIn(retryInMs);
  }
}
