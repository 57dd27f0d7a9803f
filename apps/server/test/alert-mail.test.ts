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
    // The store manager reads Finnish.
    await t.database.db.updateTable('users').set({ locale: 'fi' }).where('username', '=', 'store').execute();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("a detractor's alert is mailed to the store's manager: what happened where, their words, the due date", async () => {
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
        interviews: [
          {
            externalId: 'mail-1',
            unit: 's001',
            date: '2026-06-14',
            answers: { nps: 3, comment: 'Jono oli <pitkä> & kassa kiinni' },
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('Uusi hälytys: NPS 3 – Oulu Centre (NPS 0–6)');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('store@example.com');
    const alert = await t.database.db
      .selectFrom('alerts as a')
      .innerJoin('interviews as i', 'i.id', 'a.interview_id')
      .select(['a.id', 'a.due_at'])
      .where('i.external_id', '=', 'mail-1')
      .executeTakeFirstOrThrow();
    const due = new Intl.DateTimeFormat('fi', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(alert.due_at!));
    const link = `https://opinio.example.com/alert/cx/${alert.id}`;
    // The plain-text part, in Finnish: greeting, what happened where, the score with its
    // scale, the rule, the due date, the customer's words and the link.
    expect(mail.text).toContain('Hei Sanna Storekeeper,');
    expect(mail.text).toContain(
      `NPS 3 – Oulu Centre\nYksikkö: Oulu Centre\nArvio: NPS 3 / 10\nSääntö: NPS 0–6\nMääräaika: ${due} UTC`,
    );
    expect(mail.text).toContain('“Jono oli <pitkä> & kassa kiinni”');
    expect(mail.text).toContain(`Avaa hälytys:\n${link}\n`);
    expect(mail.text).toContain('Opinio · Nordic Retail');
    // The HTML part: the same, laid out, the words escaped, the link a button.
    const html = String(mail.html);
    expect(html).toMatch(/<html lang="fi"/);
    expect(html).toContain('Jono oli &lt;pitkä&gt; &amp; kassa kiinni');
    expect(html).toContain('NPS 3 / 10');
    expect(html).toContain(`${due} UTC`);
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('Avaa hälytys');
  });
});
