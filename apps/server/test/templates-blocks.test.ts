import type { TTemplate, TTemplatePreview } from '@opinio/domain/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from './harness.ts';
import { templatesFixture } from './templates-fixture.ts';

const blocks = [
  { type: 'logo' },
  { type: 'heading', text: 'Hello {{name}}' },
  { type: 'text', text: 'Thank you for visiting {{unit}}.\n\nIt takes 2 minutes & no more.' },
  { type: 'question', text: '' },
  { type: 'button', label: 'Open the survey', href: '{{surveyLink}}' },
  { type: 'footer', text: '' },
];

const blockSave = (list: object[]) => ({
  channel: 'mail',
  name: 'Built from blocks',
  variants: { en: { subject: 'How was it?', body: '', blocks: list } },
});

/**
 * A mail built from blocks: compiled to mail HTML (MJML) on the server, the blocks kept
 * beside it; the first question's answer buttons, the survey button and the unsubscribe
 * link in it; a bad block refused by its field with nothing stored.
 */
describe.each(DATABASE_KINDS)('templates: a mail built from blocks (%s)', (kind) => {
  const f = templatesFixture(kind);

  it('stores the compiled HTML with the links and the blocks, and previews it', async () => {
    const { call, create } = f;
    const created = await create(blockSave(blocks) as never);
    const stored = created.variants.en!;
    expect(stored.blocks).toEqual(blocks);
    // mail-safe: tables and inline styles, texts escaped, placeholders kept to be filled
    expect(stored.body).toContain('<table');
    expect(stored.body).toContain('Hello {{name}}');
    expect(stored.body).toContain('It takes 2 minutes &amp; no more.');
    expect(stored.body).toContain('href="{{surveyLink}}"');
    expect(stored.body).toMatch(/href="\{\{surveyLink\}\}\?a=0"[^>]*>0<\/a>/);
    expect(stored.body).toMatch(/href="\{\{surveyLink\}\}\?a=10"[^>]*>10<\/a>/);
    expect(stored.body).toContain('href="{{unsubscribeLink}}"');
    expect((await call('GET', `/api/vuejs/templates/cx/${created.id}`, 'admin')).json()).toEqual(created);

    const preview = await call('POST', '/api/vuejs/templates/preview/cx', 'admin', {
      ...blockSave(blocks),
      locale: 'en',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { html, text } = preview.json() as TTemplatePreview;
    expect(html).toMatch(/href="https:\/\/opinio\.example\.com\/api\/t\/c\/[\w-]+\?a=7"/);
    expect(html).toMatch(/href="https:\/\/opinio\.example\.com\/unsubscribe\/campaign\/[\w-]+"/);
    // the footer block's unsubscribe link is the only one
    expect(html!.match(/unsubscribe\/campaign/g)).toHaveLength(1);
    expect(text).toContain('Open the survey');

    // saved as HTML by hand, it leaves block mode
    const url = `/api/vuejs/templates/cx/${created.id}`;
    const handwritten = await call('PUT', url, 'admin', {
      channel: 'mail',
      name: 'Built from blocks',
      variants: { en: { subject: 'How was it?', body: '<p>Hi {{name}}</p>', blocks: null } },
    });
    expect(handwritten.statusCode, handwritten.body).toBe(200);
    expect((handwritten.json() as TTemplate).variants.en).toEqual({
      subject: 'How was it?',
      body: '<p>Hi {{name}}</p>',
    });
  });

  it('refuses a bad block by its field and stores nothing', async () => {
    const { call, storedTemplates } = f;
    const before = await storedTemplates();
    const badLink = await call(
      'POST',
      '/api/vuejs/templates/cx',
      'admin',
      blockSave([{ type: 'button', label: 'Go', href: 'javascript:alert(1)' }]),
    );
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().error.field).toBe('variants.en.blocks.0.href');
    const unknown = await call('POST', '/api/vuejs/templates/cx', 'admin', blockSave([{ type: 'video' }]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.field).toMatch(/^variants\.en\.blocks\.0/);
    const sms = await call('POST', '/api/vuejs/templates/cx', 'admin', {
      ...blockSave([{ type: 'text', text: 'Hi' }]),
      channel: 'sms',
    });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().error.field).toBe('variants.en.blocks');
    expect(await storedTemplates()).toEqual(before);
  });
});
