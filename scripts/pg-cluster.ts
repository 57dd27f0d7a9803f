/**
 * Starts a throwaway PostgreSQL cluster for tests: initdb in a temp directory, a free
 * port, a unix socket under /tmp. PostgreSQL refuses to run as root, so as root the
 * cluster runs as the unprivileged user `nobody`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgCluster {
  url: string;
  /** Stops the server for good and deletes its files. */
  stop(): Promise<void>;
  /**
   * Stops the server and keeps its files: a fast shutdown, as an administrator's restart
   * does (sessions are ended with 57P01 admin_shutdown). `start` brings it back.
   */
  shutDown(): Promise<void>;
  /** Starts the server again on the same port and files after `shutDown`. */
  start(): Promise<void>;
}

function findBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql. Install them with: apt-get install -y postgresql',
    );
  }
  return join(base, versions[0], 'bin');
}

/** A TCP port nobody listens on right now (for test servers). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function asPgUser(args: string[]): { cmd: string; args: string[] } {
  if (process.getuid?.() !== 0) return { cmd: args[0], args: args.slice(1) };
  const quoted = args.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  return { cmd: 'su', args: ['nobody', '-s', '/bin/sh', '-c', quoted] };
}

/**
 * `durable`: PostgreSQL's own defaults for fsync, synchronous commit and full-page writes
 * (what a deployment runs; the benchmark measures ingestion so). Tests turn them off.
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PgCluster> {
  const bin = findBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'opinio-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const run = (args: string[]) => {
    const c = asPgUser(args);
    execFileSync(c.cmd, c.args, { stdio: 'pipe' });
  };
  run([join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const args = [
    join(bin, 'postgres'),
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    ...(options.durable
      ? []
      : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    '-c',
    'max_connections=200',
  ];
  let child = await launch(args);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async stop() {
      // immediate shutdown: the cluster is thrown away anyway
      await halt(child, dataDir, 'SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
    async shutDown() {
      await halt(child, dataDir, 'SIGINT');
    },
    async start() {
      if (child.exitCode === null && child.signalCode === null) throw new Error('PostgreSQL is running');
      child = await launch(args);
    },
  };
}

/** Starts the server process and waits until it accepts connections. */
async function launch(args: string[]): Promise<ChildProcess> {
  const c = asPgUser(args);
  const child = spawn(c.cmd, c.args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let log = '';
  child.stderr?.on('data', (d) => {
    log += String(d);
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (log.includes('ready to accept connections')) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`PostgreSQL did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // The test process must be able to exit even if stop() is never called.
  child.unref();
  child.stderr?.destroy();
  return child;
}

/**
 * Signals the server (SIGINT: fast shutdown, SIGQUIT: immediate) and waits for its exit.
 * The signal goes to the postmaster itself, by the pid in its pid file: as root the child
 * process is `su`, which starts the server in a session of its own and would only pass
 * SIGTERM on (a "smart" shutdown, which waits for every client to leave).
 */
async function halt(child: ChildProcess, dataDir: string, signal: 'SIGINT' | 'SIGQUIT'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const pidFile = join(dataDir, 'postmaster.pid');
  const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
  try {
    process.kill(postmaster > 0 ? postmaster : child.pid, signal);
  } catch {
    // already gone
  }
  await exited;
}

/**
 * Creates a fresh database on the cluster and returns its URL; with `template`, a copy of that
 * database (PostgreSQL copies its files, far quicker than migrating again).
 */
export async function createDatabase(clusterUrl: string, name: string, template?: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(
      `CREATE DATABASE ${quotedName(name)}${template ? ` TEMPLATE ${quotedName(template)}` : ''}`,
    );
  } finally {
    await client.end();
  }
  return clusterUrl.replace(/\/[^/]*$/, `/${name}`);
}

const quotedName = (name: string) => `"${name.replaceAll('"', '')}"`;
