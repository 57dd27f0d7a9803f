import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { campaignsDb } from '#campaigns/campaign-tables.ts';
import { INTERRUPTED } from '#campaigns/sending/message-repository.ts';
import { type Database, openDatabase } from '#db/database.ts';
import { seedDemo } from '#demo/seed-demo.ts';
import { createDatabase } from '../../../scripts/pg-cluster.ts';
import { CSRF_HEADER, TEST_NOW, universeIdOf } from './harness.ts';
import { type ServerProcess, signInOver, sleep, startServerProcess, until } from './server-process.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

const CONTACTS = 16;

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

// A real server process killed in the middle of a campaign (SIGKILL: no shutdown, no
// clean-up) and started again on the same PostgreSQL database: PostgreSQL only.
describe('a campaign sent across a crash of the server (postgres)', () => {
  let smtp: SmtpCatcher;
  let database: Database;
  let databaseUrl: string;
  let dataDir: string;
  let server: ServerProcess | null = null;
  let sampleId: number;
  let templateId: number;

  /** The real server in its own process group, as in production. */
  async function startServer(): Promise<void> {
    server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      OPINIO_MODE: 'demo',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
    });
  }

  async function stopServer(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const running = server;
    server = null;
    await running?.stop(signal);
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    databaseUrl = await createDatabase(inject('pgUrl'), `t_${randomBytes(6).toString('hex')}`);
    database = await openDatabase({ databaseUrl, dataDir: null });
    await seedDemo(database.db, { interviews: 300, now: TEST_NOW });
    const db = database.db;
    const demo = await universeIdOf(db, 'demo');
    const survey = await db
      .selectFrom('surveys')
      .select('id')
      .where('universe_id', '=', demo)
      .where('ext_name', '=', 'cx')
      .executeTakeFirstOrThrow();
    const unit = await db
      .selectFrom('units')
      .select('id')
      .where('universe_id', '=', demo)
      .where('ext_name', '=', 's001')
      .executeTakeFirstOrThrow();
    templateId = (
      await campaignsDb(db)
        .insertInto('templates')
        .values({
          universe_id: demo,
          survey_id: survey.id,
          channel: 'mail',
          name: 'Invitation',
          variants: JSON.stringify({
            en: { subject: 'Hello {{name}}', body: '<p>Answer: {{surveyLink}}</p>' },
          }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    sampleId = (
      await db
        .insertInto('samples')
        .values({ universe_id: demo, survey_id: survey.id, name: 'Crash' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('contacts')
      .values(
        Array.from({ length: CONTACTS }, (_, i) => ({
          universe_id: demo,
          sample_id: sampleId,
          unit_id: unit.id,
          name: `Recipient ${i}`,
          email: `r${i}@example.com`,
        })),
      )
      .execute();
    dataDir = mkdtempSync(join(tmpdir(), 'opinio-restart-'));
  });
  afterAll(async () => {
    await stopServer('SIGKILL');
    await database?.close();
    await smtp?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('every message goes out exactly once, and the states say what happened', async () => {
    await startServer();
    const base = server!.base;
    const cookie = await signInOver(base, 'admin');
    const created = await fetch(`${base}/api/vuejs/campaigns/create/cx/${encodeURIComponent('org,all')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...CSRF_HEADER },
      body: JSON.stringify({
        name: 'Sent across a crash',
        action: 'mail',
        templateId,
        selection: { sampleId },
        throttlePerMinute: 120,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { campaignId, messages } = (await created.json()) as { campaignId: number; messages: number };
    expect(messages).toBe(CONTACTS);

    // Killed without warning once some mails went out.
    await until('the first mails', () => smtp.mails.length >= 5, 60_000);
    await stopServer('SIGKILL');
    await sleep(500);
    const beforeCrash = smtp.mails.length;
    expect(beforeCrash).toBeLessThan(CONTACTS);

    // The minute after which a dead worker's lease and claims count as abandoned, passed.
    await sql`UPDATE tasks SET locked_until = now() - interval '1 second'
      WHERE type = 'campaign_send' AND state = 'running'`.execute(database.db);
    await sql`UPDATE campaign_messages SET claimed_at = claimed_at - interval '61 seconds'
      WHERE campaign_id = ${campaignId} AND state = 'pending' AND claimed_at IS NOT NULL`.execute(
      database.db,
    );

    await startServer();
    await until(
      'the campaign to complete',
      async () => {
        const { rows } = await sql<{
          status: string;
        }>`SELECT status FROM campaigns WHERE id = ${campaignId}`.execute(database.db);
        return rows[0].status === 'completed';
      },
      90_000,
    );
    await stopServer('SIGTERM');
    expect(smtp.mails.length).toBeGreaterThan(beforeCrash);

    const { rows: states } = await sql<{ address: string; state: string; error: string | null }>`
      SELECT address, state, error FROM campaign_messages WHERE campaign_id = ${campaignId}`.execute(
      database.db,
    );
    expect(states).toHaveLength(CONTACTS);
    const received = new Map<string, number>();
    for (const mail of smtp.mails) received.set(recipient(mail), (received.get(recipient(mail)) ?? 0) + 1);
    // nobody got a mail twice
    expect([...received.values()].every((n) => n === 1)).toBe(true);
    for (const m of states) {
      if (m.state === 'delivered') expect(received.get(m.address), m.address).toBe(1);
      else {
        // cut off between handing over and recording: perhaps received, never sent again
        expect(m).toMatchObject({ state: 'failed', error: INTERRUPTED });
        expect(received.get(m.address) ?? 0).toBeLessThanOrEqual(1);
      }
    }
    expect(states.filter((m) => m.state !== 'delivered').length).toBeLessThanOrEqual(1);
    // every mail received belongs to a message of the campaign
    expect([...received.keys()].every((to) => states.some((m) => m.address === to))).toBe(true);
  }, 300_000);
});
