import type {
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import type { ScriptError, ScriptLogLine, ScriptOutcome, WorkerJob } from './script-types.ts';

export interface QuickJSInstance {
  quickjs: QuickJSWASMModule;
  exhausted: () => boolean;
}

/** QuickJS's own recursion limit, well inside the thread's stack (see WORKER_STACK_MB). */
const MAX_STACK_BYTES = 256 * 1024;
const MAX_LOG_LINES = 200;
const GLOBAL_CODE = { type: 'global' } as const;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The sandbox's own code, run before any script. It installs `console` (each line formatted
 * here, 256 characters at most, then handed to the host's `print`) and returns the helpers the
 * host calls, holding on to JSON and Reflect before a script could replace them.
 */
const BOOTSTRAP = `(print) => {
  const { stringify, parse } = JSON, { apply } = Reflect, toText = String;
  const show = (value) => {
    if (typeof value === 'string') return value;
    try { const json = stringify(value); if (json !== undefined) return json; } catch {}
    try { return toText(value); } catch { return '[unprintable]'; }
  };
  const printer = (level) => (...args) => {
    let line = '';
    for (let i = 0; i < args.length && line.length < 256; i++) line += (i ? ' ' : '') + show(args[i]);
    print(level, line.length > 256 ? line.substring(0, 256) : line);
  };
  globalThis.console = { log: printer('log'), info: printer('info'), warn: printer('warn'), error: printer('error') };
  const call = (entry, argsJson) => apply(entry, undefined, parse(argsJson));
  const toJson = (value) => (value instanceof Promise ? undefined : stringify(value === undefined ? null : value));
  const text = (value) => (value === undefined ? '' : toText(value));
  const describe = (error) => {
    if (error !== null && typeof error === 'object' && ('name' in error || 'message' in error)) {
      return stringify([text(error.name), text(error.message), text(error.stack)]);
    }
    return stringify(['', show(error), '']);
  };
  return [call, toJson, describe];
}`;

type Settled = { ok: true; value: unknown } | { ok: false; error: ScriptError };

const failed = (error: ScriptError): Settled => ({ ok: false, error });
const megabytes = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/**
 * A batch's scripts evaluated in one QuickJS runtime of one instance, called for the inputs.
 * The time limit runs from each phase's start (evaluation, each call) through QuickJS's interrupt
 * handler, which also stops a script as soon as the instance's memory is exhausted.
 */
/** The outcome of an input the batch had no time left for (script-sandbox.ts `budgetMs`). */
export const budgetSpent = (job: Pick<WorkerJob, 'budgetMs'>): ScriptOutcome => ({
  ok: false,
  error: {
    kind: 'budget',
    message: `The scripts of this batch used up their time budget (${Math.round((job.budgetMs ?? 0) / 1000)} s) before this interview`,
  },
  logs: [],
  durationMs: 0,
});

export class ScriptRun {
  readonly #job: WorkerJob;
  readonly #instance: QuickJSInstance;
  readonly #runtime: QuickJSRuntime;
  readonly #vm: QuickJSContext;
  readonly #handles: QuickJSHandle[] = [];
  readonly #apply: QuickJSHandle;
  readonly #toJson: QuickJSHandle;
  readonly #describe: QuickJSHandle;
  #deadline = Number.POSITIVE_INFINITY;
  #interrupted = false;
  #logs: ScriptLogLine[] = [];
  #dropped = 0;

  constructor(instance: QuickJSInstance, job: WorkerJob) {
    this.#job = job;
    this.#instance = instance;
    this.#runtime = instance.quickjs.newRuntime();
    this.#runtime.setMaxStackSize(MAX_STACK_BYTES);
    this.#runtime.setInterruptHandler(() => {
      this.#interrupted ||= Date.now() > this.#deadline || instance.exhausted();
      return this.#interrupted;
    });
    const vm = this.#runtime.newContext();
    this.#vm = vm;
    const print = this.#keep(vm.newFunction('print', (level, text) => this.#print(level, text)));
    const bootstrap = this.#keep(vm.unwrapResult(vm.evalCode(BOOTSTRAP, '<sandbox>', GLOBAL_CODE)));
    const helpers = this.#keep(vm.unwrapResult(vm.callFunction(bootstrap, vm.undefined, print)));
    [this.#apply, this.#toJson, this.#describe] = [0, 1, 2].map((i) => this.#keep(vm.getProp(helpers, i)));
    // QuickJS can only refuse single allocations over the limit; the instance's memory does the rest.
    this.#runtime.setMemoryLimit(job.limits.memoryBytes);
  }

  /**
   * Evaluates the scripts, then adds an outcome per input not in `outcomes` yet. Returns early
   * after a 'memory' outcome: this instance is spent, the caller goes on in a fresh one.
   */
  answer(outcomes: ScriptOutcome[]): void {
    const { inputs } = this.#job;
    let started = performance.now();
    const entry = this.#evaluate() ?? this.#entry();
    if ('kind' in entry) {
      // Every input gets the same failure; the evaluation's logs, like its time, go to the first.
      const logs = this.#takeLogs();
      const durationMs = performance.now() - started;
      for (let first = true; outcomes.length < inputs.length; first = false) {
        outcomes.push({ ok: false, error: entry, logs: first ? logs : [], durationMs });
      }
      return;
    }
    while (outcomes.length < inputs.length) {
      if (this.#job.budgetEndsAt !== null && Date.now() >= this.#job.budgetEndsAt) {
        // The batch's time budget is spent: the inputs left are not run at all.
        while (outcomes.length < inputs.length) outcomes.push(budgetSpent(this.#job));
        return;
      }
      const settled = this.#call(entry, inputs[outcomes.length]);
      outcomes.push({ ...settled, logs: this.#takeLogs(), durationMs: performance.now() - started });
      if (!settled.ok && settled.error.kind === 'memory') return;
      started = performance.now();
    }
  }

  dispose(): void {
    for (const handle of this.#handles) if (handle.alive) handle.dispose();
    this.#vm.dispose();
    this.#runtime.dispose();
  }

  /** Checks every script's syntax first, then evaluates them in order; null when all went well. */
  #evaluate(): ScriptError | null {
    const scripts = [...this.#job.preludes, this.#job.main];
    this.#startClock();
    for (const { name, source } of scripts) {
      const compiled = this.#vm.evalCode(source, name, { ...GLOBAL_CODE, compileOnly: true });
      if (compiled.error) return this.#failure(compiled.error, 'syntax');
      compiled.value.dispose();
    }
    for (const { name, source } of scripts) {
      const result = this.#vm.evalCode(source, name, GLOBAL_CODE);
      if (result.error) return this.#failure(result.error, 'thrown');
      result.value.dispose();
    }
    return this.#instance.exhausted() ? this.#memoryError() : null;
  }

  /** The entry function, looked up by name so that `const compute = …` counts as well. */
  #entry(): QuickJSHandle | ScriptError {
    const { entry } = this.#job;
    const missing: ScriptError = { kind: 'missingEntry', message: `The script defines no function ${entry}` };
    if (!IDENTIFIER.test(entry)) return missing;
    const found = this.#vm.evalCode(
      `typeof ${entry} === 'function' ? ${entry} : undefined`,
      '<sandbox>',
      GLOBAL_CODE,
    );
    if (found.error) return this.#failure(found.error, 'thrown');
    if (this.#vm.typeof(found.value) === 'function') return this.#keep(found.value);
    found.value.dispose();
    return missing;
  }

  #call(entry: QuickJSHandle, argsJson: string): Settled {
    this.#startClock();
    // The arguments are the host's data: their string must not fail on the scripts' limit.
    const args = this.#unlimited(() => this.#vm.newString(argsJson));
    const result = this.#vm.callFunction(this.#apply, this.#vm.undefined, entry, args);
    args.dispose();
    const settled = result.error
      ? failed(this.#failure(result.error, 'thrown'))
      : this.#toValue(result.value);
    // Out of memory, a value read may be wrong: it is not kept.
    return settled.ok && this.#instance.exhausted() ? failed(this.#memoryError()) : settled;
  }

  /** A result goes out as JSON made in the context: nothing but data crosses over. */
  #toValue(value: QuickJSHandle): Settled {
    const json = this.#vm.callFunction(this.#toJson, this.#vm.undefined, value);
    const type = this.#vm.typeof(value);
    value.dispose();
    const returned = `The function ${this.#job.entry} returned`;
    if (json.error) {
      const error = this.#failure(json.error, 'thrown');
      if (error.kind !== 'thrown') return failed(error);
      return failed({
        kind: 'badResult',
        message: `${returned} a value that is not JSON (${error.message})`,
      });
    }
    try {
      if (this.#vm.typeof(json.value) === 'string') {
        return { ok: true, value: JSON.parse(this.#unlimited(() => this.#vm.getString(json.value))) };
      }
      const what = type === 'object' ? 'a promise' : `a ${type}`;
      return failed({ kind: 'badResult', message: `${returned} ${what}, which is not a JSON value` });
    } finally {
      json.value.dispose();
    }
  }

  /** Classifies (and disposes of) an exception from the context. */
  #failure(error: QuickJSHandle, kind: 'syntax' | 'thrown'): ScriptError {
    const stopped = this.#interrupted || this.#instance.exhausted();
    const [name, message, stack] = stopped ? [] : this.#describeError(error);
    error.dispose();
    if (this.#instance.exhausted() || (name === 'InternalError' && message === 'out of memory')) {
      return this.#memoryError();
    }
    if (this.#interrupted) {
      return {
        kind: 'timeout',
        message: `The script ran longer than ${this.#job.limits.timeMs} ms and was stopped`,
      };
    }
    return { kind, message: name ? `${name}: ${message}` : (message ?? ''), ...this.#locate(stack ?? '') };
  }

  #memoryError(): ScriptError {
    const limit = megabytes(this.#job.limits.memoryBytes);
    return { kind: 'memory', message: `The script used more than ${limit} MB and was stopped` };
  }

  /** [name, message, stack], read by the bootstrap's `describe` (getters of a thrown object may throw). */
  #describeError(error: QuickJSHandle): [string, string, string] {
    const described = this.#vm.callFunction(this.#describe, this.#vm.undefined, error);
    if (described.error) {
      described.error.dispose();
      return ['', 'The script threw a value that cannot be shown', ''];
    }
    try {
      return JSON.parse(this.#unlimited(() => this.#vm.getString(described.value)));
    } finally {
      described.value.dispose();
    }
  }

  /** The first frame of the stack in one of the batch's scripts, named as QuickJS got them. */
  #locate(stack: string): { script?: string; line?: number } {
    const names = new Set([...this.#job.preludes, this.#job.main].map((script) => script.name));
    for (const frame of stack.split('\n')) {
      const match = /\((.*):(\d+):\d+\)$/.exec(frame) ?? /^\s*at (.*):(\d+):\d+$/.exec(frame);
      if (match && names.has(match[1])) return { script: match[1], line: Number(match[2]) };
    }
    return {};
  }

  #print(level: QuickJSHandle, text: QuickJSHandle): void {
    if (this.#logs.length >= MAX_LOG_LINES) this.#dropped++;
    else {
      const line = this.#unlimited(() => ({
        level: this.#vm.getString(level),
        text: this.#vm.getString(text),
      }));
      this.#logs.push(line as ScriptLogLine);
    }
  }

  #takeLogs(): ScriptLogLine[] {
    const logs = this.#logs;
    if (this.#dropped > 0)
      logs.push({ level: 'warn', text: `(${this.#dropped} more console lines left out)` });
    this.#logs = [];
    this.#dropped = 0;
    return logs;
  }

  #startClock(): void {
    this.#deadline = Date.now() + this.#job.limits.timeMs;
    this.#interrupted = false;
  }

  /**
   * Strings read out are copied in QuickJS's memory first (and QuickJS's glue does not check for
   * a refusal), so QuickJS's limit is lifted meanwhile; the instance's maximum still holds.
   */
  #unlimited<T>(work: () => T): T {
    this.#runtime.setMemoryLimit(-1);
    try {
      return work();
    } finally {
      this.#runtime.setMemoryLimit(this.#job.limits.memoryBytes);
    }
  }

  #keep(handle: QuickJSHandle): QuickJSHandle {
    this.#handles.push(handle);
    return handle;
  }
}
