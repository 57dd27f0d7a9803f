import { Worker } from 'node:worker_threads';
import type { TTask } from '@opinio/domain/schemas/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyLinesCsv, manyRowsWorkbook } from './fixtures/file-bombs.ts';
import { CSRF_HEADER, seededApp, signIn, type TestApp } from './harness.ts';
import { multipart } from './import-fixture.ts';

/**
 * Uploads made to stall the server (issue of November 2026: a 7.8 MB workbook of 1,000,000
 * rows held every universe's requests for 38 s, a 9 MB CSV of empty lines for over two
 * minutes): every file is read in a worker thread with its limits applied while reading,
 * and the health check answers within half a second throughout, on the embedded database.
 * Half a second more than the machine's own delays: the slowest answer in as long a time
 * with nothing uploaded, measured just before (a machine shared with other work delays any
 * answer now and then).
 */
describe('uploads that would stall the server', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  beforeAll(async () => {
    t = await seededApp('pglite', 300);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  const post = (url: string, fileName: string, content: Uint8Array) => {
    const body = multipart(fileName, Buffer.from(content));
    return fetch(`${base}${url}`, {
      method: 'POST',
      headers: { cookie: admin, ...CSRF_HEADER, ...body.headers },
      body: body.payload,
    });
  };

  /** An upload's answer: a task's id, or an error. */
  interface Answer {
    taskId?: number;
    created?: number;
    error?: { code: string; field?: string; params?: Record<string, unknown> };
  }

  /**
   * Uploads sent at once from a thread of their own, as other clients would send them: the
   * sending does not take this thread, whose delays are the server's alone.
   */
  function postFromThread(url: string, files: Array<{ name: string; content: Uint8Array }>) {
    const requests = files.map(({ name, content }) => {
      const body = multipart(name, Buffer.from(content));
      return {
        headers: { cookie: admin, ...CSRF_HEADER, ...body.headers },
        body: new Uint8Array(body.payload),
      };
    });
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      Promise.all(workerData.requests.map(async ({ headers, body }) => {
        const response = await fetch(workerData.url, { method: 'POST', headers, body });
        return { status: response.status, body: await response.json() };
      })).then((answers) => parentPort.postMessage(answers));`,
      { eval: true, workerData: { url: `${base}${url}`, requests } },
    );
    return new Promise<Array<{ status: number; body: Answer }>>((resolve, reject) => {
      worker.once('message', (answers) => {
        resolve(answers);
        void worker.terminate();
      });
      worker.once('error', reject);
    });
  }

  /** Health calls one after another while `work` runs: the slowest answer's time, in ms. */
  async function slowestHealthDuring(work: Promise<unknown>): Promise<{ slowest: number; calls: number }> {
    let done = false;
    let slowest = 0;
    let calls = 0;
    const finished = work.finally(() => {
      done = true;
    });
    while (!done) {
      const started = performance.now();
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await finished;
    return { slowest, calls };
  }

  /** Half a second over the slowest health answer while nothing is uploaded, for as long. */
  async function stallLimit(ms: number): Promise<number> {
    const idle = await slowestHealthDuring(new Promise((resolve) => setTimeout(resolve, ms)));
    return 500 + idle.slowest;
  }

  it('user files: a million-row workbook, a long workbook and a CSV of empty lines, three at once each, are refused while health answers', async () => {
    const million = manyRowsWorkbook(1_000_000, (r) => [`user${r}`]);
    const long = manyRowsWorkbook(200_000, (r) => [`user${r}`]);
    const empty = emptyLinesCsv(9 * 1024 * 1024);
    expect(million.byteLength).toBeLessThan(10 * 1024 * 1024);
    const url = '/api/vuejs/users/import/cx';
    const limit = await stallLimit(3000);
    const answers = postFromThread(url, [
      ...[1, 2, 3].map(() => ({ name: 'users.xlsx', content: million })),
      ...[1, 2, 3].map(() => ({ name: 'users.xlsx', content: long })),
      ...[1, 2, 3].map(() => ({ name: 'users.csv', content: empty })),
    ]);
    const health = await slowestHealthDuring(answers);
    const errors = (await answers).map((r) => ({ status: r.status, ...r.body.error }));
    expect(errors.slice(0, 3)).toEqual(
      Array(3).fill(
        expect.objectContaining({
          status: 413,
          code: 'file_unpacks_too_large',
          field: 'file',
          params: { maxMb: 64 },
        }),
      ),
    );
    expect(errors.slice(3)).toEqual(
      Array(6).fill(
        expect.objectContaining({ status: 400, code: 'too_many', field: 'file', params: { max: 10_000 } }),
      ),
    );
    expect(health.calls).toBeGreaterThan(3);
    expect(health.slowest).toBeLessThan(limit);

    // and a good file right after is read and imported as ever
    const good = await post(
      url,
      'users.xlsx',
      manyRowsWorkbook(2, (r) => (r === 1 ? ['username', 'role'] : ['bomb.after', 'analyst'])),
    );
    expect(good.status, await good.clone().text()).toBe(200);
    expect(await good.json()).toEqual({ created: 1, updated: 0, invited: 0 });
  }, 240_000);

  it('interview files: a million-row workbook and a CSV of empty lines fail their tasks while health answers', async () => {
    const million = manyRowsWorkbook(1_000_000, (r) => (r === 1 ? ['externalId'] : [`i${r}`]));
    const limit = await stallLimit(3000);
    const tasks = (
      await postFromThread('/api/vuejs/surveys/import/cx', [
        { name: 'interviews.xlsx', content: million },
        { name: 'interviews.csv', content: emptyLinesCsv(9 * 1024 * 1024) },
      ])
    ).map((answer) => {
      expect(answer.status).toBe(200);
      return answer.body.taskId!;
    });
    const finished = async (id: number): Promise<TTask> => {
      for (;;) {
        const task = (await (
          await fetch(`${base}/api/vuejs/surveys/task/cx/${id}`, { headers: { cookie: admin } })
        ).json()) as TTask;
        if (['done', 'failed', 'cancelled'].includes(task.state)) return task;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const outcomes = Promise.all(tasks.map(finished));
    const health = await slowestHealthDuring(outcomes);
    expect((await outcomes).map((task) => [task.state, task.failure?.code])).toEqual([
      ['failed', 'too_many'],
      ['failed', 'too_many'],
    ]);
    expect(health.slowest).toBeLessThan(limit);
  }, 240_000);
});
