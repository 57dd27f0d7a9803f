import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, freePort, startPostgres } from '../scripts/pg-cluster.ts';
import { startSmsReceiver } from './sms-receiver.ts';
import { startSmtpMailbox } from './smtp-mailbox.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HEALTH_TIMEOUT_MS = 180_000;

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not answer ${url} within ${HEALTH_TIMEOUT_MS / 1000} s:\n${log()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || !server.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      process.kill(-server.pid!, 'SIGKILL');
      resolve();
    }, 10_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // The server runs in its own process group (tsx starts a child node): stop the group.
    process.kill(-server.pid!, 'SIGTERM');
  });
}

/**
 * Starts a throwaway PostgreSQL, an SMTP server whose mails land in a folder, and the real
 * server in demo mode on a free port, and hands E2E_BASE_URL, DATABASE_URL and
 * E2E_MAILBOX_DIR to the tests. The returned function is the global teardown. With
 * E2E_BASE_URL and DATABASE_URL already set, uses that server (mail tests then skip).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL && process.env.DATABASE_URL) return async () => {};

  const cluster = await startPostgres();
  const databaseUrl = await createDatabase(cluster.url, 'opinio_e2e');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'opinio-e2e-data-'));
  const mailboxDir = mkdtempSync(join(tmpdir(), 'opinio-e2e-mail-'));
  const mailbox = await startSmtpMailbox(mailboxDir);
  const smsDir = mkdtempSync(join(tmpdir(), 'opinio-e2e-sms-'));
  const smsReceiver = await startSmsReceiver(smsDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      OPINIO_MODE: 'demo',
      DEMO_INTERVIEWS: '20000',
      SMTP_URL: mailbox.url,
      SMS_GATEWAY_URL: smsReceiver.url,
      // Reset links open the app where the password tests use it.
      PUBLIC_URL: baseUrl,
    },
  });
  // the whole output in a file too: a test that finds something slow prints what the server said
  const serverLog = join(dataDir, 'server.log');
  const collect = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
    appendFileSync(serverLog, chunk);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const teardown = async () => {
    await stopServer(server);
    await cluster.stop();
    await mailbox.stop();
    await smsReceiver.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(smsDir, { recursive: true, force: true });
    rmSync(mailboxDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseUrl}/api/health`, server, () => output);
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.DATABASE_URL = databaseUrl;
  process.env.E2E_MAILBOX_DIR = mailboxDir;
  process.env.E2E_SMS_DIR = smsDir;
  process.env.E2E_SERVER_LOG = serverLog;
  return teardown;
}
