import type { TTemplateList } from '@opinio/domain/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from './harness.ts';
import { mailTemplate, templatesFixture } from './templates-fixture.ts';

/**
 * Mail, SMS and letter templates, written and kept: listed by channel, created, saved and
 * deleted; an unknown placeholder, an SMS over its limit or a mail without subject or text
 * refused; a mail body stored sanitised.
 */
describe.each(DATABASE_KINDS)('templates: writing and keeping them (%s)', (kind) => {
  const f = templatesFixture(kind);

  it("lists the demo's templates, of one channel when asked", async () => {
    const { call } = f;
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
    const { call, create } = f;
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
    const { call, storedTemplates } = f;
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
    expect(error).toMatchObject({ code: 'invalid_content', params: { count: 1 } });
    expect(error.issues).toEqual([
      {
        path: 'variants.fi.body',
        code: 'unknown_value',
        params: { value: '{{nimi}}' },
        message: 'Unknown placeholder {{nimi}}',
      },
    ]);
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
    const { call } = f;
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
    const { storedTemplates, create } = f;
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
});
