import { Readable, Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { reportsDb } from './report-tables.ts';

/**
 * A report's bytes are kept in chunks of this size: a file of any size is written and
 * served holding one chunk at a time, by whichever process renders or serves it.
 */
const CHUNK_BYTES = 1024 * 1024;

/**
 * A writable stream into a report's chunks. Writes wait for each chunk's insert, so a
 * renderer faster than the database is held back (back-pressure) instead of buffering.
 */
export class ReportFileWriter extends Writable {
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #seq = 0;
  /** Bytes written so far. */
  size = 0;
  /** When the first bytes came, and when the writer was ended (a slow report's log says which part took the time). */
  firstWriteAt: number | null = null;
  endedAt: number | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly taskId: number,
    private readonly universeId: number,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.firstWriteAt ??= Date.now();
    this.#pending.push(chunk);
    this.#pendingBytes += chunk.byteLength;
    this.size += chunk.byteLength;
    if (this.#pendingBytes < CHUNK_BYTES) {
      done();
      return;
    }
    this.#flush().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.endedAt = Date.now();
    this.#flush().then(() => done(), done);
  }

  async #flush(): Promise<void> {
    if (this.#pendingBytes === 0) return;
    const content = Buffer.concat(this.#pending);
    this.#pending = [];
    this.#pendingBytes = 0;
    await reportsDb(this.db)
      .insertInto('report_chunks')
      .values({ task_id: this.taskId, seq: this.#seq++, universe_id: this.universeId, content })
      .execute();
  }
}

/** Forgets what an earlier run of the report wrote (a retried or re-queued task starts over). */
export async function discardReportFile(db: Kysely<DB>, taskId: number): Promise<void> {
  await reportsDb(db).deleteFrom('report_chunks').where('task_id', '=', taskId).execute();
}

/**
 * The report's bytes as a stream, read one chunk at a time. The stream is read from the
 * socket's callbacks, outside the request's context: each read names its universe.
 */
export function readReportFile(db: Kysely<DB>, universeId: number, taskId: number): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const row = await runAsTenant(universeId, () =>
        reportsDb(db)
          .selectFrom('report_chunks')
          .select('content')
          .where('task_id', '=', taskId)
          .where('seq', '=', seq)
          .executeTakeFirst(),
      );
      if (!row) return;
      yield Buffer.from(row.content);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
