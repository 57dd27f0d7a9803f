import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one connection in one process: opening one data folder from two processes
 * corrupts it. A lock file holding the owner's pid guards it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'opinio.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && isAlive(owner)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another Opinio process (pid ${owner}). ` +
          'Stop that process, or set DATA_DIR to another folder, or use DATABASE_URL for a shared PostgreSQL server.',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

class DataDirLockedError extends Error {}
