import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/pg-cluster.ts';
import { CSRF_HEADER } from './harness.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, looking every 100 ms. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The real server (tsx src/server.ts) in a process of its own. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** What it printed last (the last 20,000 characters). */
  output(): string;
  /** Stops its process group: SIGKILL is a crash, SIGTERM a graceful stop. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/**
 * Starts the server in its own process group, as in production, with `env` over this
 * process's environment (HOST, PORT and PUBLIC_URL set here), and waits until it answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const server: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, ...env },
  });
  const collect = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const stop = async (signal: 'SIGKILL' | 'SIGTERM') => {
    if (!server.pid || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, signal);
    await exited;
  };
  try {
    await until(
      `the server to answer (${output})`,
      async () => {
        if (server.exitCode !== null) throw new Error(`The server exited: ${output}`);
        try {
          return (await fetch(`${base}/api/health`)).status === 200;
        } catch {
          return false;
        }
      },
      120_000,
    );
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { base, output: () => output, stop };
}

/** Signs in over HTTP and returns the session cookie header. */
export async function signInOver(base: string, username: string, password = 'demo'): Promise<string> {
  const login = await fetch(`${base}/api/vuejs/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF_HEADER },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`Sign-in as ${username}: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
