/** Where a back-off tells of failures (warn) and of the recovery (info): the app's logger. */
export interface BackoffLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface BackoffOptions {
  /** The wait after the first failure; doubled after each failure in a row. */
  firstMs?: number;
  /** The longest wait. */
  maxMs?: number;
}

/** 1 s doubling to a minute: a database restart is retried within seconds, an outage once a minute. */
const BACKOFF_FIRST_MS = 1000;
const BACKOFF_MAX_MS = 60_000;

/**
 * The failures in a row of one background loop (a queue's worker, the ClickHouse relay, the
 * LISTEN connection): how long to wait before the next try (`firstMs` doubled per failure,
 * at most `maxMs`), and its log. During an outage a loop retried at its own pace wrote a
 * warning per try (the relay about nine a second); here the first failure is logged, then at
 * most one line per step of the back-off with the count of failures so far (one line per
 * `maxMs` once the wait stops growing), and one line when the loop works again.
 */
export class FailureBackoff {
  readonly #firstMs: number;
  readonly #maxMs: number;
  #failures = 0;
  #since = 0;
  /** The step of the last line logged (0: the first failure), and when it was logged. */
  #loggedStep = -1;
  #loggedAt = 0;
  /** No try before this (`due`). */
  #until = 0;

  constructor(
    private readonly what: string,
    private readonly log: BackoffLog,
    options: BackoffOptions = {},
  ) {
    this.#firstMs = options.firstMs ?? BACKOFF_FIRST_MS;
    this.#maxMs = Math.max(options.maxMs ?? BACKOFF_MAX_MS, this.#firstMs);
  }

  /** Failures in a row so far (0: the last try worked). */
  get failures(): number {
    return this.#failures;
  }

  /** A try failed: answers the wait before the next one, and logs it when its step is new. */
  failed(error: unknown, now = Date.now()): number {
    this.#failures += 1;
    if (this.#failures === 1) this.#since = now;
    const step = Math.min(this.#failures - 1, Math.ceil(Math.log2(this.#maxMs / this.#firstMs)));
    const waitMs = Math.min(this.#firstMs * 2 ** step, this.#maxMs);
    this.#until = now + waitMs;
    // a step the log has not told of yet, or the longest wait over since the last line
    if (step > this.#loggedStep || now - this.#loggedAt >= this.#maxMs) {
      this.#loggedStep = step;
      this.#loggedAt = now;
      const details = { err: error, failures: this.#failures, retryInMs: waitMs };
      if (this.#failures === 1) this.log.warn(details, `${this.what}: failed, retrying with back-off`);
      else
        this.log.warn(
          { ...details, failingForMs: now - this.#since },
          `${this.what}: still failing (${this.#failures} failures in a row)`,
        );
    }
    return waitMs;
  }

  /** A try worked: after failures, one line says so, and the next failure starts from `firstMs`. */
  succeeded(now = Date.now()): void {
    if (this.#failures === 0) return;
    this.log.info(
      { failures: this.#failures, failedForMs: now - this.#since },
      `${this.what}: working again after ${this.#failures} failures`,
    );
    this.#failures = 0;
    this.#loggedStep = -1;
    this.#until = 0;
  }

  /** Whether the wait after the last failure is over (for work run on a fixed interval). */
  due(now = Date.now()): boolean {
    return now >= this.#until;
  }
}
