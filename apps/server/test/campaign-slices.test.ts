import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { taskHandlers } from '#plugins/task-worker-plugin.ts';
import { TaskWorker } from '#tasks/task-worker.ts';
import { campaignFixture, recipient } from './campaign-fixture.ts';
import { CSRF_HEADER, DATABASE_KINDS } from './harness.ts';
import { csvRows, HEADER, multipart } from './import-fixture.ts';

const SLICE = 5;
const CONTACTS = 4 * SLICE;

describe.each(DATABASE_KINDS)('campaigns sent in slices (%s)', (kind) => {
  const f = campaignFixture(kind, { campaignSlice: { messages: SLICE, ms: 60_000 } });

  it('an import queued after a campaign runs between its slices, and every message still goes out once', async () => {
    const { t, smtp, templates, cookies, create, sent, messagesOf, addSample } = f;
    // Queued first, then run by a worker of this test: the order is the queue's, not timing's.
    await t.app.taskWorker.stop();
    const { sampleId } = await addSample('slices', 's001', CONTACTS);
    const campaign = await create('org,all', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId },
    });
    expect(campaign.messages).toBe(CONTACTS);
    const body = multipart('after.csv', [HEADER, ...csvRows('slice', 10)].join('\n'));
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/surveys/import/cx',
      headers: { cookie: cookies.admin, ...CSRF_HEADER, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const importId = (upload.json() as { taskId: number }).taskId;

    const worker = new TaskWorker(t.services, t.app.log, taskHandlers(), { pollMs: 50 });
    worker.start();
    try {
      await sent(campaign.campaignId);
    } finally {
      await worker.stop();
    }
    const { rows } = await sql<{ state: string; finished_at: Date }>`
      SELECT state, finished_at FROM tasks WHERE id = ${importId}`.execute(t.database.db);
    expect(rows[0].state).toBe('done');
    const messages = await messagesOf(campaign.campaignId);
    expect(messages.every((m) => m.state === 'delivered')).toBe(true);
    // the import ended after the first slice and before the last message left
    const importEnded = new Date(rows[0].finished_at).getTime();
    const before = messages.filter((m) => new Date(m.sent_at!).getTime() < importEnded);
    expect(before).toHaveLength(SLICE);
    // exactly once: one mail per message, to its own address
    const mails = smtp.mails.map(recipient).filter((to) => to.includes('.slices@'));
    expect(mails.sort()).toEqual(messages.map((m) => m.address!).sort());
  });
});
