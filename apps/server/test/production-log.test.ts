import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, freePort } from '../../../scripts/pg-cluster.ts';
import { CSRF_HEADER } from './harness.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Every line a process wrote, each read as JSON (a line that is not JSON fails the test, named). */
function jsonLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const parsed = JSON.parse(line) as unknown;
        expect(typeof parsed, line).toBe('object');
        return parsed as Record<string, unknown>;
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
}

/** A Node.js older than 24 on this machine's PATH (outside node_modules), if there is one. */
function olderNode(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (!dir || dir.includes('node_modules')) continue;
    try {
      const node = join(dir, 'node');
      const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
      if (Number(/^v(\d+)\./.exec(version)?.[1]) < 24) return node;
    } catch {
      // no node there
    }
  }
  return null;
}

/**
 * The server started and left to exit by itself (a start that fails), with what it wrote;
 * by tsx, or on `node` through tsx's loader.
 */
function failedStart(
  env: Record<string, string>,
  node: string | null = null,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const [command, args] = node
      ? [node, ['--import', 'tsx', 'apps/server/src/server.ts']]
      : [join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts']];
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    });
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// A real server process in production mode, its standard output and error read as a log
// collector reads them: PostgreSQL only.
describe('the production log is JSON lines only (postgres)', () => {
  let server: ServerProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'opinio-production-log-'));
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('from the start, through requests, to the shutdown; the setup notice is one line with its URL and token', async () => {
    // an empty database: the first setup is still to do
    const databaseUrl = await createDatabase(inject('pgUrl'), `t_${randomBytes(6).toString('hex')}`);
    server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      OPINIO_MODE: 'production',
      OPINIO_SETUP_TOKEN: 'setup-token-for-the-log-test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    const { base } = server;
    for (const path of ['/healthz', '/readyz', '/metrics', '/api/health', '/api/vuejs/no/such/call', '/'])
      await fetch(`${base}${path}`).then((response) => response.arrayBuffer());
    const login = await fetch(`${base}/api/vuejs/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CSRF_HEADER },
      body: JSON.stringify({ username: 'nobody', password: 'wrong' }),
    });
    expect(login.status).toBe(401);
    const stopping = server;
    server = null;
    await stopping.stop('SIGTERM');

    const lines = jsonLines(stopping.output());
    for (const line of lines)
      expect(line, JSON.stringify(line)).toMatchObject({
        level: expect.any(Number),
        msg: expect.any(String),
      });
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain('Opinio is running');
    expect(messages).toContain('shutting down');
    expect(messages.filter((msg) => msg === 'incoming request').length).toBeGreaterThanOrEqual(7);
    expect(lines.find((line) => String(line.msg).startsWith('Database:'))).toMatchObject({
      database: 'postgres',
      host: expect.any(String),
    });
    const setup = lines.filter((line) => 'setupToken' in line);
    expect(setup).toHaveLength(1);
    expect(setup[0]).toMatchObject({
      setupUrl: `${stopping.base}/setup`,
      setupToken: 'setup-token-for-the-log-test',
      command: 'npm run setup -- --help',
    });
  });

  it('a start that cannot reach PostgreSQL fails with one JSON line naming host, port and database, never the password', async () => {
    const port = await freePort();
    const { code, output } = await failedStart({
      DATABASE_URL: `postgresql://opinio:s3cret-pw@127.0.0.1:${port}/opinio_prod`,
      OPINIO_MODE: 'production',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output).not.toContain('s3cret-pw');
    const fatal = jsonLines(output).filter((line) => line.level === 60);
    expect(fatal).toHaveLength(1);
    expect(String(fatal[0].msg)).toContain(
      `Cannot connect to the PostgreSQL of DATABASE_URL (host 127.0.0.1, port ${port}, database opinio_prod, user opinio; password not shown)`,
    );
    expect(String(fatal[0].msg)).toMatch(
      /Nothing accepts connections at 127\.0\.0\.1:\d+: is PostgreSQL running, and listening on that address and port\?$/,
    );
  });

  const node = olderNode();
  it.skipIf(node === null)(
    'on a Node.js older than 24 the start warns, naming the version and how to run on 24',
    async () => {
      const port = await freePort();
      const { output } = await failedStart(
        {
          DATABASE_URL: `postgresql://opinio@127.0.0.1:${port}/opinio`,
          OPINIO_MODE: 'production',
          DATA_DIR: dataDir,
        },
        node,
      );
      const [warning] = jsonLines(output).filter((line) => 'nodeVersion' in line);
      const running = execFileSync(node!, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
      expect(warning).toMatchObject({ level: 40, nodeVersion: running, required: '>=24' });
      expect(String(warning.msg)).toContain(`Node.js ${running} is older than 24: Start it with npm start`);
    },
  );

  it('a DATABASE_URL that is not a PostgreSQL address is refused at start, named, its password not shown', async () => {
    const { code, output } = await failedStart({
      DATABASE_URL: 'mysql://opinio:s3cret-pw@db.example.com/opinio',
      OPINIO_MODE: 'production',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output).not.toContain('s3cret-pw');
    const [fatal] = jsonLines(output).filter((line) => line.level === 60);
    expect(String(fatal.msg)).toMatch(/^Invalid configuration: DATABASE_URL: a mysql:\/\/ address/);
  });
});
