import { loadConfig } from '#config.ts';
import { openDatabase } from '#db/database.ts';
import { isDatabaseEmpty, seedDemo } from '#demo/seed-demo.ts';

/** npm run seed -- --interviews 1000000: seeds the demo into an empty database. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--interviews');
  const interviews = at >= 0 ? Number(args[at + 1]) : loadConfig().demoInterviews;
  if (!Number.isInteger(interviews) || interviews < 0) throw new Error('--interviews needs a whole number');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (!(await isDatabaseEmpty(database.db)))
      throw new Error('The database is not empty: the demo seeds only an empty database');
    const started = Date.now();
    await seedDemo(database.db, {
      interviews,
      onProgress: (done, total) =>
        process.stdout.write(`\r${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
    });
    console.log(
      `\nSeeded ${interviews.toLocaleString('en')} interviews in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
