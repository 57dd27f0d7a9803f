import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import {
  readTableFile,
  type SheetRow,
  type TableLimits,
  TooManyRows,
  UnpacksTooLarge,
  UnreadableFile,
} from './table-file.ts';
import { startTypeScriptWorker } from './typescript-worker.ts';

export interface TableFileRequest {
  format: 'csv' | 'xlsx';
  content: Uint8Array;
  limits: TableLimits;
}

export type TableFileMessage =
  | { type: 'rows'; rows: SheetRow[] }
  | { type: 'too-many'; max: number }
  | { type: 'unpacks-too-large'; maxBytes: number }
  | { type: 'unreadable'; message: string };

/** What one reading thread may take: its heap, and its time from start to answer. */
export interface ThreadLimits {
  maxHeapMb: number;
  deadlineMs: number;
}

/** The file could not be read within the thread's memory or time: as unreadable, said plainly. */
export const beyondThreadLimits = () =>
  new UnreadableFile(
    "The file could not be read within the server's limits for one file (memory or time): save it as CSV or split it",
  );

/**
 * Reading threads at once, one core short of the machine's (at least one): each may take a
 * core and its heap, and the server's own thread keeps a core to answer on. The others wait
 * their turn.
 */
const READERS_AT_ONCE = Math.max(1, availableParallelism() - 1);
let reading = 0;
const waiting: Array<() => void> = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (reading >= READERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  reading += 1;
  try {
    return await work();
  } finally {
    reading -= 1;
    waiting.shift()?.();
  }
}

/**
 * Starts a worker thread (a TypeScript module of this server) with a bounded heap and a
 * deadline, and settles with its first message: a file that needs more memory or time than
 * that is refused (beyondThreadLimits) while the server's own thread goes on answering.
 * At most READERS_AT_ONCE such threads run; the rest wait.
 */
export function inBoundedWorker<M>(
  module: URL,
  workerData: unknown,
  limits: ThreadLimits,
  onMessage: (message: M, worker: Worker) => 'done' | 'more',
): Promise<void> {
  return turn(
    () =>
      new Promise<void>((resolve, reject) => {
        const worker = startTypeScriptWorker(module, workerData, {
          resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
        });
        let settled = false;
        const settle = (error?: Error) => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          void worker.terminate();
          if (error) reject(error);
          else resolve();
        };
        const deadline = setTimeout(() => settle(beyondThreadLimits()), limits.deadlineMs);
        worker.on('message', (message: M) => {
          try {
            if (onMessage(message, worker) === 'done') settle();
          } catch (error) {
            settle(error as Error);
          }
        });
        worker.once('error', (error: Error & { code?: string }) =>
          settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? beyondThreadLimits() : error),
        );
        worker.once('exit', (code) => settle(new Error(`The file's thread stopped (exit code ${code})`)));
      }),
  );
}

/** CSV this small is read on the server's thread: a thread's start costs more. */
const IN_PLACE_CSV_BYTES = 256 * 1024;

/**
 * The rows of an uploaded table file (table-file.ts) read in a worker thread within
 * `limits`, with the thread's own heap and deadline: the server's requests are answered
 * meanwhile, whatever the file holds. Throws as readTableFile does.
 */
export async function readTableFileInWorker(
  request: TableFileRequest,
  thread: ThreadLimits,
): Promise<SheetRow[]> {
  if (request.format === 'csv' && request.content.byteLength <= IN_PLACE_CSV_BYTES)
    return readTableFile(request.format, request.content, request.limits);
  let rows: SheetRow[] = [];
  await inBoundedWorker<TableFileMessage>(
    new URL('./table-file-worker.ts', import.meta.url),
    request,
    thread,
    (message) => {
      if (message.type === 'too-many') throw new TooManyRows(message.max);
      if (message.type === 'unpacks-too-large') throw new UnpacksTooLarge(message.maxBytes);
      if (message.type === 'unreadable') throw new UnreadableFile(message.message);
      rows = message.rows;
      return 'done';
    },
  );
  return rows;
}
