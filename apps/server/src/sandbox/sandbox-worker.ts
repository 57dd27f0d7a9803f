/**
 * Worker thread entry (started by script-sandbox.ts): runs one batch at a time in QuickJS.
 * Scripts get the language and a `console`, nothing else: this build of QuickJS has no std/os
 * modules and we add none.
 *
 * Each batch gets a WebAssembly instance of its own (the module is compiled once; instantiating
 * takes a few milliseconds), because only the instance's memory can hold a script to its memory
 * limit: in these prebuilt builds QuickJS cannot measure its allocations, so `setMemoryLimit`
 * refuses one allocation larger than the limit but never adds them up (quickjs-emscripten issues
 * #255, #271). The instance's memory gets a maximum instead; a WebAssembly memory never shrinks,
 * and once full, the glue between host and QuickJS can misread values, so an instance that ran
 * out is thrown away and the batch goes on in a fresh one.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';
import { type QuickJSInstance, ScriptRun } from './script-run.ts';
import type { ScriptOutcome, WorkerJob, WorkerReply } from './script-types.ts';

const PAGE_BYTES = 64 * 1024;
/** The build's initial memory (16 MB), the least it accepts: its stack, static data, a first heap. */
const INITIAL_PAGES = 256;
/** What lies below QuickJS's heap: its 5 MB stack and static data. */
const ENGINE_BYTES = 6 * 1024 * 1024;

const wasmPath = createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm');
const wasmModule = await WebAssembly.compile(await readFile(wasmPath));

/**
 * A fresh instance whose memory may grow to ENGINE_BYTES + memoryBytes (16 MB at least). It is
 * exhausted when its last attempt to grow failed: an allocation somewhere got null.
 */
async function newInstance(memoryBytes: number): Promise<QuickJSInstance> {
  const maximum = Math.max(INITIAL_PAGES, Math.ceil((ENGINE_BYTES + memoryBytes) / PAGE_BYTES));
  const wasmMemory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum });
  const grow = wasmMemory.grow.bind(wasmMemory);
  let exhausted = false;
  // Emscripten grows the memory through this object: the only place a failed growth shows.
  wasmMemory.grow = (pages: number) => {
    exhausted = true;
    const previous = grow(pages);
    exhausted = false;
    return previous;
  };
  const quickjs = await newQuickJSWASMModuleFromVariant(newVariant(variant, { wasmModule, wasmMemory }));
  return { quickjs, exhausted: () => exhausted };
}

async function runJob(job: WorkerJob): Promise<ScriptOutcome[]> {
  const outcomes: ScriptOutcome[] = [];
  try {
    while (outcomes.length < job.inputs.length) {
      const run = new ScriptRun(await newInstance(job.limits.memoryBytes), job);
      try {
        run.answer(outcomes);
      } finally {
        run.dispose();
      }
    }
  } catch (error) {
    // Not a script's error (those are outcomes) but the host's inside QuickJS, e.g. this thread's
    // stack overflowing: the instance is left to the garbage collector, the inputs left fail.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const message = `The script sandbox failed (${reason})`;
    while (outcomes.length < job.inputs.length) {
      outcomes.push({ ok: false, error: { kind: 'crashed', message }, logs: [], durationMs: 0 });
    }
  }
  return outcomes;
}

// Scripts are background work. On Linux a thread's nice value is its own, and this worker alone
// takes the lowest priority: a slow script on every worker no longer halves the CPU of the
// server's thread and of the read model's refresh, which its own survey's dashboards wait for.
if (process.platform === 'linux') {
  try {
    setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // not allowed here: the worker runs at the server's priority
  }
}

const port = parentPort!;
// The pool sends a worker its next job only once it has answered the last one.
port.on('message', async (job: WorkerJob) => {
  port.postMessage({ type: 'done', id: job.id, outcomes: await runJob(job) } satisfies WorkerReply);
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);
