import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TTemplatePreview } from '@opinio/domain/schemas/campaigns';
import { smsLength } from '@opinio/domain/templates';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from './harness.ts';
import { templatesFixture } from './templates-fixture.ts';

/*
 * Template previews with a real contact of the caller's scope: a mail with its values
 * escaped, an SMS with its length, a letter as text and laid out as a PDF; a contact
 * outside the scope or a missing language refused.
 */

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

describe.each(DATABASE_KINDS)('templates: previews (%s)', (kind) => {
  const f = templatesFixture(kind);

  it("previews a mail with a real contact of the caller's scope, values escaped", async () => {
    const { t, contacts, preview } = f;
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
    const { contacts, preview } = f;
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
    const { contacts, call, preview } = f;
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
    const { contacts, call } = f;
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
});
