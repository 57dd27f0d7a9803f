import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TTemplate, TTemplateSave } from '@opinio/domain/schemas/campaigns';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { campaignsDb } from '#campaigns/campaign-tables.ts';
import { CSRF_HEADER, type DatabaseKind, seededApp, signIn, type TestApp } from './harness.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

/*
 * What the template tests share (templates-editing, -preview, -sending and -access): each file
 * starts its own app per engine, with a real SMTP server and an SMS gateway of the test.
 */

interface ContactRow {
  id: number;
  name: string;
  region: string;
}

/** A local SMS gateway: takes each message as the HTTP adapter posts it, or refuses with 500. */
async function startSmsGateway() {
  const received: Array<{ to: string; text: string; reference: string }> = [];
  const state = { refuse: false };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      if (state.refuse) {
        response.statusCode = 500;
        response.end('operator down for maintenance');
        return;
      }
      received.push(JSON.parse(body));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ id: `op-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const mailTemplate = (body: string, name = 'Test mail'): TTemplateSave => ({
  channel: 'mail',
  name,
  variants: { en: { subject: 'Hello {{ name }}', body } },
});

/**
 * The template tests' set-up for one engine: a seeded app with a real SMTP server and an SMS
 * gateway of the test, signed-in users, the contacts of survey cx and the helpers below.
 * Registers its beforeAll and afterAll; the fields are there once they have run.
 */
export function templatesFixture(kind: DatabaseKind) {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let contacts: ContactRow[];
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpServer();
    gateway = await startSmsGateway();
    t = await seededApp(kind, 600, {
      smtpUrl: smtp.url,
      smsGatewayUrl: gateway.url,
      publicUrl: 'https://opinio.example.com',
    });
    for (const user of ['admin', 'regional', 'store']) cookies[user] = await signIn(t.app, user);
    cookies.acme = await signIn(t.app, 'multi', { universe: 'acme' });
    // the contacts of survey cx, newest first, with their region
    const { rows } = await sql<ContactRow>`
      SELECT c.id::int AS id, c.name, r.ext_name AS region
      FROM contacts c JOIN samples s ON s.id = c.sample_id JOIN surveys sv ON sv.id = s.survey_id
        JOIN units st ON st.id = c.unit_id JOIN units d ON d.id = st.parent_id JOIN units r ON r.id = d.parent_id
      WHERE sv.ext_name = 'cx'
      ORDER BY c.id DESC`.execute(t.database.db);
    contacts = rows;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await gateway.stop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookies[user], ...CSRF_HEADER },
      ...(payload ? { payload } : {}),
    });
  const storedTemplates = () =>
    campaignsDb(t.database.db)
      .selectFrom('templates')
      .select(['id', 'name', 'variants'])
      .orderBy('id')
      .execute();
  const create = async (save: TTemplateSave) => {
    const response = await call('POST', '/api/vuejs/templates/cx', 'admin', save);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TTemplate;
  };
  const preview = (user: string, body: object) =>
    call('POST', '/api/vuejs/templates/preview/cx', user, { locale: 'en', ...body });

  return {
    get t() {
      return t;
    },
    get smtp() {
      return smtp;
    },
    get gateway() {
      return gateway;
    },
    get contacts() {
      return contacts;
    },
    cookies,
    call,
    storedTemplates,
    create,
    preview,
  };
}
