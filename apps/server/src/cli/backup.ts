import { resolve } from 'node:path';
import { loadConfig } from '#config.ts';
import { BackupError, backUp, restore } from '#db/backup.ts';

const USAGE = `npm run backup [-- <file>]     back up the database (DATABASE_URL, else DATA_DIR) to <file>
npm run restore -- <file>      restore <file> into an empty database (DATABASE_URL) or data folder (DATA_DIR)
A backup of PostgreSQL needs pg_dump and pg_restore; one of the embedded database needs its
server stopped (it holds the data folder). See docs/operating.md.`;

/** npm run backup / npm run restore (docs/operating.md, "Backup, restore and upgrade"). */
async function main(): Promise<void> {
  const [command, given] = process.argv.slice(2);
  if (given === '--help' || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    if (given !== '--help') process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  // relative to where the npm command was typed (npm runs workspace scripts in their folder)
  const here = process.env.INIT_CWD ?? process.cwd();
  if (command === 'backup') {
    const kind = config.databaseUrl ? 'postgres' : 'embedded';
    const name = given ?? `opinio-${kind}-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.backup`;
    const done = await backUp(target, resolve(here, name));
    console.log(`Backed up to ${done.file} (${megabytes(done.bytes)}).`);
    return;
  }
  if (!given) throw new BackupError(`Which file? ${USAGE}`);
  const done = await restore(target, resolve(here, given));
  console.log(
    `Restored ${done.file} (${megabytes(done.bytes)}) into ${
      done.kind === 'postgres' ? 'the PostgreSQL database' : config.dataDir
    }; its read models are built at the next start.`,
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
