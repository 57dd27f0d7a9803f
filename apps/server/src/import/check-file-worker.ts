/**
 * Worker thread entry (started by check-in-worker.ts): checks one import file and posts
 * the outcome back, the interviews in chunks so that the server's thread takes them in
 * small steps between its requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkFile } from './check-file.ts';
import type { CheckMessage, CheckRequest } from './check-in-worker.ts';

const CHUNK = 2000;

const post = (message: CheckMessage) => parentPort!.postMessage(message);
const { survey, scope, format, content } = workerData as CheckRequest;
const checked = await checkFile(survey, scope, format, content);
if (!checked.ok) post({ type: 'rejected', error: checked.error, errors: checked.errors });
else {
  for (let start = 0; start < checked.interviews.length; start += CHUNK)
    post({ type: 'interviews', interviews: checked.interviews.slice(start, start + CHUNK) });
  post({ type: 'checked', count: checked.interviews.length });
}
