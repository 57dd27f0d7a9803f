import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * tsx's module hooks as a file URL. Node 20 does not apply the parent's `--import`
 * hooks to worker threads, so a worker registers tsx itself before it loads TypeScript.
 */
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;

/**
 * Starts a worker thread running a TypeScript module of this server (which runs under
 * tsx, in production as in tests). `workerData` is structured-cloned into the worker;
 * `options` are the Worker's others (the script sandbox sets its thread's stack size).
 */
export function startTypeScriptWorker(
  module: URL,
  workerData: unknown,
  options: Omit<WorkerOptions, 'eval' | 'workerData'> = {},
): Worker {
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => {
    tsx.register();
    return import(${JSON.stringify(module.href)});
  });`;
  return new Worker(boot, { ...options, eval: true, workerData });
}
