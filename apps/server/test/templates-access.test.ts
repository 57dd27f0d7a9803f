import type { TTemplateList } from '@opinio/domain/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from './harness.ts';
import { mailTemplate, templatesFixture } from './templates-fixture.ts';

/**
 * Who may read and change templates: the permissions each route needs, and the
 * caller's universe (another universe's template or survey is not found).
 */
describe.each(DATABASE_KINDS)('templates: permissions and universes (%s)', (kind) => {
  const f = templatesFixture(kind);

  it('needs templates.manage or campaigns.manage to read, templates.manage to change', async () => {
    const { call, storedTemplates, preview } = f;
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
    const { call, storedTemplates } = f;
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
