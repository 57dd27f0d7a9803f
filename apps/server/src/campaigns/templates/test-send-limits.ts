import { badRequest } from '#lib/http-error.ts';

/**
 * Test sends are for checking a template, not for messaging people: each user has a few an
 * hour (the route's per-user limit, 429), and a test SMS goes to few numbers (400 on `phone`).
 * Kept in memory per process, as the sign-in limits are (docs/decisions/005).
 */
export const TEST_SEND_LIMITS = {
  perUser: { max: 10, timeWindow: 60 * 60_000 },
  smsNumbers: { max: 3, timeWindow: 24 * 60 * 60_000 },
} as const;

/** The numbers each user has sent a test SMS to within the current window. */
export class TestSmsRecipients {
  readonly #byUser = new Map<number, { since: number; numbers: Set<string> }>();

  /** Takes the number for the user, or throws 400 on `phone` when it would be one too many. */
  take(userId: number, number: string, now = Date.now()): void {
    const { max, timeWindow } = TEST_SEND_LIMITS.smsNumbers;
    let entry = this.#byUser.get(userId);
    if (!entry || now - entry.since >= timeWindow) {
      entry = { since: now, numbers: new Set() };
      this.#byUser.set(userId, entry);
    }
    if (entry.numbers.has(number)) return;
    if (entry.numbers.size >= max)
      throw badRequest(
        `A test SMS goes to at most ${max} numbers a day: send it to ${[...entry.numbers].join(', ')}`,
        'phone',
        { code: 'too_many', params: { max } },
      );
    entry.numbers.add(number);
  }
}
