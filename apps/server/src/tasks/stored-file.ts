import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const compress = promisify(gzip);
const decompress = promisify(gunzip);

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * An uploaded file as `task_files.content` keeps it: gzipped, on libuv's threads. A CSV
 * file shrinks about 5x, and on PGlite the one row is written and read by the database
 * on the server's thread: a 150,000-row file (9 MB) held every request up for about a
 * second as it was, 0.1-0.2 s gzipped (docs/decisions/019).
 */
export async function packFile(content: Uint8Array): Promise<Buffer> {
  // Level 1: nearly the size of the default level at a fraction of its time.
  return compress(content, { level: 1 });
}

/** The uploaded bytes again. Files stored as they came (before packing) are read as they are. */
export async function unpackFile(stored: Uint8Array): Promise<Uint8Array> {
  if (!isGzip(stored)) return stored;
  try {
    return await decompress(stored);
  } catch {
    // An upload that merely starts like gzip and was stored as it came.
    return stored;
  }
}
