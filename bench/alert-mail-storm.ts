/**
 * npm run bench:alert-mail [-- --rows 60000 --interviews 3000 --clients 4 --interval 50 --smtp off]
 *
 * An import of `--rows` detractors (every row opens an alert of the demo's "NPS 0-6" rule,
 * which mails the unit's manager) with SMTP configured, into a mail sink in process (a real
 * SMTP server, apps/server/test/smtp-server.ts). On the embedded database, as `npm start`
 * runs it. While the import runs and its mails go out, `--clients` clients (in a child
 * process) call /api/health and the dashboard's KPI call every `--interval` ms. Then checks
 * that every expected mail arrived exactly once: one digest per assignee with an address,
 * each counting that assignee's alerts, no Message-ID twice. Writes the figures (latency
 * percentiles, mails expected and received, SMTP connections at once) to
 * bench/results/alert-mail-storm.json. `--smtp off` runs the same import without SMTP (the
 * alerts are opened, nothing is mailed): the baseline for what the mail costs, written to
 * bench/results/alert-mail-storm-no-smtp.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { Random } from '../apps/server/src/lib/random.ts';
import { pendingMailCount } from '../apps/server/src/mail/outbox-repository.ts';
import type { SurveyModel } from '../apps/server/src/surveys/survey-model.ts';
import { tasksDb } from '../apps/server/src/tasks/task-tables.ts';
import { startSmtpServer } from '../apps/server/test/smtp-server.ts';
import { overviewCalls, startBenchServer, uploadImport } from './bench-server.ts';
import { startClients } from './client-process.ts';
import type { CallSample } from './latency-clients.ts';
import { latencyStats, round } from './measure.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const ROWS = option('rows', 60_000);
const INTERVIEWS = option('interviews', 3000);
const CLIENTS = option('clients', 4);
const INTERVAL_MS = option('interval', 50);
const SMTP = !args.includes('--smtp') || args[args.indexOf('--smtp') + 1] !== 'off';
const RESULT_FILE = SMTP
  ? 'bench/results/alert-mail-storm.json'
  : 'bench/results/alert-mail-storm-no-smtp.json';
const MAIL_TIMEOUT_MS = 10 * 60_000;

/** Detractors only (NPS 0-6), spread over every store of the demo. */
function detractorsCsv(survey: SurveyModel, rows: number, today: Date): string {
  const random = new Random(11);
  const stores = [...survey.organisation.unitsById.values()].filter((u) => u.children.length === 0);
  const lines = ['externalId,unit,date,nps,sat_overall,channel'];
  for (let i = 0; i < rows; i++) {
    const date = new Date(today.getTime() - random.int(0, 60) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      [`storm-${i}`, random.pick(stores).extName, date, random.int(0, 6), random.int(1, 3), 'web'].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
  return true;
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'opinio-alert-mail-bench-'));
  const now = new Date();
  const smtp = await startSmtpServer();
  try {
    const database = await openDatabase({ dataDir });
    console.log(`seeding a demo of ${INTERVIEWS.toLocaleString('en')} interviews (PGlite in ${dataDir})`);
    await seedDemo(database.db, { interviews: INTERVIEWS, now });
    const config = {
      ...loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...(SMTP ? { SMTP_URL: smtp.url } : {}) }),
      dataDir,
      port: 0,
    };
    const { app, services, base, cookie } = await startBenchServer(database, config);
    const { survey, paths } = await overviewCalls(database, services, now);
    const mailsBefore = smtp.mails.length;

    const csv = detractorsCsv(survey, ROWS, now);
    const samples: CallSample[] = [];
    const clients = await startClients(
      { base, cookie, paths, clients: CLIENTS, intervalMs: INTERVAL_MS },
      (s) => samples.push(...s),
    );
    const began = performance.now();
    const elapsed = () => performance.now() - began;
    await new Promise((r) => setTimeout(r, 1000));
    const uploadStart = elapsed();
    const taskId = await uploadImport(base, cookie, csv, 'storm.csv');
    console.log(`uploaded ${ROWS.toLocaleString('en')} detractors; task ${taskId} running`);
    const taskDone = async () => {
      const task = await tasksDb(database.db)
        .selectFrom('tasks')
        .select('state')
        .where('id', '=', taskId)
        .executeTakeFirst();
      if (task?.state === 'failed') throw new Error('the import failed');
      return task?.state === 'done';
    };
    if (!(await until(taskDone, MAIL_TIMEOUT_MS))) throw new Error('the import did not finish');
    const imported = elapsed();
    // Every alert mail queued and sent (nothing held, queued or in hand).
    const delivered = await until(async () => (await pendingMailCount(database.db)) === 0, MAIL_TIMEOUT_MS);
    const sentAll = elapsed();
    // A little longer, so that a duplicate would be seen.
    await new Promise((r) => setTimeout(r, 3000));
    await clients.stop();

    const { rows: expected } = await sql<{ email: string; alerts: string }>`
      SELECT u.email, count(*) AS alerts
      FROM alerts a
      JOIN interviews i ON i.id = a.interview_id
      JOIN users u ON u.id = a.assignee_user_id
      WHERE i.external_id LIKE 'storm-%' AND u.email IS NOT NULL
      GROUP BY u.email`.execute(database.db);
    const { rows: totals } = await sql<{ alerts: string }>`
      SELECT count(*) AS alerts FROM alerts a JOIN interviews i ON i.id = a.interview_id
      WHERE i.external_id LIKE 'storm-%'`.execute(database.db);
    const mails = smtp.mails.slice(mailsBefore);
    const recipientOf = (m: (typeof mails)[number]) => (m.to && 'text' in m.to ? m.to.text : '');
    const countIn = (subject: string) => (/^\d+/.test(subject) ? Number(/^\d+/.exec(subject)![0]) : 1);
    const received = new Map<string, number[]>();
    for (const m of mails)
      received.set(recipientOf(m), [...(received.get(recipientOf(m)) ?? []), countIn(m.subject ?? '')]);
    const missing = expected.filter((e) => !received.has(e.email)).length;
    const duplicates = [...received.values()].filter((counts) => counts.length > 1).length;
    const wrongCounts = expected.filter((e) => received.get(e.email)?.[0] !== Number(e.alerts)).length;
    const messageIds = new Set(mails.map((m) => m.messageId));
    const during = samples.filter((s) => s.at >= uploadStart && s.at <= sentAll);
    const result = {
      date: new Date().toISOString(),
      machine: `${cpus().length} cores`,
      database: 'pglite (data folder)',
      demoInterviews: INTERVIEWS,
      rows: ROWS,
      smtp: SMTP,
      alerts: Number(totals[0].alerts),
      clients: CLIENTS,
      intervalMs: INTERVAL_MS,
      paths,
      seconds: {
        import: round((imported - uploadStart) / 1000, 1),
        allMailsSent: round((sentAll - uploadStart) / 1000, 1),
      },
      // Without SMTP nothing is mailed (the baseline): no mail figures.
      mail: SMTP
        ? {
            expected: expected.length,
            received: mails.length,
            missing,
            duplicates,
            duplicateMessageIds: mails.length - messageIds.size,
            digestsWithWrongCount: wrongCounts,
            alertsMailed: expected.reduce((n, e) => n + Number(e.alerts), 0),
            outboxDrained: delivered,
            smtpConnectionsAtOnce: smtp.connections.peak,
            smtpConnectionsOpened: smtp.connections.total,
            maxConnectionsSetting: config.mailMaxConnections,
          }
        : null,
      latencyMs: {
        all: latencyStats(during),
        health: latencyStats(during.filter((s) => s.path === paths[0])),
        kpi: latencyStats(during.filter((s) => s.path === paths[1])),
      },
    };
    writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
    await app.close();
    await database.close();
    const exactlyOnce =
      !SMTP || (missing === 0 && duplicates === 0 && wrongCounts === 0 && mails.length === expected.length);
    if (!exactlyOnce) {
      console.error('not every expected mail arrived exactly once');
      process.exitCode = 1;
    }
  } finally {
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
