import * as core from './migrations/001-core.ts';

/** Numbered migrations, applied in order at start-up, each in one transaction. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; statements: string }> = [
  { version: 1, ...core },
];
