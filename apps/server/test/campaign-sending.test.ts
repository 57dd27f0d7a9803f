import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDueReminders } from '#campaigns/reminders/due-reminders.ts';
import { INTERRUPTED } from '#campaigns/sending/message-repository.ts';
import type { LiveEvent } from '#live/live-events.ts';
import { campaignFixture, DAY_MS, PUBLIC_URL, recipient } from './campaign-fixture.ts';
import { expectPossibleCampaignFigures } from './campaign-invariants.ts';
import { CSRF_HEADER, DATABASE_KINDS, path } from './harness.ts';
import { eventOf, WebhookReceiver } from './webhook-receiver.ts';

describe.each(DATABASE_KINDS)('campaigns: reminders, throttle, pause and failures (%s)', (kind) => {
  const f = campaignFixture(kind);

  it('a manual reminder goes to those who got the message and have not answered, once per reminder', async () => {
    const { t, smtp, cx, templates, post, get, reachOf, create, sent, messagesOf, addSample } = f;
    const { sampleId, ids } = await addSample('remind', 's001', 4);
    const created = await create('org,all', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId },
    });
    await sent(created.campaignId);
    // one answers (the questionnaire links the interview), one unsubscribes
    const { rows: interview } = await sql<{
      id: number;
    }>`SELECT id::int FROM interviews WHERE survey_id = ${cx} LIMIT 1`.execute(t.database.db);
    await sql`UPDATE contacts SET interview_id = ${interview[0].id}, completed_at = now(), state = 'completed'
      WHERE id = ${ids[0]}`.execute(t.database.db);
    const messages = await messagesOf(created.campaignId);
    const unsub = messages.find((m) => m.contact_id === ids[1])!;
    // it opened and clicked the mail before unsubscribing: still a delivered message
    expect((await t.app.inject({ url: `/api/t/o/${unsub.token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/t/c/${unsub.token}` })).statusCode).toBe(302);
    expect((await t.app.inject({ method: 'POST', url: `/api/t/u/${unsub.token}` })).statusCode).toBe(204);
    smtp.mails.length = 0;
    const remind = await post('admin', `/api/vuejs/campaigns/remind/cx/${created.campaignId}`, {});
    expect(remind.statusCode, remind.body).toBe(201);
    const reminder = remind.json() as { campaignId: number; messages: number };
    expect(reminder.messages).toBe(2);
    await sent(reminder.campaignId);
    const reminded = await messagesOf(reminder.campaignId);
    expect(reminded.map((m) => m.contact_id).sort()).toEqual([ids[2], ids[3]].sort());
    expect(smtp.mails.map(recipient).sort()).toEqual(reminded.map((m) => m.address).sort());
    const details = (
      await get('admin', `/api/vuejs/campaign/cx/${created.campaignId}`)
    ).json() as TCampaignDetails;
    expect(details.reminders.map((r) => r.id)).toEqual([reminder.campaignId]);
    expect(details.counts).toMatchObject({ delivered: 4, unsub: 1, opened: 1, clicked: 1, answered: 1 });
    const reminderDetails = (
      await get('admin', `/api/vuejs/campaign/cx/${reminder.campaignId}`)
    ).json() as TCampaignDetails;
    expect(reminderDetails).toMatchObject({ action: 'reminder', reminderOf: { id: created.campaignId } });
    expect(reminderDetails.name).toMatch(/^Reminder: /);
    // everybody reminded is in quarantine for the next reminder; nobody left: 409
    const again = await post('admin', `/api/vuejs/campaigns/remind/cx/${created.campaignId}`, {});
    expect(again.statusCode).toBe(409);
    // a reminder through the create route needs the reminded campaign's channel
    const wrong = await post('admin', `/api/vuejs/campaigns/reach/cx/${path('org,all')}`, {
      action: 'reminder',
      reminderOf: created.campaignId,
      templateId: templates.sms,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe('templateId');
    const viaReach = await reachOf('org,all', {
      action: 'reminder',
      reminderOf: created.campaignId,
      templateId: templates.mail,
      quarantineDays: 0,
    });
    // the unsubscribed contact's message is no longer a delivered one: not among the reminded campaign's
    expect(viaReach).toMatchObject({ selected: 3, reach: 2, excluded: { answered: 1, unsubscribed: 0 } });
    // the answer counts for one message, the reminder's figures stay within what it delivered
    await expectPossibleCampaignFigures(t.database.db, { id: cx, universeId: f.demo }, new Date());
  });

  it('a finished campaign is told to the webhooks that take it, with what became of its messages', async () => {
    const { t, templates, create, sent, addSample, post } = f;
    const receiver = await WebhookReceiver.start();
    try {
      const hook = await post('admin', '/api/vuejs/webhooks/cx', {
        name: 'Campaigns',
        url: receiver.url,
        events: ['campaign.finished'],
      });
      expect(hook.statusCode, hook.body).toBe(200);
      const { sampleId } = await addSample('hooked', 's001', 3);
      const created = await create('org,all', {
        action: 'mail',
        templateId: templates.mail,
        selection: { sampleId },
      });
      await sent(created.campaignId);
      const got = await receiver.next(
        (d) =>
          eventOf(d) === 'campaign.finished' && JSON.parse(d.body).data.campaign.id === created.campaignId,
      );
      const body = JSON.parse(got.body) as { text: string; data: { campaign: object; messages: object } };
      expect(body.data.messages).toEqual({ total: 3, delivered: 3, failed: 0, unsubscribed: 0 });
      const link = `${PUBLIC_URL}/mailcampaign/cx/${created.campaignId}`;
      expect(body.data.campaign).toMatchObject({
        name: 'Test campaign',
        channel: 'mail',
        survey: 'cx',
        link,
      });
      expect(body.text).toContain(link);
      // told once
      const told = receiver.received.filter(
        (d) =>
          eventOf(d) === 'campaign.finished' && JSON.parse(d.body).data.campaign.id === created.campaignId,
      );
      expect(told).toHaveLength(1);
      const { id } = hook.json() as { id: number };
      await t.app.inject({
        method: 'DELETE',
        url: `/api/vuejs/webhooks/cx/${id}`,
        headers: { cookie: f.cookies.admin, ...CSRF_HEADER },
      });
    } finally {
      await receiver.stop();
    }
  });

  it('an automatic reminder is created once, when its days have passed', async () => {
    const { t, templates, create, sent, messagesOf, addSample } = f;
    const { sampleId } = await addSample('auto', 's001', 2);
    const created = await create('org,all', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId },
      reminderAfterDays: 3,
      reminderTemplateId: templates.mail,
    });
    await sent(created.campaignId);
    const reminders = async () =>
      (
        await sql<{
          id: number;
          action: string;
        }>`SELECT id, action FROM campaigns WHERE reminder_of = ${created.campaignId}`.execute(t.database.db)
      ).rows;
    expect(await createDueReminders(t.services, new Date(Date.now() + 2 * DAY_MS))).toBe(0);
    expect(await reminders()).toEqual([]);
    const due = new Date(Date.now() + 3 * DAY_MS + 60_000);
    expect(await createDueReminders(t.services, due)).toBe(1);
    expect(await createDueReminders(t.services, due)).toBe(0);
    const [reminder] = await reminders();
    expect(reminder.action).toBe('reminder');
    expect((await messagesOf(reminder.id)).length).toBe(2);
    await sent(reminder.id);
  });

  it('the throttle spaces the messages: one at a time, in id order', async () => {
    const { t, templates, create, sent, messagesOf, addSample } = f;
    const { sampleId } = await addSample('throttle', 's001', 6);
    const events: Array<{ done: number; total: number; state: string }> = [];
    const unsubscribe = t.services.live.subscribe((event: LiveEvent) => {
      if (event.type === 'task' && event.taskType === 'campaign_send')
        events.push({ done: event.done, total: event.total, state: event.state });
    });
    try {
      const created = await create('org,all', {
        action: 'mail',
        templateId: templates.mail,
        selection: { sampleId },
        throttlePerMinute: 120,
      });
      await sent(created.campaignId);
      const messages = await messagesOf(created.campaignId);
      const times = messages.map((m) => new Date(m.sent_at!).getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      const running = events.filter((e) => e.total === 6);
      // progress went up step by step while the messages were spaced
      expect(running.some((e) => e.done > 0 && e.done < 6)).toBe(true);
      expect(running.map((e) => e.done)).toEqual([...running.map((e) => e.done)].sort((a, b) => a - b));
      expect(running.at(-1)).toMatchObject({ done: 6, state: 'done' });
    } finally {
      unsubscribe();
    }
  });

  it('pause and resume; a finished campaign cannot change (409)', async () => {
    const { t, templates, post, get, create, sent, addSample } = f;
    const { sampleId } = await addSample('pause', 's001', 2);
    const created = await create('org,all', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId },
      scheduledAt: new Date(Date.now() + DAY_MS).toISOString(),
    });
    const status = (body: object) =>
      post('admin', `/api/vuejs/campaigns/status/cx/${created.campaignId}`, body);
    expect((await status({ status: 'paused' })).statusCode).toBe(204);
    const paused = (
      await get('admin', `/api/vuejs/campaign/cx/${created.campaignId}`)
    ).json() as TCampaignDetails;
    expect(paused.status).toBe('paused');
    expect((await status({ status: 'active' })).statusCode).toBe(204);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM tasks WHERE type = 'campaign_send'
      AND state = 'queued' AND payload->>'campaignId' = ${String(created.campaignId)}`.execute(t.database.db);
    expect(rows[0].n).toBe(1);
    expect((await status({ status: 'bogus' })).json().error.field).toBe('status');
    // sent now
    await sql`UPDATE tasks SET run_after = now() WHERE type = 'campaign_send' AND state = 'queued'
      AND payload->>'campaignId' = ${String(created.campaignId)}`.execute(t.database.db);
    t.app.taskWorker.wake();
    await sent(created.campaignId);
    const done = await status({ status: 'paused' });
    expect(done.statusCode).toBe(409);
    expect(done.json().error.code).toBe('campaign_finished');
  });

  it('a pause stops the sending before its next message; resuming sends the rest', async () => {
    const { t, smtp, templates, post, create, sent, messagesOf, addSample } = f;
    const { sampleId } = await addSample('halt', 's001', 4);
    smtp.mails.length = 0;
    const created = await create('org,all', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId },
      throttlePerMinute: 60,
    });
    await smtp.nextMail(10_000);
    const pause = await post('admin', `/api/vuejs/campaigns/status/cx/${created.campaignId}`, {
      status: 'paused',
    });
    expect(pause.statusCode).toBe(204);
    // the run ends at its next message
    for (let i = 0; i < 50; i++) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM tasks WHERE type = 'campaign_send'
        AND state IN ('queued', 'running') AND payload->>'campaignId' = ${String(created.campaignId)}`.execute(
        t.database.db,
      );
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const whilePaused = smtp.mails.length;
    expect(whilePaused).toBeLessThan(4);
    const pending = (await messagesOf(created.campaignId)).filter((m) => m.state === 'pending');
    expect(pending).toHaveLength(4 - whilePaused);
    await new Promise((r) => setTimeout(r, 1200));
    expect(smtp.mails.length).toBe(whilePaused);
    const resume = await post('admin', `/api/vuejs/campaigns/status/cx/${created.campaignId}`, {
      status: 'active',
    });
    expect(resume.statusCode).toBe(204);
    await sent(created.campaignId);
    expect(smtp.mails).toHaveLength(4);
    expect(new Set(smtp.mails.map(recipient)).size).toBe(4);
  });

  it('a message claimed by a sender that died is failed, not sent again; the others go', async () => {
    const { t, smtp, templates, create, sent, messagesOf, addSample } = f;
    const { sampleId } = await addSample('died', 's001', 3);
    const created = await create('org,all', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId },
      scheduledAt: new Date(Date.now() + DAY_MS).toISOString(),
    });
    const [cut] = await messagesOf(created.campaignId);
    // claimed two minutes ago, never recorded: the process stopped while handing it over
    await sql`UPDATE campaign_messages SET claimed_at = now() - interval '2 minutes' WHERE id = ${cut.id}`.execute(
      t.database.db,
    );
    smtp.mails.length = 0;
    await sql`UPDATE tasks SET run_after = now() WHERE type = 'campaign_send' AND state = 'queued'
      AND payload->>'campaignId' = ${String(created.campaignId)}`.execute(t.database.db);
    t.app.taskWorker.wake();
    await sent(created.campaignId);
    const messages = await messagesOf(created.campaignId);
    expect(messages[0]).toMatchObject({ state: 'failed', error: INTERRUPTED });
    expect(messages.slice(1).map((m) => m.state)).toEqual(['delivered', 'delivered']);
    expect(smtp.mails.map(recipient).sort()).toEqual(
      messages
        .slice(1)
        .map((m) => m.address)
        .sort(),
    );
  });
});
