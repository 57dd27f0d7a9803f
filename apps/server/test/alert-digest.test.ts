import type { TTask } from '@opinio/domain/schemas/tasks';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_LISTED } from '#alerts/alert-digest-mail.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';
import { HEADER, multipart } from './import-fixture.ts';
import { detractor, outboxRows, postInterviews, until } from './mail-outbox-fixture.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

const PUBLIC_URL = 'https://opinio.example.com';
const alertIdsIn = (mail: ParsedMail) =>
  [...(mail.text ?? '').matchAll(/\/alert\/cx\/(\d+)/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
const recipientOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/**
 * An import's alerts reach each assignee as one digest, not a mail per alert (a 60,000-row
 * import once opened 38,000 SMTP connections and stopped the server).
 */
describe.each(DATABASE_KINDS)('alert digests (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await seededApp(kind, 100, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, mailRateLimit: 0 });
    // The store manager reads Swedish.
    await t.database.db.updateTable('users').set({ locale: 'sv' }).where('username', '=', 'store').execute();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** The alerts opened for these interviews, by their assignee's address. */
  const alertsByRecipient = async (externalPrefix: string) => {
    const rows = await runAsTenant('all', () =>
      t.database.db
        .selectFrom('alerts as a')
        .innerJoin('users as u', 'u.id', 'a.assignee_user_id')
        .innerJoin('interviews as i', 'i.id', 'a.interview_id')
        .select(['a.id', 'u.email', 'u.locale'])
        .where('i.external_id', 'like', `${externalPrefix}%`)
        .orderBy('a.id')
        .execute(),
    );
    const byRecipient = new Map<string, number[]>();
    for (const r of rows)
      byRecipient.set(r.email ?? '', [...(byRecipient.get(r.email ?? '') ?? []), Number(r.id)]);
    return byRecipient;
  };

  it('many alerts of one import: one digest per assignee, in their language, listing every alert', async () => {
    const sent = smtp.mails.length;
    // 40 detractors of s001 (the store manager's) and 300 of s002 (north: the regional
    // manager's), over two write transactions, and promoters that open no alert.
    const rows = [
      ...Array.from({ length: 40 }, (_, i) => `imp-a-${i};s001;2026-06-12;${i % 7};2;web;`),
      ...Array.from({ length: 300 }, (_, i) => `imp-b-${i};s002;2026-06-12;${i % 7};2;web;`),
      ...Array.from({ length: 20 }, (_, i) => `imp-c-${i};s001;2026-06-12;10;5;web;`),
    ];
    const admin = await signIn(t.app, 'admin');
    const body = multipart('detractors.csv', [HEADER, ...rows].join('\n'));
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/surveys/import/cx',
      headers: { cookie: admin, ...CSRF_HEADER, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const taskId = (upload.json() as { taskId: number }).taskId;
    await until(async () => {
      const task = (
        await t.app.inject({
          method: 'GET',
          url: `/api/vuejs/surveys/task/cx/${taskId}`,
          headers: { cookie: admin },
        })
      ).json() as TTask;
      return task.state === 'done';
    }, 'the import done');
    await until(
      async () => (await outboxRows(t.database.db)).every((r) => r.state === 'sent'),
      'every queued mail sent',
    );
    const mails = smtp.mails.slice(sent);
    const expected = await alertsByRecipient('imp-');
    // One mail per assignee, whatever the number of alerts or write transactions.
    expect(mails.map(recipientOf).sort()).toEqual([...expected.keys()].sort());
    expect(expected.get('store@example.com')).toHaveLength(40);

    const store = mails.find((m) => recipientOf(m) === 'store@example.com')!;
    expect(store.subject).toBe('40 nya larm');
    expect(alertIdsIn(store)).toEqual(expected.get('store@example.com'));

    // s002's manager (the demo's reads Finnish): 300 alerts, the first listed, the rest counted.
    const [manager, managerAlerts] = [...expected].find(([, ids]) => ids.length === 300)!;
    const long = mails.find((m) => recipientOf(m) === manager)!;
    expect(long.subject).toBe('300 uutta hälytystä');
    expect(alertIdsIn(long)).toEqual(managerAlerts.slice(0, DIGEST_LISTED));
    expect(long.text).toContain(
      `…ja ${300 - DIGEST_LISTED} muuta. Kaikki avoimet hälytykset:\n${PUBLIC_URL}/alertlist/cx/org%2Call?state=open`,
    );
  });

  it('several alerts of one ingestion batch: one digest to the manager listing each', async () => {
    const sent = smtp.mails.length;
    const response = await postInterviews(t.app, [
      detractor('batch-1'),
      detractor('batch-2'),
      detractor('batch-3'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    await smtp.mailCount(sent + 1);
    const mail = smtp.mails[sent];
    expect(mail.subject).toBe('3 nya larm');
    expect(alertIdsIn(mail)).toEqual((await alertsByRecipient('batch-')).get('store@example.com'));
    await until(
      async () => (await outboxRows(t.database.db)).every((r) => r.state === 'sent'),
      'every queued mail sent',
    );
    expect(smtp.mails.length - sent).toBe(1);
  });
});
