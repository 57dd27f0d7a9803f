import { afterAll, describe, expect, it } from 'vitest';
import { ScriptSandbox } from './script-sandbox.ts';
import type { ScriptBatch } from './script-types.ts';

/** A script that takes about `ms` of a worker's time per interview (within its 1 s limit). */
const slow = (ms: number) =>
  `function compute(i) { const end = Date.now() + ${ms}; while (Date.now() < end) {} return i.n; }`;
const batch = (source: string, inputs: unknown[][], more: Partial<ScriptBatch> = {}): ScriptBatch => ({
  preludes: [],
  main: { name: 'survey:segment', source },
  entry: 'compute',
  inputs,
  ...more,
});
const numbered = (n: number) => Array.from({ length: n }, (_, i) => [{ n: i }]);

describe('the script pool', () => {
  const pool = new ScriptSandbox({ workers: 2, jobInputs: 1 });
  afterAll(() => pool.close());

  it("a slow batch of universe A does not hold up universe B's test run: B's answer comes while A's batch still runs", async () => {
    // Both workers started first, so that the order below is the pool's and not start-up's.
    await Promise.all([1, 2].map((tenant) => pool.runBatch(batch(slow(1), numbered(1), { tenant }))));
    const order: string[] = [];
    // A's import batch and an API call of A: queued first, they could fill both workers for long.
    const a = [1, 2].map((part) =>
      pool.runBatch(batch(slow(300), numbered(6), { tenant: 1 })).then((outcomes) => {
        order.push(`A${part}`);
        return outcomes;
      }),
    );
    // B comes while A's jobs run.
    const b = pool.run({
      ...batch('function compute(i) { return i.n + 1; }', []),
      input: [{ n: 1 }],
      tenant: 2,
    });
    const answered = await b.then((outcome) => {
      order.push('B');
      return outcome;
    });
    expect(answered).toMatchObject({ ok: true, value: 2 });
    const outcomes = await Promise.all(a);
    // B waited for one job of A (a few interviews), not for A's batches
    expect(order).toEqual(['B', 'A1', 'A2']);
    // and A's batches are complete and in order
    for (const part of outcomes) expect(part.map((o) => o.ok && o.value)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a batch whose time budget is spent stops running its script; the interviews left get a budget outcome', async () => {
    const budget = { endsAt: Date.now() + 600, ms: 600 };
    const outcomes = await pool.runBatch(batch(slow(250), numbered(12), { tenant: 1, budget }));
    const ran = outcomes.filter((o) => o.ok).length;
    const notRun = outcomes.filter((o) => !o.ok && o.error.kind === 'budget');
    expect(ran).toBeGreaterThan(0);
    expect(notRun.length).toBeGreaterThan(0);
    expect(ran + notRun.length).toBe(12);
    expect(notRun[0]).toMatchObject({ error: { message: expect.stringMatching(/time budget \(1 s\)/) } });
  });
});
