import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { OutboxRelay } from '#analytics/clickhouse/relay.ts';
import { BackgroundLoop } from '#db/background-loop.ts';
import { FailureBackoff } from '#lib/failure-backoff.ts';
import { startClickHouse } from './clickhouse-process.ts';
import { openTestDatabase } from './harness.ts';
import { sleep } from './server-process.ts';

/** A logger at the production level whose JSON lines the test reads back. */
function capturedLog() {
  const lines: Array<{ level: number; msg: string; failures?: number; retryInMs?: number }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

/*
 * A background loop failing over and over (the database down) waits longer after each
 * failure, from `firstMs` doubling to `maxMs`, and logs the first failure, at most one line
 * per step of the back-off, and one line when it works again: not a line per try.
 */
describe('the back-off of failing background loops', () => {
  it('waits from firstMs doubling to maxMs, and logs once per step of the back-off', () => {
    const { log, lines } = capturedLog();
    const backoff = new FailureBackoff('a loop', log, { firstMs: 1000, maxMs: 60_000 });
    let now = 0;
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wait = backoff.failed(new Error('down'), now);
      waits.push(wait);
      expect(backoff.due(now + wait - 1)).toBe(false);
      expect(backoff.due(now + wait)).toBe(true);
      now += wait;
    }
    expect(waits).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000,
    ]);
    // a line per step while the wait grows, then one per longest wait
    expect(lines.map((line) => line.failures)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(lines[0].msg).toBe('a loop: failed, retrying with back-off');
    expect(lines[3].msg).toBe('a loop: still failing (4 failures in a row)');
    expect(lines.every((line) => line.level === 40)).toBe(true);

    // the next try is logged; failures between the tries (wake-ups) are counted, not logged
    const before = lines.length;
    for (let i = 0; i < 50; i++) backoff.failed(new Error('down'), now + i);
    expect(lines.length).toBe(before + 1);
    expect(backoff.failures).toBe(62);

    backoff.succeeded(now + 100);
    expect(lines.at(-1)).toMatchObject({
      level: 30,
      msg: 'a loop: working again after 62 failures',
      failures: 62,
    });
    // the next failure starts the back-off over, and is logged as a first one
    expect(backoff.failed(new Error('down'), now + 200)).toBe(1000);
    expect(lines.at(-1)?.msg).toBe('a loop: failed, retrying with back-off');
  });

  it('a queue loop whose rounds keep failing logs a bounded number of lines, then one when it works again', async () => {
    const { log, lines } = capturedLog();
    let failing = true;
    let rounds = 0;
    const loop = new BackgroundLoop(
      'test queue',
      log,
      5,
      async () => {
        rounds += 1;
        if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      { firstMs: 10, maxMs: 40 },
    );
    loop.start();
    const started = Date.now();
    await sleep(600);
    const failed = rounds;
    const elapsed = Date.now() - started;
    // waits of 10, 20, 40, 40, ... ms: far fewer rounds than its 5 ms poll would make
    expect(failed).toBeLessThan(elapsed / 5 / 3);
    expect(failed).toBeGreaterThan(5);
    // the first failure, one line per step while the wait grows (20, 40), then one per 40 ms at most
    const failureLines = lines.filter((line) => line.level === 40);
    expect(failureLines.length).toBeLessThanOrEqual(3 + Math.ceil(elapsed / 40));
    expect(failureLines.length).toBeLessThan(failed + 1);
    expect(failureLines[0].msg).toBe('test queue: queue not read: failed, retrying with back-off');
    failing = false;
    await sleep(100);
    await loop.stop();
    const recovered = lines.filter((line) => line.level === 30);
    expect(recovered).toHaveLength(1);
    expect(recovered[0].msg).toMatch(/^test queue: queue not read: working again after \d+ failures$/);
  });

  it('the ClickHouse relay over a database that is gone backs off instead of trying at its interval', async () => {
    const { log, lines } = capturedLog();
    const clickhouse = await startClickHouse();
    const database = await openTestDatabase('pglite');
    await database.close();
    // its batches fail at their first PostgreSQL read
    const relay = new OutboxRelay(database, clickhouse, async () => undefined, log);
    relay.backoff = { firstMs: 20, maxMs: 160 };
    try {
      relay.start(1);
      await sleep(1000);
      await relay.stop();
    } finally {
      await clickhouse.close();
    }
    const warnings = lines.filter((line) => line.level === 40);
    // waits of 20, 40, 80, 160, 160, ... ms: about 8 batches in a second, not hundreds at its 1 ms interval
    expect(warnings.length).toBeGreaterThanOrEqual(3);
    expect(warnings.length).toBeLessThanOrEqual(10);
    expect(warnings[0].msg).toBe('ClickHouse relay: batch failed: failed, retrying with back-off');
    expect(warnings.at(-1)?.failures).toBe(warnings.length);
  });
});
