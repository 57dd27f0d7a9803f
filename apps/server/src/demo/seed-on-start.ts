import type { Kysely } from 'kysely';
import type { AppConfig } from '#config.ts';
import type { DB } from '#db/schema.ts';
import { isDatabaseEmpty, seedDemo } from './seed-demo.ts';

/**
 * Demo mode seeds the demo universes into an empty database; production mode never
 * seeds, so a production database has no demo users and no default passwords.
 */
export async function seedOnStart(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'mode' | 'demoInterviews'>,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  if (config.mode !== 'demo' || !(await isDatabaseEmpty(db))) return false;
  log(`Seeding the demo universes (${config.demoInterviews.toLocaleString('en')} interviews)...`);
  let last = 0;
  await seedDemo(db, {
    interviews: config.demoInterviews,
    onProgress: (done, total) => {
      const pct = Math.floor((done * 100) / total);
      if (pct >= last + 10) {
        last = pct;
        log(`  ${pct}%`);
      }
    },
  });
  return true;
}
