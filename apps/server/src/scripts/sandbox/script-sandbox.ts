/**
 * Runs the survey scripts administrators write (untrusted JavaScript) in QuickJS compiled to
 * WebAssembly, never in the server's own engine: a script sees only the language and a
 * `console`, no `require`, `process`, network, timers or file system.
 *
 * - Worker threads: QuickJS runs synchronously, so a script that loops for its whole time
 *   limit would hold up every request for that long on the server's thread. A small pool of
 *   workers (started on first use, reused) keeps the event loop free; jobs queue behind them.
 * - A fresh QuickJS runtime per batch: nothing one batch defines or breaks (globals, patched
 *   prototypes, memory it holds) reaches the next, and a runtime stopped mid-way by a limit is
 *   thrown away with it.
 * - Limits: `timeMs` for the evaluation of the scripts and again for each call (QuickJS's
 *   interrupt handler), `memoryBytes` for the whole runtime (its allocator). In case QuickJS
 *   itself hangs or the worker dies, a watchdog here replaces the worker and answers the job
 *   with 'crashed' outcomes: no promise is left hanging.
 */
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../../lib/typescript-worker.ts';

export interface ScriptLimits {
  timeMs: number;
  memoryBytes: number;
}

const DEFAULT_SCRIPT_LIMITS: ScriptLimits = { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 };

/** `name` (e.g. 'global:helpers', 'survey:segment') is how errors point at the script. */
export interface ScriptSource {
  name: string;
  source: string;
}

export interface ScriptLogLine {
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
}

export type ScriptErrorKind =
  | 'syntax'
  | 'thrown'
  | 'timeout'
  | 'memory'
  | 'missingEntry'
  | 'badResult'
  | 'crashed';

export interface ScriptError {
  kind: ScriptErrorKind;
  message: string;
  script?: string;
  line?: number;
}

export type ScriptOutcome =
  | { ok: true; value: unknown; logs: ScriptLogLine[]; durationMs: number }
  | { ok: false; error: ScriptError; logs: ScriptLogLine[]; durationMs: number };

export interface ScriptBatch {
  /** Evaluated first, in this order, in the same context (global then universe scripts): functions they define are visible to `main`. */
  preludes: ScriptSource[];
  main: ScriptSource;
  /** The function `main` (or a prelude) defines that is called once per input, e.g. 'compute'. */
  entry: string;
  /** One call per element; each element is the argument list (JSON values only). */
  inputs: unknown[][];
  limits?: Partial<ScriptLimits>;
}

/** A batch as the worker gets it: full limits, each argument list already JSON (always cloneable). */
export interface WorkerJob {
  id: number;
  preludes: ScriptSource[];
  main: ScriptSource;
  entry: string;
  inputs: string[];
  limits: ScriptLimits;
}

export type WorkerReply = { type: 'ready' } | { type: 'done'; id: number; outcomes: ScriptOutcome[] };

/** Room for the worker to start (tsx, compiling the WebAssembly) before its first job's watchdog. */
const STARTUP_MS = 10_000;
const WATCHDOG_SLACK_MS = 5_000;
/**
 * QuickJS's recursion runs on the thread's own stack, using it many times faster than QuickJS's
 * stack limit counts; with Node's default 4 MB a deeply nested literal overflowed the thread
 * before QuickJS noticed. 16 MB leaves a wide margin over the worker's 256 KiB QuickJS limit.
 */
const WORKER_STACK_MB = 16;

interface Job {
  request: WorkerJob;
  resolve: (outcomes: ScriptOutcome[]) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  watchdog?: NodeJS.Timeout;
}

/** Every input of a job the worker could not answer. */
const crashed = (job: Job, message: string): ScriptOutcome[] =>
  job.request.inputs.map(() => ({ ok: false, error: { kind: 'crashed', message }, logs: [], durationMs: 0 }));

export class ScriptSandbox {
  readonly #size: number;
  readonly #slots = new Set<Slot>();
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: { workers?: number } = {}) {
    this.#size = Math.max(1, Math.floor(options.workers ?? 1));
  }

  /** Evaluates preludes + main once, then calls entry for every input; one outcome per input. */
  runBatch(batch: ScriptBatch): Promise<ScriptOutcome[]> {
    return new Promise((resolve) => {
      if (this.#closed) throw new Error('The script sandbox is closed');
      if (batch.inputs.length === 0) return resolve([]);
      const { preludes, main, entry } = batch;
      const limits = { ...DEFAULT_SCRIPT_LIMITS, ...batch.limits };
      if (!(limits.timeMs > 0 && limits.memoryBytes > 0)) throw new Error('Script limits must be positive');
      const inputs = batch.inputs.map((args) => JSON.stringify(args));
      this.#queue.push({ request: { id: this.#nextId++, preludes, main, entry, inputs, limits }, resolve });
      this.#dispatch();
    });
  }

  async run(single: Omit<ScriptBatch, 'inputs'> & { input: unknown[] }): Promise<ScriptOutcome> {
    const { input, ...batch } = single;
    const [outcome] = await this.runBatch({ ...batch, inputs: [input] });
    return outcome;
  }

  /** Stops the workers; jobs not finished yet get 'crashed' outcomes. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.resolve(crashed(job, 'The script sandbox was closed'));
    const slots = [...this.#slots];
    for (const slot of slots) this.#fail(slot, 'The script sandbox was closed');
    this.#slots.clear();
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) return;
      if (!slot.job) this.#assign(slot, this.#queue.shift()!);
    }
    while (this.#queue.length > 0 && this.#slots.size < this.#size) {
      this.#assign(this.#start(), this.#queue.shift()!);
    }
  }

  #start(): Slot {
    const worker = startTypeScriptWorker(new URL('./sandbox-worker.ts', import.meta.url), null, {
      resourceLimits: { stackSizeMb: WORKER_STACK_MB },
    });
    const slot: Slot = { worker, ready: false, job: null };
    this.#slots.add(slot);
    let failure = 'The script sandbox stopped unexpectedly';
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') slot.ready = true;
      else if (slot.job?.request.id === reply.id) {
        this.#finish(slot, reply.outcomes);
        this.#dispatch();
      }
    });
    worker.on('error', (error: Error) => {
      failure = `The script sandbox stopped unexpectedly (${error.message})`;
    });
    worker.on('exit', () => {
      this.#slots.delete(slot);
      this.#fail(slot, failure);
      if (!this.#closed) this.#dispatch();
    });
    return slot;
  }

  #assign(slot: Slot, job: Job): void {
    const { limits, inputs } = job.request;
    const budget = limits.timeMs * (inputs.length + 1) + WATCHDOG_SLACK_MS + (slot.ready ? 0 : STARTUP_MS);
    slot.job = job;
    // Referenced while it works, so that a process awaiting the outcomes stays alive; idle, it must not.
    slot.worker.ref();
    slot.watchdog = setTimeout(() => {
      this.#fail(slot, `The script sandbox did not answer within ${budget} ms and was restarted`);
      this.#retire(slot);
      this.#dispatch();
    }, budget).unref();
    slot.worker.postMessage(job.request);
  }

  #finish(slot: Slot, outcomes: ScriptOutcome[]): void {
    const job = slot.job;
    clearTimeout(slot.watchdog);
    slot.job = null;
    slot.worker.unref();
    job?.resolve(outcomes);
  }

  #fail(slot: Slot, message: string): void {
    if (slot.job) this.#finish(slot, crashed(slot.job, message));
  }

  /** Out of the pool at once (its exit comes later); the next job starts a fresh worker. */
  #retire(slot: Slot): void {
    this.#slots.delete(slot);
    void slot.worker.terminate();
  }
}
