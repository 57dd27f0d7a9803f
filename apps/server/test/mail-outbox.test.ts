import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import {
  DATABASE_KINDS,
  seededApp,
  seededTestDatabase,
  TEST_NOW,
  type TestApp,
  testConfig,
} from './harness.ts';
import { detractor, outboxRows, postInterviews, until } from './mail-outbox-fixture.ts';
import { freePort, type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

/**
 * The mail outbox (docs/decisions/032-mail-outbox.md): a mail that cannot be sent now is
 * kept and retried, arrives once, survives a restart, and the pooled transport never opens
 * more connections than configured.
 */
describe.each(DATABASE_KINDS)('mail outbox (%s)', (kind) => {
  // Closed last first; SMTP servers after the apps (a server waits for its clients' pooled connections).
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });
  afterAll(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });
  // Each test starts its own app (the restart test two): on a busy machine that is most of its time.
  const STARTS_APPS = 180_000;
  const started = async (app: TestApp) => {
    closing.push(() => app.close());
    return app;
  };

  it(
    'an alert mail written while SMTP is down stays queued and arrives once when it is back',
    async () => {
      const port = await freePort();
      const t = await started(
        await seededApp(kind, 100, {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          mailRetryMs: 100,
          mailRateLimit: 0,
        }),
      );
      const response = await postInterviews(t.app, [detractor('down-1')]);
      expect(response.statusCode, response.body).toBe(200);
      // Tried, refused by a closed port, and kept for a retry.
      await until(async () => {
        const [row] = await outboxRows(t.database.db);
        return row?.state === 'queued' && row.attempts >= 1 && row.error !== null;
      }, 'a failed attempt');
      const smtp: SmtpCatcher = await startSmtpServer({ port });
      closing.unshift(() => smtp.stop());
      const mail = await smtp.nextMail(20_000);
      expect(mail.subject).toBe('New alert: NPS 3 at Oulu Centre (NPS 0-6)');
      await until(async () => (await outboxRows(t.database.db))[0].state === 'sent', 'marked sent');
      const rows = await outboxRows(t.database.db);
      expect(rows).toHaveLength(1);
      expect(rows[0].attempts).toBeGreaterThanOrEqual(2);
      // The Message-ID kept with the mail: a copy sent again after a crash would carry it too.
      expect(mail.messageId).toBe(rows[0].message_id);
      // Nothing is left to send again, and the sent mail no longer keeps its body.
      expect(smtp.mails).toHaveLength(1);
      expect(rows[0].body_text).toBe('');
    },
    STARTS_APPS,
  );

  it(
    'mail queued before a restart is delivered by the next start, once',
    async () => {
      const port = await freePort();
      const database = await seededTestDatabase(kind, 50);
      closing.push(() => database.close());
      const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryMs: 100, mailRateLimit: 0 });
      const first = await buildApp({ config, database, today: () => TEST_NOW });
      await first.app.ready();
      await runAsTenant('all', () =>
        first.services.mailer.queue(
          { to: 'later@example.com', subject: 'Kept across a restart', text: 'x' },
          first.app.log,
        ),
      );
      await until(async () => (await outboxRows(database.db))[0]?.attempts >= 1, 'a failed attempt');
      await first.app.close();
      expect((await outboxRows(database.db))[0].state).toBe('queued');

      const smtp = await startSmtpServer({ port });
      closing.unshift(() => smtp.stop());
      const second = await buildApp({ config, database, today: () => TEST_NOW });
      closing.push(() => second.app.close());
      await second.app.ready();
      const mail = await smtp.nextMail(20_000);
      expect(mail.subject).toBe('Kept across a restart');
      await until(async () => (await outboxRows(database.db))[0].state === 'sent', 'marked sent');
      expect(smtp.mails).toHaveLength(1);
    },
    STARTS_APPS,
  );

  it(
    'the transport never opens more connections than MAIL_MAX_CONNECTIONS, and every mail arrives once',
    async () => {
      const smtp = await startSmtpServer({ dataDelayMs: 20 });
      closing.unshift(() => smtp.stop());
      const t = await started(
        await seededApp(kind, 50, { smtpUrl: smtp.url, mailMaxConnections: 2, mailRateLimit: 0 }),
      );
      await t.app.ready();
      await runAsTenant('all', async () => {
        for (let n = 0; n < 40; n++)
          await t.services.mailer.queue(
            { to: `u${n}@example.com`, subject: `Mail ${n}`, text: 'x' },
            t.app.log,
          );
      });
      await smtp.mailCount(40, 30_000);
      await until(async () => (await outboxRows(t.database.db)).every((r) => r.state === 'sent'), 'all sent');
      expect(smtp.connections.peak).toBeLessThanOrEqual(2);
      const subjects = smtp.mails.map((m) => m.subject).sort();
      expect(subjects).toEqual(Array.from({ length: 40 }, (_, n) => `Mail ${n}`).sort());
    },
    STARTS_APPS,
  );

  it(
    'without SMTP_URL an alert is opened and nothing is queued',
    async () => {
      const t = await started(await seededApp(kind, 50));
      const response = await postInterviews(t.app, [detractor('no-smtp-1')]);
      expect(response.statusCode, response.body).toBe(200);
      const alerts = await runAsTenant('all', () =>
        t.database.db
          .selectFrom('alerts as a')
          .innerJoin('interviews as i', 'i.id', 'a.interview_id')
          .select('a.id')
          .where('i.external_id', '=', 'no-smtp-1')
          .execute(),
      );
      expect(alerts).toHaveLength(1);
      expect(await outboxRows(t.database.db)).toHaveLength(0);
    },
    STARTS_APPS,
  );
});
