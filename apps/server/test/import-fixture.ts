import type { TTask } from '@opinio/domain/schemas/tasks';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  CSRF_HEADER,
  type DatabaseKind,
  interviewCount,
  seededApp,
  signIn,
  type TestApp,
} from './harness.ts';

/*
 * What the interview import tests share (import-upload, -validation and -tasks): each file
 * starts its own app per engine, with its task worker running, and uploads as the admin.
 */

export const HEADER = 'externalId;unit;date;nps;sat_overall;channel;comment';

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipart(fileName: string, content: Buffer | string) {
  const boundary = `----opinio${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const csvRows = (prefix: string, n: number, unit = 's001') =>
  Array.from(
    { length: n },
    (_, i) => `${prefix}-${i};${unit};2026-06-1${i % 5};${i % 11};4;web;"Fine; thanks"`,
  );

/**
 * The import tests' set-up for one engine: a seeded app, the admin signed in, and the helpers
 * below. Registers its beforeAll and afterAll; the fields are there once they have run.
 */
export function importFixture(kind: DatabaseKind) {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await seededApp(kind, 300);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  const upload = (fileName: string, content: Buffer | string, cookie = admin, survey = 'cx') => {
    const body = multipart(fileName, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/vuejs/surveys/import/${survey}`,
      headers: { cookie, ...CSRF_HEADER, ...body.headers },
      payload: body.payload,
    });
  };
  const getTask = async (id: number, cookie = admin) =>
    t.app.inject({ method: 'GET', url: `/api/vuejs/surveys/task/cx/${id}`, headers: { cookie } });
  /** Waits for the worker to finish the task. */
  const finished = async (id: number): Promise<TTask> => {
    for (let i = 0; i < 400; i++) {
      const task = (await getTask(id)).json() as TTask;
      if (['done', 'failed', 'cancelled'].includes(task.state)) return task;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`task ${id} did not finish`);
  };
  const importFile = async (fileName: string, content: Buffer | string) => {
    const response = await upload(fileName, content);
    expect(response.statusCode, response.body).toBe(200);
    return finished((response.json() as { taskId: number }).taskId);
  };
  const count = () => interviewCount(t.app, admin);
  const post = (url: string, payload: unknown, cookie = admin) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, ...CSRF_HEADER }, payload: payload as object });

  return {
    get t() {
      return t;
    },
    get admin() {
      return admin;
    },
    upload,
    getTask,
    finished,
    importFile,
    count,
    post,
  };
}
