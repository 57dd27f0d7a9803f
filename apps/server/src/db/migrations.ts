import * as core from './migrations/001-core.ts';
import * as auth from './migrations/002-auth.ts';
import * as filterSets from './migrations/003-filter-sets.ts';
import * as events from './migrations/004-events.ts';

/** Numbered migrations, applied in order at start-up, each in one transaction. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; statements: string }> = [
  { version: 1, ...core },
  { version: 2, ...auth },
  { version: 3, ...filterSets },
  { version: 4, ...events },
];
