import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { campaignFixture, DAY_MS, PUBLIC_URL, rawHeader, recipient } from './campaign-fixture.ts';
import { DATABASE_KINDS, path } from './harness.ts';

describe.each(DATABASE_KINDS)('campaigns: mails, SMS and letters (%s)', (kind) => {
  const f = campaignFixture(kind);

  it('a mail campaign: one mail per reached contact with unsubscribe headers, an html part with its pixel and a text part', async () => {
    const { t, smtp, demo, templates, reachOf, create, sent, messagesOf } = f;
    const reach = await reachOf('org,all,north', { action: 'mail', templateId: templates.mail });
    smtp.mails.length = 0;
    const created = await create('org,all,north', {
      name: 'North invitation',
      action: 'mail',
      templateId: templates.mail,
    });
    expect(created.messages).toBe(reach.reach);
    // the campaign filter lists it at once
    expect((await t.services.catalog.survey(demo, 'cx'))!.campaigns.map((c) => c.id)).toContain(
      created.campaignId,
    );
    await sent(created.campaignId);
    const messages = await messagesOf(created.campaignId);
    expect(messages.every((m) => m.state === 'delivered' && m.sent_at !== null)).toBe(true);
    expect(smtp.mails).toHaveLength(reach.reach);
    for (const m of messages) {
      const mails = smtp.mails.filter((mail) => String(mail.html).includes(`/api/t/o/${m.token}`));
      expect(mails, m.address ?? '').toHaveLength(1);
      const [mail] = mails;
      expect(recipient(mail)).toBe(m.address);
      expect(rawHeader(mail, 'list-unsubscribe')).toBe(`<${PUBLIC_URL}/api/t/u/${m.token}>`);
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(String(mail.html)).toContain(`<img src="${PUBLIC_URL}/api/t/o/${m.token}"`);
      expect(String(mail.html)).toContain(`${PUBLIC_URL}/api/t/c/${m.token}`);
      expect(String(mail.html)).toContain(`${PUBLIC_URL}/unsubscribe/campaign/${m.token}`);
      expect(mail.text).toMatch(/Hello /);
      expect(mail.subject).toMatch(/^Your visit to /);
    }
    const { rows } = await sql<{ status: string; sent_at: Date | null; type: string; action: string }>`
      SELECT status, sent_at, type, action FROM campaigns WHERE id = ${created.campaignId}`.execute(
      t.database.db,
    );
    expect(rows[0]).toMatchObject({ status: 'completed', type: 'email', action: 'mail' });
    expect(rows[0].sent_at).not.toBeNull();
    // the same contacts are now in quarantine
    const again = await reachOf('org,all,north', { action: 'mail', templateId: templates.mail });
    expect(again.reach).toBe(0);
    expect(again.excluded.quarantine).toBe(reach.reach + reach.excluded.quarantine);
  });

  it('the pixel and the survey link record the first opening and click; any token gets the GIF', async () => {
    const { t, templates, create, sent, messagesOf, addSample } = f;
    const { campaignId } = await create('org,all', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId: (await addSample('track', 's001', 2)).sampleId },
    });
    await sent(campaignId);
    const [m] = await messagesOf(campaignId);
    const pixel = await t.app.inject({ method: 'GET', url: `/api/t/o/${m.token}` });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    expect(pixel.headers['cache-control']).toBe('no-store');
    expect(pixel.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/t/o/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.rawPayload).toEqual(pixel.rawPayload);
    const tracked = async () =>
      (
        await sql<{ opened_at: Date | null; clicked_at: Date | null }>`
          SELECT opened_at, clicked_at FROM campaign_messages WHERE id = ${m.id}`.execute(t.database.db)
      ).rows[0];
    const opened = await tracked();
    expect(opened.opened_at).not.toBeNull();
    expect(opened.clicked_at).toBeNull();
    const click = await t.app.inject({ method: 'GET', url: `/api/t/c/${m.token}` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(`/responsive?t=${m.token}`);
    // a mail's answer button passes its answer on to the questionnaire; anything else is refused
    const answered = await t.app.inject({ method: 'GET', url: `/api/t/c/${m.token}?a=9` });
    expect(answered.headers.location).toBe(`/responsive?t=${m.token}&a=9`);
    const forged = await t.app.inject({ method: 'GET', url: `/api/t/c/${m.token}?a=%3Cx` });
    expect(forged.statusCode).toBe(400);
    const clicked = await tracked();
    expect(clicked.clicked_at).not.toBeNull();
    // the first opening stays
    expect(clicked.opened_at).toEqual(opened.opened_at);
    const unknownClick = await t.app.inject({
      method: 'GET',
      url: '/api/t/c/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    });
    expect(unknownClick.statusCode).toBe(302);
    expect(unknownClick.headers.location).toBe('/responsive?t=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB');
    // an expired link leads to the page (which says so) and records nothing
    const [, other] = await messagesOf(campaignId);
    await sql`UPDATE campaign_messages SET sent_at = now() - interval '61 days' WHERE id = ${other.id}`.execute(
      t.database.db,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/t/c/${other.token}` })).statusCode).toBe(302);
    const { rows } = await sql<{ clicked_at: Date | null }>`
      SELECT clicked_at FROM campaign_messages WHERE id = ${other.id}`.execute(t.database.db);
    expect(rows[0].clicked_at).toBeNull();
  });

  it('one click unsubscribes at once: messages not yet sent are not sent, later campaigns leave the contact out', async () => {
    const { t, templates, reachOf, create, sent, messagesOf, addSample } = f;
    const { sampleId, ids } = await addSample('unsub', 's001', 3);
    const first = await create('org,all', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId },
    });
    await sent(first.campaignId);
    // a second campaign, scheduled for tomorrow, to the same contacts
    const later = await create('org,all', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId },
      quarantineDays: 0,
      scheduledAt: new Date(Date.now() + DAY_MS).toISOString(),
    });
    expect(later.messages).toBe(3);
    const [m] = await messagesOf(first.campaignId);
    const info = await t.app.inject({ method: 'GET', url: `/api/t/u/${m.token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ sender: 'Nordic Retail', unsubscribed: false });
    for (let i = 0; i < 2; i++) {
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/t/u/${m.token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode, oneClick.body).toBe(204);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/t/u/${m.token}` })).json().unsubscribed).toBe(
      true,
    );
    const { rows: contact } = await sql<{ state: string; unsubscribed_at: Date | null }>`
      SELECT state, unsubscribed_at FROM contacts WHERE id = ${m.contact_id}`.execute(t.database.db);
    expect(contact[0].state).toBe('unsubscribed');
    expect(contact[0].unsubscribed_at).not.toBeNull();
    expect((await messagesOf(first.campaignId))[0].state).toBe('unsub');
    const pending = await messagesOf(later.campaignId);
    expect(pending.find((p) => p.contact_id === m.contact_id)?.state).toBe('unsub');
    expect(pending.filter((p) => p.state === 'pending')).toHaveLength(2);
    const reach = await reachOf('org,all', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId },
      quarantineDays: 0,
    });
    expect(reach).toMatchObject({ selected: 3, reach: 2, excluded: { unsubscribed: 1 } });
    expect(ids).toContain(m.contact_id);
    // unknown token: 404
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/t/u/CCCCCCCCCCCCCCCCCCCCCCCC' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/t/u/CCCCCCCCCCCCCCCCCCCCCCCC' })).statusCode).toBe(
      404,
    );
  });

  it('SMS go to the gateway; a gateway that refuses fails the messages with its reason', async () => {
    const { sms, templates, get, create, sent, messagesOf, addSample } = f;
    const { sampleId } = await addSample('sms', 's001', 3);
    sms.received.length = 0;
    const ok = await create('org,all', { action: 'sms', templateId: templates.sms, selection: { sampleId } });
    await sent(ok.campaignId);
    const messages = await messagesOf(ok.campaignId);
    expect(messages.map((m) => m.state)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(sms.received.map((r) => r.reference).sort()).toEqual(messages.map((m) => String(m.id)).sort());
    for (const r of sms.received) {
      expect(r.to).toMatch(/^\+358\d+$/);
      expect(r.text).toMatch(new RegExp(`Hello Person sms \\d, how was .+\\? ${PUBLIC_URL}/api/t/c/`));
    }
    sms.status = 500;
    try {
      const refused = await create('org,all', {
        action: 'sms',
        templateId: templates.sms,
        selection: { sampleId },
        quarantineDays: 0,
      });
      await sent(refused.campaignId);
      const failed = await messagesOf(refused.campaignId);
      expect(failed.map((m) => m.state)).toEqual(['failed', 'failed', 'failed']);
      for (const m of failed) expect(m.error).toMatch(/SMS gateway answered 500: operator is down/);
      const details = (
        await get('admin', `/api/vuejs/campaign/cx/${refused.campaignId}`)
      ).json() as TCampaignDetails;
      expect(details.counts).toMatchObject({ messages: 3, failed: 3, delivered: 0 });
      expect(details.failures).toHaveLength(3);
      expect(details.failures[0].reason).toMatch(/operator is down/);
      expect(details.responseRate).toBeNull();
    } finally {
      sms.status = 200;
    }
  });

  it('a busy gateway keeps the messages for a later run: none fails, each goes once when it takes them', async () => {
    const { t, sms, templates, post, create, sent, messagesOf, addSample } = f;
    const { sampleId } = await addSample('sms', 's001', 3);
    sms.received.length = 0;
    sms.status = 503;
    let campaignId = 0;
    try {
      ({ campaignId } = await create('org,all', {
        action: 'sms',
        templateId: templates.sms,
        selection: { sampleId },
        quarantineDays: 0,
      }));
      // the run stops at the first refusal and its task waits for a retry
      let task: { id: number; state: string; error: string | null } | undefined;
      for (let i = 0; i < 300 && !task?.error; i++) {
        ({
          rows: [task],
        } = await sql<{ id: number; state: string; error: string | null }>`
          SELECT id, state, error FROM tasks WHERE type = 'campaign_send'
            AND payload->>'campaignId' = ${String(campaignId)}`.execute(t.database.db));
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(task).toMatchObject({
        state: 'queued',
        error: expect.stringMatching(/SMS gateway answered 503/),
      });
      const waiting = await sql<{ state: string; claimed_at: Date | null }>`
        SELECT state, claimed_at FROM campaign_messages WHERE campaign_id = ${campaignId}`.execute(
        t.database.db,
      );
      expect(waiting.rows).toEqual(Array(3).fill({ state: 'pending', claimed_at: null }));
      expect(sms.received).toEqual([]);
      // the operator is back: the task runs again (now, not after its back-off)
      sms.status = 200;
      const processed = await post('admin', '/api/vuejs/surveys/tasks/process/cx', { ids: [task!.id] });
      expect(processed.statusCode, processed.body).toBe(200);
    } finally {
      sms.status = 200;
    }
    await sent(campaignId);
    const messages = await messagesOf(campaignId);
    expect(messages.map((m) => m.state)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(sms.received.map((r) => r.reference).sort()).toEqual(messages.map((m) => String(m.id)).sort());
  });

  it('letters: the archive holds one PDF per letter, once; with all=true every letter again', async () => {
    const { s001Path, templates, get, create, sent, messagesOf, addSample } = f;
    const { sampleId } = await addSample('letter', 's001', 3);
    const created = await create('org,all', {
      action: 'letter',
      templateId: templates.letter,
      selection: { sampleId },
    });
    await sent(created.campaignId);
    const messages = await messagesOf(created.campaignId);
    expect(messages.every((m) => m.state === 'delivered')).toBe(true);
    const archive = async (query = '') =>
      get('admin', `/api/vuejs/reports/lettersarchive/cx/${path(s001Path)}${query}`);
    const first = await archive();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/zip');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="letters-cx-/);
    const files = unzipSync(new Uint8Array(first.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      messages.map((m) => `letter-${created.campaignId}-${m.id}.pdf`).sort(),
    );
    for (const content of Object.values(files))
      expect(Buffer.from(content.subarray(0, 4)).toString()).toBe('%PDF');
    const second = await archive();
    expect(second.statusCode).toBe(404);
    expect(second.json().error).toMatchObject({ code: 'not_found', message: 'No letters to download' });
    const all = await archive('?all=true');
    expect(Object.keys(unzipSync(new Uint8Array(all.rawPayload)))).toHaveLength(3);
    // one letter; outside the caller's scope it is not found
    const one = await get('admin', `/api/vuejs/reports/letterrender/cx/${messages[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const south = await addSample('southletter', 's051', 1);
    const southCampaign = await create('org,all', {
      action: 'letter',
      templateId: templates.letter,
      selection: { sampleId: south.sampleId },
    });
    await sent(southCampaign.campaignId);
    const [southLetter] = await messagesOf(southCampaign.campaignId);
    expect((await get('regional', `/api/vuejs/reports/letterrender/cx/${southLetter.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await get('regional', `/api/vuejs/reports/lettersarchive/cx/${path('org,all,north')}?all=true`))
        .statusCode,
    ).toBe(200);
    const northFiles = unzipSync(
      new Uint8Array(
        (await get('regional', `/api/vuejs/reports/lettersarchive/cx/${path('org,all,north')}?all=true`))
          .rawPayload,
      ),
    );
    expect(Object.keys(northFiles)).not.toContain(`letter-${southCampaign.campaignId}-${southLetter.id}.pdf`);
  });
});
