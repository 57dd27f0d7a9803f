import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

/** Where the data lives: a PostgreSQL server (`databaseUrl`) or the embedded database's folder. */
export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string | null;
}

/** What a backup or a restore did, for the command to print. */
export interface BackupOutcome {
  kind: 'pglite' | 'postgres';
  file: string;
  bytes: number;
}

/** A backup file's own kind, told by its first bytes. */
type FileKind = 'pglite' | 'postgres' | 'unknown';

/**
 * The folders in a data folder that hold what the server derives from the database (the
 * read models): a restore removes them, and the next start builds them again from what
 * was restored.
 */
const DERIVED_FOLDERS = ['read-model', 'clickhouse'];

/** A problem the person running the command can fix: said without a stack trace. */
export class BackupError extends Error {}

/**
 * Backs up the whole database to `file`: on PostgreSQL with `pg_dump` (its custom format,
 * which `pg_restore` reads; the server may run meanwhile), on the embedded database as an
 * image of its data folder (gzipped tar), taken while no server holds the folder.
 * The file is written beside its final name and renamed once complete.
 */
export async function backUp(target: BackupTarget, file: string): Promise<BackupOutcome> {
  const partial = `${file}.partial`;
  try {
    if (target.databaseUrl) {
      // Row-level security holds for the tables' owner too (FORCE): the dump reads as the
      // background work does, every universe's rows.
      await run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--enable-row-security', `--file=${partial}`],
        target.databaseUrl,
      );
    } else {
      const dataDir = embeddedFolder(target);
      if (!existsSync(join(dataDir, 'pgdata', 'PG_VERSION')))
        throw new BackupError(`There is no database in ${dataDir} (DATA_DIR) to back up.`);
      const unlock = lockDataDir(dataDir);
      try {
        const client = await PGlite.create(join(dataDir, 'pgdata'));
        try {
          // a checkpoint first: the image starts without replaying the log
          await client.exec('CHECKPOINT');
          const image = await client.dumpDataDir('gzip');
          await writeFile(partial, Buffer.from(await image.arrayBuffer()));
        } finally {
          await client.close();
        }
      } finally {
        unlock();
      }
    }
    await rename(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { kind: target.databaseUrl ? 'postgres' : 'pglite', file, bytes: (await stat(file)).size };
}

/**
 * Restores a backup into an empty database: a PostgreSQL database without tables (with
 * `pg_restore`), or a data folder without a database. Then the migrations of this version
 * run on it (a backup of an earlier version is upgraded) and the read models of the data
 * folder are removed, to be built again at the next start. Refused, with nothing changed,
 * when the target already holds data or the file is of the other kind.
 */
export async function restore(target: BackupTarget, file: string): Promise<BackupOutcome> {
  const kind = await fileKind(file);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind === 'unknown') throw new BackupError(`${file} is not a backup of Opinio's database.`);
  if (kind !== wanted)
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a backup of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.`
        : `${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.`,
    );
  const dataDir = target.dataDir;
  // The data folder's read models belong to the database they were built from.
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    if (target.databaseUrl) {
      await mustBeEmpty(target.databaseUrl);
      // The policies come after the rows (pg_restore's last section): an owner may restore too.
      await run(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
        target.databaseUrl,
      );
    } else {
      const folder = embeddedFolder(target);
      if (existsSync(join(folder, 'pgdata', 'PG_VERSION')))
        throw new BackupError(
          `${folder} (DATA_DIR) already holds a database: restore into an empty folder, then point DATA_DIR at it.`,
        );
      const image = new Blob([await readFile(file)], { type: 'application/x-gzip' });
      const client = await PGlite.create(join(folder, 'pgdata'), { loadDataDir: image });
      await client.close();
    }
    if (dataDir)
      for (const derived of DERIVED_FOLDERS) rmSync(join(dataDir, derived), { recursive: true, force: true });
  } finally {
    unlock();
  }
  // This version's migrations and the application role, as a start does.
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.databaseUrl ? null : dataDir,
  });
  await database.close();
  return { kind, file, bytes: (await stat(file)).size };
}

function embeddedFolder(target: BackupTarget): string {
  if (!target.dataDir) throw new BackupError('Set DATA_DIR (or DATABASE_URL) to say which database.');
  return target.dataDir;
}

/** pg_dump's custom format starts with "PGDMP"; the embedded database's image is gzipped. */
async function fileKind(file: string): Promise<FileKind> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`${file} cannot be read.`);
  });
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    return 'unknown';
  } finally {
    await handle.close();
  }
}

async function mustBeEmpty(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    if (rows[0].tables > 0)
      throw new BackupError(
        `The database already has ${rows[0].tables} tables: restore into an empty database (createdb), then point DATABASE_URL at it.`,
      );
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's client programs: from PATH, else from the newest server installed the Debian
 * way (a pg_dump must be at least as new as the server it reads).
 */
function program(name: string): string {
  const onPath = (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, name)));
  if (onPath) return name;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new BackupError(
      `${name} is not installed: install PostgreSQL's client programs (apt-get install postgresql-client).`,
    );
  return join(root, versions[0], 'bin', name);
}

/**
 * Runs a PostgreSQL client program on the database; its own error lines are the error when it
 * fails. The password goes in its environment, never on its command line (which `ps` shows).
 */
function run(name: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = {
    ...process.env,
    PGOPTIONS: `${process.env.PGOPTIONS ?? ''} -c opinio.universe=-1`.trim(),
    ...(password ? { PGPASSWORD: password } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(program(name), [...args, `--dbname=${url.href}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${name} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}
