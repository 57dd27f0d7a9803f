import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  TTemplate,
  TTemplateList,
  TTemplatePreview,
  TTemplateSave,
} from '@opinio/domain/schemas/campaigns';
import { smsLength } from '@opinio/domain/templates';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsDb } from '../src/campaigns/campaign-tables.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

interface ContactRow {
  id: number;
  name: string;
  region: string;
}

/** The text of a PDF, or null where pdftotext is not installed. */
function pdfText(content: Buffer): string | null {
  const file = join(mkdtempSync(join(tmpdir(), 'opinio-letter-')), 'letter.pdf');
  writeFileSync(file, content);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch {
    return null;
  }
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

const mailTemplate = (body: string, name = 'Test mail'): TTemplateSave => ({
  channel: 'mail',
  name,
  variants: { en: { subject: 'Hello {{ name }}', body } },
});

describe.each(DATABASE_KINDS)('mail, SMS and letter templates (%s)', (kind) => {
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

  it("lists the demo's templates, of one channel when asked", async () => {
    const response = await call('GET', '/api/vuejs/templates/cx', 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json() as TTemplateList;
    expect(items.map((i) => [i.channel, i.name]).sort()).toEqual(
      [
        ['letter', 'Invitation by letter'],
        ['mail', 'Invitation by mail'],
        ['mail', 'Reminder by mail'],
        ['sms', 'Invitation by SMS'],
      ].sort(),
    );
    for (const item of items) expect(item.locales).toEqual(['en', 'fi', 'sv']);
    const sms = (await call('GET', '/api/vuejs/templates/cx?channel=sms', 'admin')).json() as TTemplateList;
    expect(sms.items.map((i) => i.name)).toEqual(['Invitation by SMS']);
    expect((await call('GET', '/api/vuejs/templates/cx?channel=fax', 'admin')).statusCode).toBe(400);
  });

  it('creates, reads, saves and deletes a template; its channel cannot change', async () => {
    const created = await create(mailTemplate('<p>Hi {{name}}, answer at {{surveyLink}}</p>', 'Spring'));
    expect(created).toMatchObject({
      channel: 'mail',
      name: 'Spring',
      variants: { en: { subject: 'Hello {{ name }}', body: '<p>Hi {{name}}, answer at {{surveyLink}}</p>' } },
      updatedBy: 'Aino Admin',
    });
    const url = `/api/vuejs/templates/cx/${created.id}`;
    expect((await call('GET', url, 'admin')).json()).toEqual(created);

    const saved = await call('PUT', url, 'admin', {
      channel: 'mail',
      name: 'Spring 2',
      variants: {
        en: { subject: 'Hi', body: '<p>Hello</p>' },
        fi: { subject: 'Hei', body: '<p>Moi {{name}}</p>' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Spring 2',
      variants: { fi: { body: '<p>Moi {{name}}</p>' } },
    });
    const listed = (await call('GET', '/api/vuejs/templates/cx', 'admin')).json() as TTemplateList;
    expect(listed.items.find((i) => i.id === created.id)).toMatchObject({
      locales: ['en', 'fi'],
      campaigns: 0,
    });

    const changed = await call('PUT', url, 'admin', {
      channel: 'sms',
      name: 'x',
      variants: { en: { body: 'x' } },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.field).toBe('channel');
    expect((await call('GET', url, 'admin')).json()).toMatchObject({ channel: 'mail', name: 'Spring 2' });

    expect((await call('DELETE', url, 'admin')).statusCode).toBe(204);
    expect((await call('GET', url, 'admin')).statusCode).toBe(404);
    expect((await call('DELETE', url, 'admin')).statusCode).toBe(404);
    expect((await call('PUT', url, 'admin', mailTemplate('<p>x</p>'))).statusCode).toBe(404);
  });

  it('refuses an unknown placeholder by its name and stores nothing', async () => {
    const before = await storedTemplates();
    const response = await call('POST', '/api/vuejs/templates/cx', 'admin', {
      channel: 'sms',
      name: 'Typo',
      variants: { en: { body: 'Hi {{name}}' }, fi: { body: 'Hei {{ nimi }}, {{surveyLink}}' } },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.field).toBe('variants.fi.body');
    expect(error.message).toContain('{{nimi}}');
    expect(error.issues).toEqual([{ path: 'variants.fi.body', message: 'Unknown placeholder {{nimi}}' }]);
    expect(await storedTemplates()).toEqual(before);
    // a save too
    const seeded = before.find((row) => row.name === 'Invitation by mail')!;
    const saved = await call(
      'PUT',
      `/api/vuejs/templates/cx/${seeded.id}`,
      'admin',
      mailTemplate('<p>{{foo}}</p>'),
    );
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.field).toBe('variants.en.body');
    expect(await storedTemplates()).toEqual(before);
  });

  it('refuses an SMS over its limit and a mail without subject or text', async () => {
    const long = await call('POST', '/api/vuejs/templates/cx', 'admin', {
      channel: 'sms',
      name: 'Long',
      variants: { sv: { body: 'a'.repeat(1601) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.field).toBe('variants.sv.body');
    const noSubject = await call('POST', '/api/vuejs/templates/cx', 'admin', {
      channel: 'mail',
      name: 'Bare',
      variants: { en: { body: '<p>x</p>' } },
    });
    expect(noSubject.json().error.field).toBe('variants.en.subject');
    const onlyScript = await call(
      'POST',
      '/api/vuejs/templates/cx',
      'admin',
      mailTemplate('<script>x</script>'),
    );
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().error.field).toBe('variants.en.body');
    const noLanguage = await call('POST', '/api/vuejs/templates/cx', 'admin', {
      channel: 'sms',
      name: 'x',
      variants: {},
    });
    expect(noLanguage.statusCode).toBe(400);
  });

  it('stores a mail body sanitised: no scripts, event handlers or javascript: links', async () => {
    const created = await create(
      mailTemplate(
        '<p onclick="steal()">Hi <b>{{name}}</b></p><script>alert(1)</script><style>p{}</style>' +
          '<a href="javascript:alert(1)">bad</a> <a href="{{surveyLink}}">Answer</a> ' +
          '<img src="http://insecure.example/a.png"><img src="https://cdn.example/logo.png" onerror="x()" alt="Logo">' +
          '<iframe src="https://evil.example"></iframe>',
      ),
    );
    const row = (await storedTemplates()).find((r) => r.id === created.id)!;
    const body = row.variants.en!.body;
    expect(body).toBe(created.variants.en!.body);
    for (const gone of ['script', 'onclick', 'javascript:', 'alert', '<style', 'onerror', 'http:', 'iframe'])
      expect(body).not.toContain(gone);
    expect(body).toContain('<a href="{{surveyLink}}">Answer</a>');
    expect(body).toContain('<img src="https://cdn.example/logo.png" alt="Logo" />');
    expect(body).toContain('<p>Hi <b>{{name}}</b></p>');
  });

  it("previews a mail with a real contact of the caller's scope, values escaped", async () => {
    const newest = contacts[0];
    const response = await preview('admin', {
      channel: 'mail',
      variants: { en: { subject: 'For {{name}}', body: '<p>Dear {{name}} of {{unit}}</p>' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json() as TTemplatePreview;
    expect(shown.contact).toEqual({ id: newest.id, name: newest.name });
    expect(shown.subject).toBe(`For ${newest.name}`);
    expect(shown.html).toContain(`<p>Dear ${newest.name} of `);
    expect(shown.text).toContain(`Dear ${newest.name} of`);
    // the body has no survey link: the layout adds the button, and the footer the unsubscribe link
    expect(shown.html).toContain('Answer the survey</a>');
    expect(shown.html).toContain('https://opinio.example.com/unsubscribe/campaign/');
    expect(shown.text).toMatch(/Answer the survey: https:\/\/opinio\.example\.com\/api\/t\/c\/\S+/);
    expect(shown.sms).toBeNull();

    // the contact named, in Finnish
    const other = contacts[5];
    const fi = (
      await preview('admin', {
        channel: 'mail',
        locale: 'fi',
        contactId: other.id,
        variants: {
          fi: { subject: 'Hei', body: '<p>Hei {{name}}</p><p><a href="{{surveyLink}}">Linkki</a></p>' },
        },
      })
    ).json() as TTemplatePreview;
    expect(fi.contact).toEqual({ id: other.id, name: other.name });
    expect(fi.html).toContain('Peru viestien tilaus');
    expect(fi.html).not.toContain('Vastaa kyselyyn</a>');

    // a name with markup is text, not markup
    await sql`UPDATE contacts SET name = ${'<b>Bold</b> & "Co"'} WHERE id = ${other.id}`.execute(
      t.database.db,
    );
    const escaped = (
      await preview('admin', {
        channel: 'mail',
        contactId: other.id,
        variants: { en: { subject: 'Hi {{name}}', body: '<p>Hi {{name}}</p>' } },
      })
    ).json() as TTemplatePreview;
    expect(escaped.html).toContain('<p>Hi &lt;b&gt;Bold&lt;/b&gt; &amp; "Co"</p>');
    expect(escaped.html).not.toContain('<b>Bold</b>');
    expect(escaped.subject).toBe('Hi <b>Bold</b> & "Co"');
    expect(escaped.text).toContain('Hi <b>Bold</b> & "Co"');
    await sql`UPDATE contacts SET name = ${other.name} WHERE id = ${other.id}`.execute(t.database.db);
  });

  it('previews an SMS with its length, and a letter as text', async () => {
    const newest = contacts[0];
    const sms = (
      await preview('admin', {
        channel: 'sms',
        variants: { en: { body: 'Hi {{name}}, 5 € off: {{surveyLink}}' } },
      })
    ).json() as TTemplatePreview;
    expect(sms.text.startsWith(`Hi ${newest.name}, 5 € off: https://opinio.example.com/api/t/c/`)).toBe(true);
    expect(sms.sms).toEqual(smsLength(sms.text));
    expect(sms.sms).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    const emoji = (
      await preview('admin', { channel: 'sms', variants: { en: { body: 'Kiitos 😊 {{name}}' } } })
    ).json();
    expect(emoji.sms.encoding).toBe('UCS-2');

    const letter = (
      await preview('admin', {
        channel: 'letter',
        variants: { en: { subject: 'About {{unit}}', body: 'Dear {{name}},\n\nThanks.' } },
      })
    ).json() as TTemplatePreview;
    expect(letter.subject).toMatch(/^About \S/);
    expect(letter.text.startsWith(`Dear ${newest.name},\n\nThanks.\n\nAnswer the survey at: https://`)).toBe(
      true,
    );
  });

  it('answers 404 for a contact outside the scope or of another survey, 400 for a missing language', async () => {
    const south = contacts.find((c) => c.region === 'south')!;
    const north = contacts.find((c) => c.region === 'north')!;
    const body = { channel: 'sms', variants: { en: { body: 'Hi {{name}}' } } };
    expect((await preview('regional', { ...body, contactId: south.id })).statusCode).toBe(404);
    const own = await preview('regional', { ...body, contactId: north.id });
    expect(own.json().text).toBe(`Hi ${north.name}`);
    // the regional manager's newest contact is the North region's
    expect((await preview('regional', body)).json().contact.id).toBe(north.id);
    const acme = await call('POST', '/api/vuejs/templates/preview/guest', 'acme', {
      ...body,
      locale: 'en',
      contactId: north.id,
    });
    expect(acme.statusCode).toBe(404);
    expect(acme.body).not.toContain(north.name);
    expect((await preview('admin', { ...body, contactId: 999_999_999 })).statusCode).toBe(404);
    const missing = await preview('admin', { ...body, locale: 'sv' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('locale');
  });

  it('lays a letter out as a PDF with the contact, the heading and the survey link', async () => {
    const newest = contacts[0];
    const response = await call('POST', '/api/vuejs/templates/previewpdf/cx', 'admin', {
      channel: 'letter',
      locale: 'fi',
      variants: { fi: { subject: 'Kysely: {{unit}}', body: 'Hyvä {{name}},\n\nKiitos käynnistä.' } },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(response.rawPayload);
    if (text !== null) {
      expect(text).toContain('Nordic Retail');
      expect(text).toContain(`Hyvä ${newest.name},`);
      expect(text).toContain('Kiitos käynnistä.');
      expect(text).toContain('Kysely:');
      expect(text).toContain('15. kesäkuuta 2026');
      expect(text).toContain('Vastaa kyselyyn osoitteessa:');
      expect(text).toContain('https://opinio.example.com/api/t/c/');
    }
    const mail = await call('POST', '/api/vuejs/templates/previewpdf/cx', 'admin', {
      channel: 'mail',
      locale: 'en',
      variants: { en: { subject: 'x', body: '<p>x</p>' } },
    });
    expect(mail.statusCode).toBe(400);
    expect(mail.json().error.field).toBe('channel');
  });

  it("test-sends a mail to the caller's own address with an HTML and a text part", async () => {
    const template = (await storedTemplates()).find((r) => r.name === 'Invitation by mail')!;
    const response = await call('POST', `/api/vuejs/templates/testsend/cx/${template.id}`, 'admin', {
      locale: 'sv',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentTo: 'admin@example.com' });
    const mail = await smtp.nextMail();
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('admin@example.com');
    expect(mail.subject).toMatch(/^Hur var ditt besök hos /);
    expect(mail.html).toContain(`Hej ${contacts[0].name},`);
    expect(mail.html).toContain('width="600"');
    expect(mail.html).toContain('Avsluta prenumerationen');
    expect(mail.text).toContain(`Hej ${contacts[0].name},`);
    expect(mail.text).toContain('Avsluta prenumerationen: https://opinio.example.com/unsubscribe/campaign/');

    const letter = (await storedTemplates()).find((r) => r.name === 'Invitation by letter')!;
    const refused = await call('POST', `/api/vuejs/templates/testsend/cx/${letter.id}`, 'admin', {
      locale: 'en',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field).toBe('channel');

    await sql`UPDATE users SET email = NULL WHERE username = 'admin'`.execute(t.database.db);
    const noAddress = await call('POST', `/api/vuejs/templates/testsend/cx/${template.id}`, 'admin', {
      locale: 'en',
    });
    await sql`UPDATE users SET email = 'admin@example.com' WHERE username = 'admin'`.execute(t.database.db);
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().error.code).toBe('conflict');
  });

  it('test-sends an SMS through the gateway; a refusal is a 409 with its reason', async () => {
    const template = (await storedTemplates()).find((r) => r.name === 'Invitation by SMS')!;
    const url = `/api/vuejs/templates/testsend/cx/${template.id}`;
    const sent = await call('POST', url, 'admin', { locale: 'fi', phone: '+358 40 123 4567' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentTo: '+358401234567' });
    expect(gateway.received.at(-1)).toMatchObject({ to: '+358401234567' });
    expect(gateway.received.at(-1)!.text.startsWith(`Hei ${contacts[0].name}, kiitos käynnistäsi`)).toBe(
      true,
    );

    const noPhone = await call('POST', url, 'admin', { locale: 'fi' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.field).toBe('phone');
    const badPhone = await call('POST', url, 'admin', { locale: 'fi', phone: 'call me' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.field).toBe('phone');

    gateway.state.refuse = true;
    const refused = await call('POST', url, 'admin', { locale: 'fi', phone: '+358401234567' });
    gateway.state.refuse = false;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'conflict' });
    expect(refused.json().error.message).toContain('500');
    expect(refused.json().error.message).toContain('operator down');
  });

  it('needs templates.manage or campaigns.manage to read, templates.manage to change', async () => {
    const template = (await storedTemplates()).find((r) => r.name === 'Invitation by SMS')!;
    const body = { channel: 'sms', variants: { en: { body: 'Hi {{name}}' } } };
    // a store manager has neither
    expect((await call('GET', '/api/vuejs/templates/cx', 'store')).statusCode).toBe(403);
    expect((await call('GET', `/api/vuejs/templates/cx/${template.id}`, 'store')).statusCode).toBe(403);
    expect((await preview('store', body)).statusCode).toBe(403);
    const pdf = await call('POST', '/api/vuejs/templates/previewpdf/cx', 'store', { ...body, locale: 'en' });
    expect(pdf.statusCode).toBe(403);
    // a regional manager sends campaigns: reads and previews, does not write
    expect((await call('GET', '/api/vuejs/templates/cx', 'regional')).statusCode).toBe(200);
    expect((await call('GET', `/api/vuejs/templates/cx/${template.id}`, 'regional')).statusCode).toBe(200);
    expect((await preview('regional', body)).statusCode).toBe(200);
    const before = await storedTemplates();
    expect(
      (await call('POST', '/api/vuejs/templates/cx', 'regional', { ...body, name: 'x' })).statusCode,
    ).toBe(403);
    const put = await call('PUT', `/api/vuejs/templates/cx/${template.id}`, 'regional', {
      ...body,
      name: 'x',
    });
    expect(put.statusCode).toBe(403);
    expect((await call('DELETE', `/api/vuejs/templates/cx/${template.id}`, 'regional')).statusCode).toBe(403);
    const test = await call('POST', `/api/vuejs/templates/testsend/cx/${template.id}`, 'regional', {
      locale: 'en',
    });
    expect(test.statusCode).toBe(403);
    expect(await storedTemplates()).toEqual(before);
  });

  it("keeps to the caller's universe: another universe's template is not found", async () => {
    const before = await storedTemplates();
    const demoTemplate = (
      (await call('GET', '/api/vuejs/templates/cx', 'admin')).json() as TTemplateList
    ).items.find((i) => i.name === 'Invitation by mail')!;
    const acmeList = (await call('GET', '/api/vuejs/templates/guest', 'acme')).json() as TTemplateList;
    expect(acmeList.items).toHaveLength(4);
    expect(acmeList.items.map((i) => i.id)).not.toContain(demoTemplate.id);
    const acmeTemplate = acmeList.items.find((i) => i.name === 'Invitation by mail')!;

    for (const [user, survey, id] of [
      ['acme', 'guest', demoTemplate.id],
      ['admin', 'cx', acmeTemplate.id],
    ] as const) {
      const url = `/api/vuejs/templates/${survey}/${id}`;
      expect((await call('GET', url, user)).statusCode, url).toBe(404);
      expect((await call('PUT', url, user, mailTemplate('<p>taken</p>'))).statusCode).toBe(404);
      expect((await call('DELETE', url, user)).statusCode).toBe(404);
      const test = await call('POST', `/api/vuejs/templates/testsend/${survey}/${id}`, user, {
        locale: 'en',
      });
      expect(test.statusCode).toBe(404);
    }
    // another universe's survey is not found either
    expect((await call('GET', '/api/vuejs/templates/cx', 'acme')).statusCode).toBe(404);
    expect((await call('GET', `/api/vuejs/templates/cx/${demoTemplate.id}`, 'acme')).statusCode).toBe(404);
    expect(await storedTemplates()).toEqual(before);
  });
});
