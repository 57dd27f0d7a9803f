import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TSubscription } from '@opinio/domain/schemas/reports';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '#db/tenant-context.ts';
import { queueDueSubscriptions } from '#reports/subscription-repository.ts';
import { builtInRoleId } from '#users/built-in-roles.ts';
import { insertOpenChange } from './change-fixture.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp, universeIdOf } from './harness.ts';
import { runReport } from './report-flow.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

/** A header as it was written (mailparser folds List-* headers into a structure). */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, '') ?? '';

const pdfText = (content: Buffer) => {
  const file = join(mkdtempSync(join(tmpdir(), 'opinio-sub-')), 'report.pdf');
  writeFileSync(file, content);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
};

describe.each(DATABASE_KINDS)('report subscriptions by mail (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let admin: string;
  let regional: string;
  let demo: number;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await seededApp(kind, 600, {
      smtpUrl: smtp.url,
      publicUrl: 'https://opinio.example.com',
      // every report is mailed when ready (by default only those that took 30 s)
      reportReadyMailAfterMs: 0,
    });
    admin = await signIn(t.app, 'admin');
    regional = await signIn(t.app, 'regional');
    demo = await universeIdOf(t.database.db, 'demo');
    // Three store managers keep their membership; the others are disabled, so that a run mails a few.
    const storeRole = await builtInRoleId(t.database.db, demo, 'store_manager');
    await sql`UPDATE memberships SET disabled_at = now() WHERE universe_id = ${demo} AND role_id = ${storeRole}
      AND user_id NOT IN (SELECT m.user_id FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.universe_id = ${demo} AND m.role_id = ${storeRole} AND u.email IS NOT NULL ORDER BY m.user_id LIMIT 3)`.execute(
      t.database.db,
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, ...CSRF_HEADER }, ...(payload ? { payload } : {}) });

  /** Makes the subscription due, queues its run as the scheduler does, and waits for the worker. */
  async function runNow(id: number, due = '2026-01-05T05:00:00Z'): Promise<void> {
    await sql`UPDATE report_subscriptions SET next_run = ${due}::timestamptz WHERE id = ${id}`.execute(
      t.database.db,
    );
    expect(await runAsTenant('all', () => queueDueSubscriptions(t.database.db, new Date()))).toBe(1);
    t.app.taskWorker.wake();
    for (let i = 0; i < 600; i++) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tasks
        WHERE type = 'report_subscription' AND state IN ('queued', 'running')`.execute(t.database.db);
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the subscription run did not finish');
  }

  it("a weekly subscription of the store managers' role mails each manager their own store, once", async () => {
    const storeRole = await builtInRoleId(t.database.db, demo, 'store_manager');
    const created = await call('POST', '/api/vuejs/reports/subscriptions/cx', admin, {
      drillPathFiltered: 'org,all;ftime=rdays:-90:0',
      frequency: 'weekly',
      weekday: 1,
      locale: 'en',
      roleId: storeRole,
    });
    expect(created.statusCode, created.body).toBe(201);
    const subscription = created.json() as TSubscription;
    expect(new Date(subscription.nextRun).getUTCDay()).toBe(1);
    const { rows: managers } = await sql<{ email: string; scope_unit: string }>`
      SELECT u.email, m.scope_unit FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.universe_id = ${demo} AND m.role_id = ${storeRole} AND m.disabled_at IS NULL AND u.email IS NOT NULL`.execute(
      t.database.db,
    );
    expect(managers.length).toBe(3);

    smtp.mails.length = 0;
    await runNow(subscription.id);
    expect(smtp.mails.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort()).toEqual(
      managers.map((m) => m.email).sort(),
    );
    const survey = (await t.services.catalog.survey(demo, 'cx', 'en'))!;
    for (const mail of smtp.mails) {
      const to = mail.to && 'text' in mail.to ? mail.to.text : '';
      const store = survey.organisation.unitsByExtName.get(managers.find((m) => m.email === to)!.scope_unit)!;
      // their own store, in the subject, the body and the attached report
      expect(mail.subject).toContain(store.title);
      expect(mail.text).toMatch(/NPS: /);
      expect(rawHeader(mail, 'list-unsubscribe')).toMatch(
        /^<https:\/\/opinio\.example\.com\/api\/vuejs\/reports\/mailunsubscribe\/.+>$/,
      );
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      // sent by the product on its own (RFC 3834), beside its own headers
      expect(rawHeader(mail, 'auto-submitted')).toBe('auto-generated');
      const [pdf] = mail.attachments;
      expect(pdf.contentType).toBe('application/pdf');
      const text = pdfText(pdf.content);
      expect(text).toContain(store.title);
      // no other store of the organisation is named in it
      const others = [...survey.organisation.unitsById.values()].filter(
        (u) => u.children.length === 0 && u !== store && !store.title.includes(u.title),
      );
      expect(others.filter((u) => text.includes(u.title))).toEqual([]);
    }

    // The same run again (a restart) mails nobody twice.
    const sent = smtp.mails.length;
    await sql`UPDATE tasks SET state = 'queued', run_after = now(), attempts = 0 WHERE type = 'report_subscription'`.execute(
      t.database.db,
    );
    t.app.taskWorker.wake();
    await new Promise((r) => setTimeout(r, 1500));
    const { rows: left } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM tasks WHERE type = 'report_subscription' AND state <> 'done'`.execute(
      t.database.db,
    );
    expect(left[0].n).toBe(0);
    expect(smtp.mails.length).toBe(sent);

    // A run stopped after the first mail sends the other two when it runs again, and only them.
    await sql`DELETE FROM report_deliveries WHERE subscription_id = ${subscription.id}
      AND user_id <> (SELECT min(user_id) FROM report_deliveries WHERE subscription_id = ${subscription.id})`.execute(
      t.database.db,
    );
    await sql`UPDATE tasks SET state = 'queued', run_after = now(), attempts = 0 WHERE type = 'report_subscription'`.execute(
      t.database.db,
    );
    t.app.taskWorker.wake();
    for (let i = 0; i < 300 && smtp.mails.length < sent + 2; i++)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mails.length).toBe(sent + 2);
  });

  it("each manager's mail names the strongest changes of their own store, never another's", async () => {
    const storeRole = await builtInRoleId(t.database.db, demo, 'store_manager');
    const { rows: managers } = await sql<{ email: string; scope_unit: string }>`
      SELECT u.email, m.scope_unit FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.universe_id = ${demo} AND m.role_id = ${storeRole} AND m.disabled_at IS NULL AND u.email IS NOT NULL
      ORDER BY u.email`.execute(t.database.db);
    const survey = (await t.services.catalog.survey(demo, 'cx', 'en'))!;
    const [first, ...rest] = managers.map((m) => survey.organisation.unitsByExtName.get(m.scope_unit)!);
    // an open change at the first manager's store, and one at a store no manager here holds
    const held = new Set(managers.map((m) => m.scope_unit));
    const elsewhere = [...survey.organisation.unitsById.values()].find(
      (u) => u.children.length === 0 && !held.has(u.extName),
    )!;
    const ref = { universeId: demo, surveyId: survey.id };
    const ids = [
      await insertOpenChange(t.database, ref, first.id),
      await insertOpenChange(t.database, ref, elsewhere.id),
    ];
    try {
      const created = await call('POST', '/api/vuejs/reports/subscriptions/cx', admin, {
        drillPathFiltered: 'org,all',
        frequency: 'weekly',
        weekday: 1,
        locale: 'en',
        roleId: storeRole,
      });
      expect(created.statusCode, created.body).toBe(201);
      smtp.mails.length = 0;
      await runNow((created.json() as TSubscription).id, '2026-01-12T05:00:00Z');
      const sentence = (unit: string) =>
        `${unit}: NPS fell from 40 to 10: the last 28 days against the year before (60 answers, 95% interval of the change -45 to -15).`;
      const mailTo = (email: string) =>
        smtp.mails.find((m) => m.to && 'text' in m.to && m.to.text === email)!;
      const firstMail = mailTo(managers[0].email);
      expect(firstMail.text).toContain('What changed beyond chance here and below');
      expect(firstMail.text).toContain(sentence(first.title));
      expect(firstMail.html).toContain(first.title);
      for (const [i, unit] of rest.entries()) {
        const mail = mailTo(managers[i + 1].email);
        expect(mail.text).not.toContain('What changed beyond chance');
        expect(mail.text).not.toContain(sentence(unit.title));
      }
      for (const mail of smtp.mails) expect(mail.text).not.toContain(sentence(elsewhere.title));
    } finally {
      await sql`DELETE FROM detected_changes WHERE id IN (${sql.join(ids.map(Number))})`.execute(
        t.database.db,
      );
    }
  });

  it('one click in the mail unsubscribes its recipient from the next runs, without sign-in or CSRF header', async () => {
    const storeRole = await builtInRoleId(t.database.db, demo, 'store_manager');
    const created = (
      await call('POST', '/api/vuejs/reports/subscriptions/cx', admin, {
        drillPathFiltered: 'org,all',
        frequency: 'daily',
        locale: 'fi',
        roleId: storeRole,
      })
    ).json() as TSubscription;
    smtp.mails.length = 0;
    await runNow(created.id);
    expect(smtp.mails.length).toBe(3);
    expect(smtp.mails[0].subject).toContain('vertailuraportti');
    const link = /<https:\/\/opinio\.example\.com(\/api\/[^>]+)>/.exec(
      rawHeader(smtp.mails[0], 'list-unsubscribe'),
    )![1];
    const oneClick = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(204);
    const forged = await t.app.inject({ method: 'POST', url: `${link.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(404);
    smtp.mails.length = 0;
    // the next day's run
    await runNow(created.id, '2026-01-06T05:00:00Z');
    expect(smtp.mails.length).toBe(2);
  });

  it('a finished report is mailed to its owner with the link to its download page', async () => {
    smtp.mails.length = 0;
    const { started } = await runReport(
      t.app,
      regional,
      `/api/vuejs/reports/indicatorsreport/cx/${encodeURIComponent('org,all,north')}?locale=fi`,
    );
    for (let i = 0; i < 50 && smtp.mails.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.subject).toMatch(/^Raporttisi on valmis: indicators-cx-Pohjoinen_alue-/);
    expect(mail.text).toContain(`https://opinio.example.com/reportdownload/cx/${started.reportUUID}`);
    expect(rawHeader(mail, 'auto-submitted')).toBe('auto-generated');
  });

  it('a user subscribes themself, lists and ends it; only administrators subscribe a role', async () => {
    const mine = await call('POST', '/api/vuejs/reports/subscriptions/cx', regional, {
      drillPathFiltered: 'org,all,north',
      frequency: 'monthly',
      locale: 'sv',
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const { id, nodeTitle, role } = mine.json() as TSubscription;
    expect(nodeTitle).toContain('North');
    expect(role).toBeNull();
    const listed = (await call('GET', '/api/vuejs/reports/subscriptions/cx', regional)).json().subscriptions;
    expect(listed.map((s: TSubscription) => s.id)).toEqual([id]);
    const storeRole = await builtInRoleId(t.database.db, demo, 'store_manager');
    const role403 = await call('POST', '/api/vuejs/reports/subscriptions/cx', regional, {
      drillPathFiltered: 'org,all,north',
      frequency: 'daily',
      locale: 'en',
      roleId: storeRole,
    });
    expect(role403.statusCode).toBe(403);
    const outside = await call('POST', '/api/vuejs/reports/subscriptions/cx', regional, {
      drillPathFiltered: 'org,all,south',
      frequency: 'daily',
      locale: 'en',
    });
    expect(outside.statusCode).toBe(404);
    const weekly = await call('POST', '/api/vuejs/reports/subscriptions/cx', regional, {
      drillPathFiltered: 'org,all,north',
      frequency: 'weekly',
      locale: 'en',
    });
    expect(weekly.statusCode).toBe(400);
    expect((await call('DELETE', `/api/vuejs/reports/subscriptions/cx/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/vuejs/reports/subscriptions/cx/${id}`, regional)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/vuejs/reports/subscriptions/cx', regional)).json().subscriptions).toEqual(
      [],
    );
  });
});
