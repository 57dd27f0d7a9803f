/**
 * Worker thread entry (started by check-in-worker.ts): checks one import file, posts the
 * outcome, then hands the interviews over one chunk per request, so that the server's
 * thread takes them in small steps between its requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { resolveScope } from '#access/scope.ts';
import { checkFile } from './check-file.ts';
import type { CheckMessage, CheckRequest } from './check-in-worker.ts';

const CHUNK = 2000;

const port = parentPort!;
const post = (message: CheckMessage) => port.postMessage(message);
const { survey, scopeUnit, format, content } = workerData as CheckRequest;
const scope = resolveScope(survey, scopeUnit);
const checked = scope
  ? await checkFile(survey, scope, format, content)
  : {
      ok: false as const,
      failure: { code: 'forbidden' as const, params: {} },
      error: 'The uploader may no longer write to this survey',
      errors: [],
    };
if (!checked.ok)
  post({ type: 'rejected', failure: checked.failure, error: checked.error, errors: checked.errors });
else {
  const { interviews } = checked;
  post({ type: 'checked', count: interviews.length });
  let next = 0;
  port.on('message', () => {
    post({ type: 'interviews', interviews: interviews.slice(next, next + CHUNK) });
    next += CHUNK;
    // The last chunk is out: nothing keeps the thread alive any more.
    if (next >= interviews.length) port.removeAllListeners('message');
  });
}
