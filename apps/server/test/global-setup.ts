import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/database.ts';
import { createDatabase, type PgCluster, startPostgres } from '../../../scripts/pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    /** A migrated PostgreSQL database that each test's database is copied from. */
    pgTemplate: string;
    /** A migrated PGlite data folder, as one image file, that each test's PGlite starts from. */
    pgliteImage: string;
  }
}

let cluster: PgCluster | undefined;
let imageDir: string | undefined;

/**
 * One throwaway PostgreSQL server for the whole run, and one migrated database per engine
 * that each test file's own database is a copy of (test/harness.ts).
 */
export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgres();
  project.provide('pgUrl', cluster.url);
  imageDir = await mkdtemp(join(tmpdir(), 'opinio-images-'));

  const template = 'migrated';
  const migrated = await openDatabase({
    databaseUrl: await createDatabase(cluster.url, template),
    dataDir: null,
  });
  await migrated.close();
  project.provide('pgTemplate', template);

  const pglite = await openDatabase({ dataDir: null });
  const image = join(imageDir, 'migrated.tar');
  await writeFile(image, new Uint8Array(await (await pglite.image!()).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteImage', image);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  if (imageDir) await rm(imageDir, { recursive: true, force: true });
}
