/** What a script run takes and gives back, shared by the sandbox and its workers. */
export interface ScriptLimits {
  timeMs: number;
  memoryBytes: number;
}

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
  | 'crashed'
  /** Not run: the batch's time budget was spent before this input. */
  | 'budget';

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
  /** Whose work it is (a universe's id; global work its own name): the pool is shared fairly between them. */
  tenant?: number | string;
  /**
   * The batch's time budget: no input starts after `endsAt` (epoch ms); those left get 'budget'
   * outcomes. `ms` is the budget as configured (for the message).
   */
  budget?: { endsAt: number; ms: number };
}

/** A batch as the worker gets it: full limits, each argument list already JSON (always cloneable). */
export interface WorkerJob {
  id: number;
  preludes: ScriptSource[];
  main: ScriptSource;
  entry: string;
  inputs: string[];
  limits: ScriptLimits;
  /** No input starts after this (epoch ms); null: no budget. */
  budgetEndsAt: number | null;
  budgetMs: number | null;
}

export type WorkerReply = { type: 'ready' } | { type: 'done'; id: number; outcomes: ScriptOutcome[] };
