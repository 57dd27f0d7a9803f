import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

describe.each(DATABASE_KINDS)('alert mail (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await seededApp(kind, 100, { smtpUrl: smtp.url, publicUrl: 'https://opinio.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("a detractor's alert is mailed to the store's manager with a link to it", async () => {
    const admin = await signIn(t.app, 'admin');
    const key = (
      await t.app.inject({
        method: 'GET',
        url: '/api/vuejs/surveys/apikey/create/cx',
        headers: { cookie: admin, ...CSRF_HEADER },
      })
    ).json() as TApiKeyCreated;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { 'x-api-key': key.token },
      payload: {
        interviews: [{ externalId: 'mail-1', unit: 's001', date: '2026-06-14', answers: { nps: 3 } }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('New alert: NPS 0-6');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('store@example.com');
    expect(mail.text).toMatch(/https:\/\/opinio\.example\.com\/alert\/cx\/\d+/);
  });
});
