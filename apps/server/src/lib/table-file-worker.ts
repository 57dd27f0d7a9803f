/**
 * Worker thread entry (started by table-file-in-worker.ts): reads one uploaded table file
 * within its limits and posts its rows, or why it cannot be read.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readTableFile, TooManyRows, UnpacksTooLarge, UnreadableFile } from './table-file.ts';
import type { TableFileMessage, TableFileRequest } from './table-file-in-worker.ts';

const { format, content, limits } = workerData as TableFileRequest;
const post = (message: TableFileMessage) => parentPort!.postMessage(message);
try {
  post({ type: 'rows', rows: await readTableFile(format, content, limits) });
} catch (error) {
  if (error instanceof TooManyRows) post({ type: 'too-many', max: error.max });
  else if (error instanceof UnpacksTooLarge) post({ type: 'unpacks-too-large', maxBytes: error.maxBytes });
  else if (error instanceof UnreadableFile) post({ type: 'unreadable', message: error.message });
  else throw error;
}
