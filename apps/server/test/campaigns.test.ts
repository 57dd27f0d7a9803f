import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  TCampaignDetails,
  TCampaignList,
  TCampaignReach,
  TChannel,
} from '@opinio/domain/schemas/campaigns';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsDb } from '../src/campaigns/campaign-tables.ts';
import { createDueReminders } from '../src/campaigns/reminders/due-reminders.ts';
import { INTERRUPTED } from '../src/campaigns/sending/message-repository.ts';
import type { LiveEvent } from '../src/live/live-events.ts';
import { ancestors } from '../src/surveys/survey-model.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

const PUBLIC_URL = 'https://opinio.example.com';
const DAY_MS = 86_400_000;

/** A header as it was written (mailparser folds List-* headers into a structure). */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, '') ?? '';

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

interface SmsReceiver {
  url: string;
  received: Array<{ to: string; text: string; reference: string }>;
  /** What the operator answers (500: refused). */
  status: number;
  stop(): Promise<void>;
}

/** An SMS operator's HTTP gateway in the test: keeps what it accepts. */
async function startSmsReceiver(): Promise<SmsReceiver> {
  const receiver = { received: [], status: 200 } as unknown as SmsReceiver;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (receiver.status === 200) receiver.received.push(JSON.parse(body));
      response.writeHead(receiver.status, { 'content-type': 'text/plain' });
      response.end(receiver.status === 200 ? '{"id":"op-1"}' : 'operator is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  receiver.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

const VARIANTS: Record<TChannel, object> = {
  mail: {
    en: {
      subject: 'Your visit to {{unit}}',
      body: '<p>Hello {{name}}, how was {{unit}}? <a href="{{surveyLink}}">Answer</a></p><p><a href="{{unsubscribeLink}}">Unsubscribe</a></p>',
    },
  },
  sms: { en: { subject: '', body: 'Hello {{name}}, how was {{unit}}? {{surveyLink}}' } },
  letter: {
    en: { subject: 'Your visit to {{unit}}', body: 'Hello {{name}},\nplease answer at {{surveyLink}}' },
  },
};

describe.each(DATABASE_KINDS)('campaigns (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let sms: SmsReceiver;
  let demo: number;
  let cx: number;
  const templates = {} as Record<TChannel | 'acmeMail', number>;
  const cookies: Record<string, string> = {};
  let s001Path: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sms = await startSmsReceiver();
    t = await seededApp(kind, 3000, { smtpUrl: smtp.url, smsGatewayUrl: sms.url, publicUrl: PUBLIC_URL });
    for (const user of ['admin', 'regional', 'store']) cookies[user] = await signIn(t.app, user);
    cookies.acme = await signIn(t.app, 'multi', { universe: 'acme' });
    demo = await universeIdOf(t.database.db, 'demo');
    const acme = await universeIdOf(t.database.db, 'acme');
    const survey = (await t.services.catalog.survey(demo, 'cx'))!;
    cx = survey.id;
    const guest = (await t.services.catalog.survey(acme, 'guest'))!;
    s001Path = [
      'org',
      ...ancestors(survey.organisation.unitsByExtName.get('s001')!).map((u) => u.extName),
    ].join(',');
    const template = async (channel: TChannel, universeId = demo, surveyId = cx) =>
      (
        await campaignsDb(t.database.db)
          .insertInto('templates')
          .values({
            universe_id: universeId,
            survey_id: surveyId,
            channel,
            name: `${channel} invitation`,
            variants: JSON.stringify(VARIANTS[channel]),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    for (const channel of ['mail', 'sms', 'letter'] as const) templates[channel] = await template(channel);
    templates.acmeMail = await template('mail', acme, guest.id);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await sms.stop();
  });

  const post = (user: string, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cookies[user], ...CSRF_HEADER },
      payload: payload ?? {},
    });
  const get = (user: string, url: string) =>
    // the letters archive changes state (archived): the web app's header on every call
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user], ...CSRF_HEADER } });
  const reachOf = async (drill: string, draft: object, user = 'admin') => {
    const response = await post(user, `/api/vuejs/campaigns/reach/cx/${path(drill)}`, draft);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TCampaignReach;
  };
  const create = async (drill: string, body: object, user = 'admin') => {
    const response = await post(user, `/api/vuejs/campaigns/create/cx/${path(drill)}`, {
      name: 'Test campaign',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { campaignId: number; messages: number };
  };

  /** Waits until the campaign has sent everything and its task ended. */
  async function sent(campaignId: number) {
    for (let i = 0; i < 600; i++) {
      const { rows } = await sql<{ status: string; pending: number; tasks: number }>`
        SELECT k.status,
          (SELECT count(*)::int FROM campaign_messages m WHERE m.campaign_id = k.id AND m.state = 'pending') AS pending,
          (SELECT count(*)::int FROM tasks WHERE type = 'campaign_send' AND state IN ('queued', 'running')
             AND payload->>'campaignId' = ${String(campaignId)}) AS tasks
        FROM campaigns k WHERE k.id = ${campaignId}`.execute(t.database.db);
      if (rows[0].status === 'completed' && rows[0].pending === 0 && rows[0].tasks === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`campaign ${campaignId} did not finish sending`);
  }

  const messagesOf = async (campaignId: number) =>
    (
      await sql<{
        id: number;
        contact_id: number;
        state: string;
        token: string;
        address: string | null;
        sent_at: Date | null;
        error: string | null;
      }>`SELECT id::int, contact_id::int, state, token, address, sent_at, error FROM campaign_messages
         WHERE campaign_id = ${campaignId} ORDER BY id`.execute(t.database.db)
    ).rows;

  /** A sample of our own: `n` contacts of a store, each with an address for every channel. */
  async function addSample(
    tag: string,
    store: string,
    n: number,
  ): Promise<{ sampleId: number; ids: number[] }> {
    const db = t.database.db;
    const unit = await db
      .selectFrom('units')
      .select('id')
      .where('universe_id', '=', demo)
      .where('ext_name', '=', store)
      .executeTakeFirstOrThrow();
    const sample = await db
      .insertInto('samples')
      .values({ universe_id: demo, survey_id: cx, name: `Sample ${tag}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('contacts')
      .values(
        Array.from({ length: n }, (_, i) => ({
          universe_id: demo,
          sample_id: sample.id,
          unit_id: unit.id,
          name: `Person ${tag} ${i}`,
          email: `p${i}.${tag}@example.com`,
          phone: `+358 40 ${tag.length}00 ${1000 + i}`,
          address: JSON.stringify({ street: `Katu ${i}`, postalCode: '90100', city: 'Oulu' }),
        })),
      )
      .returning('id')
      .execute();
    return { sampleId: sample.id, ids: rows.map((r) => Number(r.id)) };
  }

  it('reach: each contact of the node counted once, under its first reason, as SQL counts them', async () => {
    const db = t.database.db;
    // Contacts that would be reached otherwise: one unsubscribed without a state change, one
    // invited three days ago by another campaign (quarantine), one invited by a failed message.
    const { rows: open } = await sql<{ id: number }>`
      SELECT c.id::int FROM contacts c JOIN units st ON st.id = c.unit_id JOIN units d ON d.id = st.parent_id
        JOIN units r ON r.id = d.parent_id
      WHERE r.ext_name = 'north' AND c.interview_id IS NULL AND c.state IN ('pending', 'sent', 'started', 'partial')
        AND c.email IS NOT NULL
      ORDER BY c.id`.execute(db);
    expect(open.length).toBeGreaterThan(5);
    await sql`UPDATE contacts SET unsubscribed_at = now() WHERE id = ${open[0].id}`.execute(db);
    const old = await db
      .insertInto('campaigns')
      .values({ universe_id: demo, survey_id: cx, name: 'Earlier', type: 'email', status: 'completed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('campaign_messages')
      .values([
        {
          universe_id: demo,
          campaign_id: old.id,
          contact_id: open[1].id,
          state: 'delivered',
          sent_at: new Date(Date.now() - 3 * DAY_MS),
        },
        {
          universe_id: demo,
          campaign_id: old.id,
          contact_id: open[2].id,
          state: 'failed',
          claimed_at: new Date(),
        },
      ])
      .execute();

    const expected = async (channel: TChannel, quarantineDays: number) => {
      const missing = {
        mail: sql`coalesce(trim(c.email), '') = ''`,
        sms: sql`coalesce(trim(c.phone), '') = ''`,
        letter: sql`coalesce(c.address->>'street', '') = '' OR coalesce(c.address->>'postalCode', '') = ''
          OR coalesce(c.address->>'city', '') = ''`,
      }[channel];
      const { rows } = await sql<{ reason: string; n: number }>`
        SELECT CASE
          WHEN c.interview_id IS NOT NULL OR c.state = 'completed' THEN 'answered'
          WHEN c.unsubscribed_at IS NOT NULL OR c.state = 'unsubscribed' THEN 'unsubscribed'
          WHEN c.state = 'bounced' THEN 'bounced'
          WHEN ${missing} THEN 'missingAddress'
          WHEN EXISTS (SELECT 1 FROM campaign_messages qm JOIN campaigns qk ON qk.id = qm.campaign_id
                       WHERE qm.contact_id = c.id AND qk.survey_id = ${cx} AND qm.state <> 'failed'
                         AND coalesce(qm.sent_at, qm.claimed_at) > now() - ${quarantineDays} * interval '1 day')
            THEN 'quarantine'
          ELSE 'reach' END AS reason, count(*)::int AS n
        FROM contacts c JOIN samples s ON s.id = c.sample_id JOIN units st ON st.id = c.unit_id
          JOIN units d ON d.id = st.parent_id JOIN units r ON r.id = d.parent_id
        WHERE s.survey_id = ${cx} AND r.ext_name = 'north'
        GROUP BY 1`.execute(db);
      const n = (reason: string) => rows.find((r) => r.reason === reason)?.n ?? 0;
      return {
        selected: rows.reduce((sum, r) => sum + r.n, 0),
        reach: n('reach'),
        excluded: {
          answered: n('answered'),
          unsubscribed: n('unsubscribed'),
          bounced: n('bounced'),
          missingAddress: n('missingAddress'),
          quarantine: n('quarantine'),
        },
      };
    };

    for (const channel of ['mail', 'sms', 'letter'] as const) {
      const reach = await reachOf('org,all,north', { action: channel, templateId: templates[channel] });
      expect(reach, channel).toEqual(await expected(channel, 30));
    }
    const mail = await reachOf('org,all,north', { action: 'mail', templateId: templates.mail });
    for (const reason of ['answered', 'unsubscribed', 'bounced', 'missingAddress', 'quarantine'] as const)
      expect(mail.excluded[reason], reason).toBeGreaterThan(0);
    // no quarantine: the contact invited three days ago is reached again
    const none = await reachOf('org,all,north', {
      action: 'mail',
      templateId: templates.mail,
      quarantineDays: 0,
    });
    expect(none.excluded.quarantine).toBe(0);
    expect(none.reach).toBe(mail.reach + mail.excluded.quarantine);
    expect(
      await reachOf('org,all,north', { action: 'mail', templateId: templates.mail, quarantineDays: 2 }),
    ).toEqual(await expected('mail', 2));
    // the selection narrows: one sample, one state, a search
    const { rows: bySample } = await sql<{ id: number; n: number }>`
      SELECT s.id, count(*)::int AS n FROM contacts c JOIN samples s ON s.id = c.sample_id
        JOIN units st ON st.id = c.unit_id JOIN units d ON d.id = st.parent_id JOIN units r ON r.id = d.parent_id
      WHERE s.survey_id = ${cx} AND r.ext_name = 'north' GROUP BY s.id ORDER BY s.id`.execute(db);
    const first = await reachOf('org,all,north', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId: bySample[0].id },
    });
    expect(first.selected).toBe(bySample[0].n);
    const bounced = await reachOf('org,all,north', {
      action: 'mail',
      templateId: templates.mail,
      selection: { state: 'bounced' },
    });
    expect(bounced.selected).toBe(bounced.excluded.bounced);
    const { rows: named } = await sql<{
      name: string;
    }>`SELECT name FROM contacts WHERE id = ${open[3].id}`.execute(db);
    const search = await reachOf('org,all,north', {
      action: 'mail',
      templateId: templates.mail,
      selection: { search: named[0].name },
    });
    expect(search.selected).toBeGreaterThanOrEqual(1);
    // a store's node: its contacts only
    const store = await reachOf(s001Path, { action: 'sms', templateId: templates.sms });
    const { rows: inStore } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM contacts c JOIN units u ON u.id = c.unit_id WHERE u.ext_name = 's001'`.execute(
      db,
    );
    expect(store.selected).toBe(inStore[0].n);
  });

  it('400s name their field; a template of another survey is not found; nobody reached is 409', async () => {
    const url = `/api/vuejs/campaigns/reach/cx/${path('org,all,north')}`;
    const cases: Array<[object, string]> = [
      [{ action: 'fax', templateId: templates.mail }, 'action'],
      [{ action: 'mail', templateId: templates.sms }, 'templateId'],
      [{ action: 'letter', templateId: templates.mail }, 'templateId'],
      [{ action: 'reminder', templateId: templates.mail }, 'reminderOf'],
      [{ action: 'mail', templateId: templates.mail, reminderOf: 1 }, 'reminderOf'],
      [{ action: 'reminder', templateId: templates.mail, reminderOf: 2_000_000 }, 'reminderOf'],
      [{ action: 'mail', templateId: templates.acmeMail }, 'templateId'],
      [{ action: 'mail', templateId: templates.mail, quarantineDays: -1 }, 'quarantineDays'],
    ];
    for (const [body, field] of cases) {
      const response = await post('admin', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.field, JSON.stringify(body)).toBe(field);
    }
    const foreign = await post('admin', url, { action: 'mail', templateId: templates.acmeMail });
    expect(foreign.json().error.message).toMatch(/not found/);
    const create = `/api/vuejs/campaigns/create/cx/${path('org,all,north')}`;
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM campaigns`.execute(t.database.db);
    for (const [body, field] of [
      [
        { name: 'x', action: 'mail', templateId: templates.mail, reminderTemplateId: templates.sms },
        'reminderTemplateId',
      ],
      [
        { name: 'x', action: 'mail', templateId: templates.mail, scheduledAt: '2099-01-01T00:00:00Z' },
        'scheduledAt',
      ],
      [{ name: '', action: 'mail', templateId: templates.mail }, 'name'],
    ] as const) {
      const response = await post('admin', create, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    const nobody = await post('admin', create, {
      name: 'Nobody',
      action: 'mail',
      templateId: templates.mail,
      selection: { search: 'no such contact anywhere' },
    });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().error.code).toBe('conflict');
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM campaigns`.execute(t.database.db);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('a store manager may not preview or create a campaign (403)', async () => {
    for (const url of [
      `/api/vuejs/campaigns/reach/cx/${path(s001Path)}`,
      `/api/vuejs/campaigns/create/cx/${path(s001Path)}`,
    ]) {
      const response = await post('store', url, { name: 'x', action: 'mail', templateId: templates.mail });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('a mail campaign: one mail per reached contact with unsubscribe headers, an html part with its pixel and a text part', async () => {
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

  it('a manual reminder goes to those who got the message and have not answered, once per reminder', async () => {
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
    expect(details.counts.answered).toBe(1);
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
  });

  it('an automatic reminder is created once, when its days have passed', async () => {
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
    expect(done.json().error.code).toBe('conflict');
  });

  it('a pause stops the sending before its next message; resuming sends the rest', async () => {
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

  it('list, details and the workbook show only what lies in the caller’s scope', async () => {
    const own = await addSample('scope', 's001', 2);
    const south = await addSample('scopesouth', 's051', 3);
    await sql`UPDATE contacts SET sample_id = ${own.sampleId} WHERE sample_id = ${south.sampleId}`.execute(
      t.database.db,
    );
    const both = await create('org,all', {
      name: 'Both',
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId: own.sampleId },
    });
    expect(both.messages).toBe(5);
    const southOnly = await create('org,all', {
      name: 'South only',
      action: 'sms',
      templateId: templates.sms,
      selection: { sampleId: own.sampleId, search: 'scopesouth' },
      quarantineDays: 0,
    });
    expect(southOnly.messages).toBe(3);
    await sent(both.campaignId);
    await sent(southOnly.campaignId);

    const list = async (user: string, drill: string) => {
      const response = await get(user, `/api/vuejs/campaigns/cx/${path(drill)}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as TCampaignList).items;
    };
    const all = await list('admin', 'org,all');
    expect(all.find((c) => c.id === both.campaignId)?.counts).toMatchObject({ messages: 5, delivered: 5 });
    expect(all.find((c) => c.id === southOnly.campaignId)?.counts.messages).toBe(3);
    // newest first
    const ids = all.map((c) => c.id);
    expect(ids.indexOf(southOnly.campaignId)).toBeLessThan(ids.indexOf(both.campaignId));
    const mine = await list('store', s001Path);
    expect(mine.find((c) => c.id === both.campaignId)?.counts).toMatchObject({ messages: 2, delivered: 2 });
    expect(mine.map((c) => c.id)).not.toContain(southOnly.campaignId);
    // counts of the node as SQL counts them
    for (const item of mine) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM campaign_messages m
        JOIN contacts c ON c.id = m.contact_id JOIN units u ON u.id = c.unit_id
        WHERE m.campaign_id = ${item.id} AND u.ext_name = 's001'`.execute(t.database.db);
      expect(item.counts.messages, item.name).toBe(rows[0].n);
    }

    const details = (
      await get('store', `/api/vuejs/campaign/cx/${both.campaignId}`)
    ).json() as TCampaignDetails;
    expect(details.counts.messages).toBe(2);
    expect(details.units.map((u) => u.extName)).toEqual(['s001']);
    expect(details.units[0].drillPath).toBe(s001Path);
    expect(details.createdBy).toBe('Aino Admin');
    expect(details.timeline).toHaveLength(1);
    expect(details.timeline[0]).toMatchObject({ sent: 2, date: new Date().toISOString().slice(0, 10) });
    const full = (await get('admin', `/api/vuejs/campaign/cx/${both.campaignId}`)).json() as TCampaignDetails;
    expect(full.units.map((u) => u.extName).sort()).toEqual(['s001', 's051']);
    expect(full.counts.messages).toBe(5);
    for (const user of ['store', 'regional']) {
      const response = await get(user, `/api/vuejs/campaign/cx/${southOnly.campaignId}`);
      expect(response.statusCode, user).toBe(404);
      expect(response.body).not.toContain('South only');
      expect((await get(user, `/api/vuejs/reports/mailcampaign/cx/${southOnly.campaignId}`)).statusCode).toBe(
        404,
      );
    }

    const workbook = async (user: string) => {
      const response = await get(user, `/api/vuejs/reports/mailcampaign/cx/${both.campaignId}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Both\.xlsx"/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const rows: string[][] = [];
      sheet.eachRow((row) => {
        rows.push(
          (row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? 'date' : String(v ?? ''))),
        );
      });
      return rows;
    };
    const storeRows = await workbook('store');
    expect(storeRows[0]).toEqual([
      'Contact',
      'Address',
      'Unit',
      'State',
      'Sent',
      'Opened',
      'Clicked',
      'Answered',
      'Reason of failure',
    ]);
    expect(storeRows).toHaveLength(3);
    expect(storeRows[1].slice(0, 5)).toEqual([
      'Person scope 0',
      'p0.scope@example.com',
      'Oulu Centre',
      'Delivered',
      'date',
    ]);
    expect(await workbook('admin')).toHaveLength(6);
  });

  it('another universe sees nothing of these campaigns', async () => {
    const { rows } = await sql<{
      id: number;
    }>`SELECT id FROM campaigns WHERE universe_id = ${demo} ORDER BY id DESC LIMIT 1`.execute(t.database.db);
    for (const url of [
      `/api/vuejs/campaign/guest/${rows[0].id}`,
      `/api/vuejs/reports/mailcampaign/guest/${rows[0].id}`,
    ])
      expect((await get('acme', url)).statusCode, url).toBe(404);
    const list = await get('acme', `/api/vuejs/campaigns/guest/${path('org,all')}`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as TCampaignList).items).toEqual([]);
    const remind = await post('acme', `/api/vuejs/campaigns/remind/guest/${rows[0].id}`, {});
    expect(remind.statusCode).toBe(404);
    const reach = await post('acme', `/api/vuejs/campaigns/reach/guest/${path('org,all')}`, {
      action: 'mail',
      templateId: templates.mail,
    });
    expect(reach.statusCode).toBe(400);
    expect(reach.json().error).toMatchObject({
      field: 'templateId',
      message: `Template ${templates.mail} not found`,
    });
  });
});
