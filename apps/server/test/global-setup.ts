import type { TestProject } from 'vitest/node';
import { type PgCluster, startPostgres } from '../../../scripts/pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

let cluster: PgCluster | undefined;

/** One throwaway PostgreSQL server for the whole run; each test file makes its own database. */
export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgres();
  project.provide('pgUrl', cluster.url);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
