/**
 * Runs the survey scripts administrators write (untrusted JavaScript) in QuickJS compiled to
 * WebAssembly, never in the server's own engine: a script sees only the language and a
 * `console`, no `require`, `process`, network, timers or file system.
 *
 * - Worker threads: QuickJS runs synchronously, so a script that loops for its whole time
 *   limit would hold up every request for that long on the server's thread. A small pool of
 *   workers (SCRIPT_WORKERS, started on first use, reused) keeps the event loop free.
 * - Shared fairly (docs/decisions/033-fair-work-tasks.md): a batch is cut into jobs of a few
 *   inputs, queued per tenant (universe) and served round-robin; while others wait, one
 *   universe holds at most half the workers (fair-job-queue.ts). A universe's test run waits
 *   at most for one job of another's, not for its whole batch.
 * - A time budget per batch: once spent, the inputs left are not run ('budget' outcomes).
 * - A fresh QuickJS runtime per batch: nothing one batch defines or breaks (globals, patched
 *   prototypes, memory it holds) reaches the next, and a runtime stopped mid-way by a limit is
 *   thrown away with it.
 * - Limits: `timeMs` for the evaluation of the scripts and again for each call (QuickJS's
 *   interrupt handler), `memoryBytes` for the whole runtime (its allocator). In case QuickJS
 *   itself hangs or the worker dies, a watchdog here replaces the worker and answers the job
 *   with 'crashed' outcomes: no promise is left hanging.
 */
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '#lib/typescript-worker.ts';
import { FairJobQueue } from './fair-job-queue.ts';
import { budgetSpent } from './script-run.ts';
import type { ScriptBatch, ScriptLimits, ScriptOutcome, WorkerJob, WorkerReply } from './script-types.ts';

const DEFAULT_SCRIPT_LIMITS: ScriptLimits = { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 };

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
  tenant: string;
  request: WorkerJob;
  resolve: (outcomes: ScriptOutcome[]) => void;
}

/** Inputs per job: small, so that a worker is handed on between the jobs of a long batch. */
const JOB_INPUTS = 10;

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
  readonly #jobInputs: number;
  readonly #queue = new FairJobQueue<Job>();
  #nextId = 1;
  #closed = false;

  constructor(options: { workers?: number; jobInputs?: number } = {}) {
    this.#size = Math.max(1, Math.floor(options.workers ?? 2));
    this.#jobInputs = Math.max(1, Math.floor(options.jobInputs ?? JOB_INPUTS));
  }

  /** Evaluates preludes + main once, then calls entry for every input; one outcome per input. */
  async runBatch(batch: ScriptBatch): Promise<ScriptOutcome[]> {
    if (this.#closed) throw new Error('The script sandbox is closed');
    if (batch.inputs.length === 0) return [];
    const { preludes, main, entry } = batch;
    const limits = { ...DEFAULT_SCRIPT_LIMITS, ...batch.limits };
    if (!(limits.timeMs > 0 && limits.memoryBytes > 0)) throw new Error('Script limits must be positive');
    const tenant = String(batch.tenant ?? '');
    const budget = { budgetEndsAt: batch.budget?.endsAt ?? null, budgetMs: batch.budget?.ms ?? null };
    const inputs = batch.inputs.map((args) => JSON.stringify(args));
    const jobs: Promise<ScriptOutcome[]>[] = [];
    for (let from = 0; from < inputs.length; from += this.#jobInputs) {
      const part = inputs.slice(from, from + this.#jobInputs);
      jobs.push(
        new Promise((resolve) => {
          const request = { id: this.#nextId++, preludes, main, entry, inputs: part, limits, ...budget };
          this.#queue.push({ tenant, request, resolve });
        }),
      );
    }
    this.#dispatch();
    return (await Promise.all(jobs)).flat();
  }

  async run(single: Omit<ScriptBatch, 'inputs'> & { input: unknown[] }): Promise<ScriptOutcome> {
    const { input, ...batch } = single;
    const [outcome] = await this.runBatch({ ...batch, inputs: [input] });
    return outcome;
  }

  /** Stops the workers; jobs not finished yet get 'crashed' outcomes. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.drain()) job.resolve(crashed(job, 'The script sandbox was closed'));
    const slots = [...this.#slots];
    for (const slot of slots) this.#fail(slot, 'The script sandbox was closed');
    this.#slots.clear();
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (slot.job) continue;
      const job = this.#next();
      if (!job) return;
      this.#assign(slot, job);
    }
    while (this.#slots.size < this.#size) {
      const job = this.#next();
      if (!job) return;
      this.#assign(this.#start(), job);
    }
  }

  /** The next job a worker may take; one whose batch has no time left is answered here. */
  #next(): Job | undefined {
    for (let job = this.#queue.take(this.#size); job; job = this.#queue.take(this.#size)) {
      const { budgetEndsAt } = job.request;
      if (budgetEndsAt === null || Date.now() < budgetEndsAt) return job;
      this.#queue.finished(job.tenant);
      job.resolve(job.request.inputs.map(() => budgetSpent(job.request)));
    }
    return undefined;
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
    if (job) this.#queue.finished(job.tenant);
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
