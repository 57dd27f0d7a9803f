import type { TReportStarted, TReportStatus } from '@opinio/domain/schemas/reports';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskHandlers } from '#plugins/task-worker-plugin.ts';
import { TaskWorker } from '#tasks/task-worker.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';

const LIMIT = 3;

interface Asker {
  name: string;
  universe: 'demo' | 'acme';
  cookie: string;
  survey: string;
  node: string;
}

/** The tasks in the order their (last) claim started them, with whose they are. */
async function runOrder(t: TestApp, ids: readonly number[]) {
  const { rows } = await sql<{ id: string; state: string }>`
    SELECT id, state FROM tasks WHERE id IN (${sql.join(ids)}) ORDER BY started_at, id`.execute(
    t.database.db,
  );
  return rows;
}

describe.each(DATABASE_KINDS)('fair work in the tasks queue (%s)', (kind) => {
  let t: TestApp;
  let askers: Record<'regional' | 'admin' | 'multi' | 'root', Asker>;
  beforeAll(async () => {
    t = await seededApp(kind, 300, { reportQueueLimit: LIMIT });
    // Everything is queued first, then one worker of this test runs the queue.
    await t.app.taskWorker.stop();
    // acme's guest survey offers the same report as demo's cx
    await sql`UPDATE surveys SET enable_indicators_report = true WHERE ext_name = 'guest'`.execute(
      t.database.db,
    );
    t.services.catalog.invalidate(await universeIdOf(t.database.db, 'acme'));
    const demo = (name: string): Promise<Asker> =>
      signIn(t.app, name).then((cookie) => ({
        name,
        universe: 'demo',
        cookie,
        survey: 'cx',
        node: 'org,all,north',
      }));
    const acme = (name: string): Promise<Asker> =>
      signIn(t.app, name, { universe: 'acme' }).then((cookie) => ({
        name,
        universe: 'acme',
        cookie,
        survey: 'guest',
        node: 'org,all',
      }));
    askers = {
      regional: await demo('regional'),
      admin: await demo('admin'),
      multi: await acme('multi'),
      root: await acme('root'),
    };
  });
  afterAll(() => t.close());

  const start = (asker: Asker) =>
    t.app.inject({
      method: 'GET',
      url: `/api/vuejs/reports/indicatorsreport/${asker.survey}/${path(asker.node)}`,
      headers: { cookie: asker.cookie, ...CSRF_HEADER },
    });
  const status = async (asker: Asker, uuid: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/vuejs/reports/status/${asker.survey}/${uuid}`,
        headers: { cookie: asker.cookie },
      })
    ).json() as TReportStatus;

  it('one user may have as many reports waiting as the limit; the next is refused with 409 naming it, and nothing is queued', async () => {
    const queued: TReportStarted[] = [];
    for (let n = 0; n < LIMIT; n++) {
      const response = await start(askers.regional);
      expect(response.statusCode).toBe(200);
      queued.push(response.json());
    }
    const count = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM tasks`.execute(t.database.db)).rows[0].n);
    const before = await count();
    const refused = await start(askers.regional);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('report_queue_full');
    expect(refused.json().error.message).toContain(`${LIMIT} reports`);
    expect(refused.json().error.message).toContain('REPORT_QUEUE_LIMIT');
    expect(await count()).toBe(before);
    // another user of the same universe is not held to the first one's reports (and the
    // queue is left as the next test expects it: regional's three, admin's one)
    expect((await start(askers.admin)).statusCode).toBe(200);
    expect(queued.map((q) => q.queuePosition)).toEqual([1, 2, 3]);
  });

  it('tasks run round-robin between universes and, inside one, between users, in the order their queue positions said', async () => {
    // Queued in this order (regional's three and admin's first by the test above):
    // regional ×3, admin ×2, multi ×2, root ×1 (the last two in acme).
    for (const name of ['admin', 'multi', 'multi', 'root'] as const)
      expect((await start(askers[name])).statusCode).toBe(200);
    const { rows: reports } = await sql<{ uuid: string; task_id: string; username: string }>`
      SELECT r.uuid, r.task_id, u.username FROM reports r JOIN users u ON u.id = r.user_id ORDER BY r.task_id`.execute(
      t.database.db,
    );
    expect(reports.map((r) => r.username)).toEqual([
      'regional',
      'regional',
      'regional',
      'admin',
      'admin',
      'multi',
      'multi',
      'root',
    ]);
    // Each report's own queue position, as its owner sees it.
    const positions = new Map<number, number>();
    for (const report of reports) {
      const asker = askers[report.username as keyof typeof askers];
      const seen = await status(asker, report.uuid);
      expect(seen.status).toBe('QUEUED');
      positions.set(Number(report.task_id), seen.queuePosition);
    }

    const worker = new TaskWorker(t.services, t.app.log, taskHandlers(), { pollMs: 50 });
    worker.start();
    const ids = reports.map((r) => Number(r.task_id));
    try {
      await expect
        .poll(async () => (await runOrder(t, ids)).every((r) => r.state === 'done'), { timeout: 60_000 })
        .toBe(true);
    } finally {
      await worker.stop();
    }
    const order = (await runOrder(t, ids)).map((r) => Number(r.id));
    const who = new Map(reports.map((r) => [Number(r.task_id), r.username]));
    // Universes alternate while both have work; inside demo, regional and admin alternate,
    // inside acme multi and root: not the oldest first (regional's three would go first).
    expect(order.map((id) => who.get(id))).toEqual([
      'regional',
      'multi',
      'admin',
      'root',
      'regional',
      'multi',
      'admin',
      'regional',
    ]);
    // The position each report showed is the place it actually ran in.
    expect(order.map((id) => positions.get(id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a universe that queues later waits for one task of the busy one, not for all of them', async () => {
    for (let n = 0; n < LIMIT; n++) expect((await start(askers.regional)).statusCode).toBe(200);
    const late = (await start(askers.multi)).json() as TReportStarted;
    // demo ran last in the test above (regional), so acme's one goes first, then demo's
    expect(late.queuePosition).toBe(1);
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM tasks WHERE state = 'queued'`.execute(
      t.database.db,
    );
    expect(Number(rows[0].n)).toBe(LIMIT + 1);
  });
});
