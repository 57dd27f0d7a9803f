import { afterAll, describe, expect, it } from 'vitest';
import { ScriptSandbox } from './script-sandbox.ts';
import type { ScriptBatch, ScriptOutcome } from './script-types.ts';

const sandbox = new ScriptSandbox();
afterAll(() => sandbox.close());

const main = (source: string) => ({ name: 'survey:segment', source });
const batch = (source: string, inputs: unknown[][], more: Partial<ScriptBatch> = {}): ScriptBatch => ({
  preludes: [],
  main: main(source),
  entry: 'compute',
  inputs,
  ...more,
});
const errorOf = (outcome: ScriptOutcome) => (outcome.ok ? null : outcome.error);

describe('ScriptSandbox', () => {
  it('calls the entry once per input, with the functions a prelude defines', async () => {
    const outcomes = await sandbox.runBatch(
      batch(
        'function compute(i) { return segment(i.q1, i.q2); }',
        [[{ q1: 1, q2: 2 }], [{ q1: 3, q2: 1 }], [{ q1: 2, q2: 2 }]],
        {
          preludes: [
            { name: 'global:helpers', source: 'function label(n) { return "S" + n; }' },
            {
              name: 'universe:segments',
              source: 'function segment(a, b) { return label(a > b ? 1 : a < b ? 2 : 3); }',
            },
          ],
        },
      ),
    );
    expect(outcomes.map((o) => o.ok && o.value)).toEqual(['S2', 'S1', 'S3']);
  });

  it('passes every argument as JSON and takes undefined back as null', async () => {
    const outcome = await sandbox.run({
      ...batch('function compute(a, b) { if (b.x === null) return undefined; }', []),
      input: [1, { x: null }],
    });
    expect(outcome).toMatchObject({ ok: true, value: null });
  });

  it("captures each call's console lines in its own outcome, the evaluation's in the first", async () => {
    const source =
      'console.info("loaded"); function compute(n) { console.log("n is", n, { n }); console.warn(n * 2); return n; }';
    const [first, second] = await sandbox.runBatch(batch(source, [[1], [2]]));
    expect(first.logs).toEqual([
      { level: 'info', text: 'loaded' },
      { level: 'log', text: 'n is 1 {"n":1}' },
      { level: 'warn', text: '2' },
    ]);
    expect(second.logs).toEqual([
      { level: 'log', text: 'n is 2 {"n":2}' },
      { level: 'warn', text: '4' },
    ]);
  });

  it('stops a call that loops past its time without holding up the event loop, then runs the next batch', async () => {
    await sandbox.run({ ...batch('function compute() { return 1; }', []), input: [] });
    const events: string[] = [];
    const looping = sandbox
      .run({ ...batch('function compute() { while (true) {} }', []), input: [], limits: { timeMs: 200 } })
      .then((outcome) => {
        events.push('batch');
        return outcome;
      });
    setTimeout(() => events.push('timer'), 10);
    const outcome = await looping;
    expect(events).toEqual(['timer', 'batch']);
    expect(errorOf(outcome)).toEqual({
      kind: 'timeout',
      message: 'The script ran longer than 200 ms and was stopped',
    });
    const next = await sandbox.run({ ...batch('function compute(n) { return n + 1; }', []), input: [41] });
    expect(next).toMatchObject({ ok: true, value: 42 });
  });

  it('a loop at the top level times out every input', async () => {
    const outcomes = await sandbox.runBatch(
      batch('while (true) {} function compute() { return 1; }', [[1], [2]], { limits: { timeMs: 200 } }),
    );
    expect(outcomes.map((o) => errorOf(o)?.kind)).toEqual(['timeout', 'timeout']);
  });

  it('stops a script that allocates without bound at the memory limit', async () => {
    const source = 'function compute() { const a = []; while (true) a.push(new Array(1e5).fill(1)); }';
    const [outcome] = await sandbox.runBatch(
      batch(source, [[]], { limits: { memoryBytes: 8 * 1024 * 1024 } }),
    );
    expect(errorOf(outcome)).toEqual({
      kind: 'memory',
      message: 'The script used more than 8 MB and was stopped',
    });
  });

  it('after an input runs out of memory, the next ones run in a fresh instance', async () => {
    const source =
      'globalThis.kept = []; function compute(n) { if (n === 2) while (true) kept.push([n]); return n + kept.length; }';
    const outcomes = await sandbox.runBatch(
      batch(source, [[1], [2], [3]], { limits: { memoryBytes: 16 * 1024 * 1024 } }),
    );
    expect(outcomes[0]).toMatchObject({ ok: true, value: 1 });
    expect(errorOf(outcomes[1])?.kind).toBe('memory');
    expect(outcomes[2]).toMatchObject({ ok: true, value: 3 });
  });

  it('reports endless recursion as a thrown stack overflow', async () => {
    const [outcome] = await sandbox.runBatch(batch('function compute() { return compute() + 1; }', [[]]));
    expect(errorOf(outcome)).toMatchObject({ kind: 'thrown', message: 'InternalError: stack overflow' });
  });

  it('reports a thrown error with its message, script and line', async () => {
    const [outcome] = await sandbox.runBatch(
      batch('function compute() {\n  throw new Error("no answer");\n}', [[]]),
    );
    expect(errorOf(outcome)).toEqual({
      kind: 'thrown',
      message: 'Error: no answer',
      script: 'survey:segment',
      line: 2,
    });
  });

  it('reports a syntax error in any script for every input, with its line', async () => {
    const outcomes = await sandbox.runBatch(
      batch('function compute() { return 1; }', [[], []], {
        preludes: [{ name: 'global:helpers', source: 'function helper() {\n  return 1 +;\n}' }],
      }),
    );
    expect(outcomes.map(errorOf)).toEqual([
      expect.objectContaining({ kind: 'syntax', script: 'global:helpers', line: 2 }),
      expect.objectContaining({ kind: 'syntax', script: 'global:helpers', line: 2 }),
    ]);
  });

  it('reports a missing entry and a result that is not JSON', async () => {
    const [missing] = await sandbox.runBatch(batch('function other() {}', [[]]));
    expect(errorOf(missing)).toEqual({
      kind: 'missingEntry',
      message: 'The script defines no function compute',
    });
    const [fn] = await sandbox.runBatch(batch('function compute() { return () => 1; }', [[]]));
    expect(errorOf(fn)?.kind).toBe('badResult');
    const [cycle] = await sandbox.runBatch(
      batch('function compute() { const a = {}; a.a = a; return a; }', [[]]),
    );
    expect(errorOf(cycle)?.kind).toBe('badResult');
  });

  it('finds an entry declared with const', async () => {
    const [outcome] = await sandbox.runBatch(batch('const compute = (n) => n * 2;', [[21]]));
    expect(outcome).toMatchObject({ ok: true, value: 42 });
  });

  it('gives the script no access to the host', async () => {
    const names = [
      'require',
      'process',
      'globalThis.fetch',
      'setTimeout',
      'std',
      'os',
      'module',
      'WebAssembly',
    ];
    const source = `function compute() { return [${names.map((name) => `typeof ${name}`).join(', ')}]; }`;
    const [outcome] = await sandbox.runBatch(batch(source, [[]]));
    expect(outcome).toMatchObject({ ok: true, value: names.map(() => 'undefined') });
  });

  it('one input failing leaves the others of the batch alone', async () => {
    const source =
      'let calls = 0; function compute(n) { calls++; if (n === 2) throw new RangeError("two"); return n * calls; }';
    const outcomes = await sandbox.runBatch(batch(source, [[1], [2], [3]]));
    expect(outcomes[0]).toMatchObject({ ok: true, value: 1 });
    expect(errorOf(outcomes[1])).toMatchObject({ kind: 'thrown', message: 'RangeError: two' });
    expect(outcomes[2]).toMatchObject({ ok: true, value: 9 });
  });

  it('keeps nothing from one batch to the next', async () => {
    await sandbox.runBatch(
      batch('globalThis.leftover = 1; Array.prototype.map = null; function compute() {}', [[]]),
    );
    const [outcome] = await sandbox.runBatch(
      batch('function compute() { return [typeof leftover, [1].map((n) => n + 1)]; }', [[]]),
    );
    expect(outcome).toMatchObject({ ok: true, value: ['undefined', [2]] });
  });

  it('answers a job still running when the sandbox closes', async () => {
    const closing = new ScriptSandbox();
    const running = closing.run({ ...batch('function compute() { while (true) {} }', []), input: [] });
    await closing.close();
    expect(errorOf(await running)).toEqual({ kind: 'crashed', message: 'The script sandbox was closed' });
  });

  it('runs batches side by side in a pool of workers, queueing the rest', async () => {
    const pool = new ScriptSandbox({ workers: 2 });
    try {
      const runs = [1, 2, 3].map((n) =>
        pool.run({ ...batch('function compute(n) { return n * 10; }', []), input: [n] }),
      );
      expect((await Promise.all(runs)).map((o) => o.ok && o.value)).toEqual([10, 20, 30]);
    } finally {
      await pool.close();
    }
  });
});
