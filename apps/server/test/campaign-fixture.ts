import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TCampaignReach, TChannel } from '@opinio/domain/schemas/campaigns';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect } from 'vitest';
import { campaignsDb } from '#campaigns/campaign-tables.ts';
import type { AppConfig } from '#config.ts';
import { ancestors } from '#surveys/survey-model.ts';
import {
  CSRF_HEADER,
  type DatabaseKind,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

/*
 * What the campaigns tests share (campaign-reach, -delivery, -sending and -scope): each file
 * starts its own app per engine, with a real SMTP server and an SMS gateway of the test.
 */

export const PUBLIC_URL = 'https://opinio.example.com';
export const DAY_MS = 86_400_000;

/** A header as it was written (mailparser folds List-* headers into a structure). */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, '') ?? '';

export const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

export interface SmsReceiver {
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

/**
 * The campaigns tests' set-up for one engine: a seeded app with a real SMTP server and an SMS
 * gateway of the test, a template per channel, signed-in users and the helpers below.
 * Registers its beforeAll and afterAll; the fields are there once they have run.
 */
export function campaignFixture(kind: DatabaseKind, config: Partial<AppConfig> = {}) {
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
    t = await seededApp(kind, 3000, {
      smtpUrl: smtp.url,
      smsGatewayUrl: sms.url,
      publicUrl: PUBLIC_URL,
      ...config,
    });
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
  return {
    get t() {
      return t;
    },
    get smtp() {
      return smtp;
    },
    get sms() {
      return sms;
    },
    get demo() {
      return demo;
    },
    get cx() {
      return cx;
    },
    get s001Path() {
      return s001Path;
    },
    templates,
    cookies,
    post,
    get,
    reachOf,
    create,
    sent,
    messagesOf,
    addSample,
  };
}
