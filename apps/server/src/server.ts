import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/seed-demo.ts';
import { seedOnStart } from './demo/seed-on-start.ts';
import { setupNeeded } from './users/first-setup.ts';

/** Starts the product: database, demo data (demo mode, empty database), API and web app. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where =
    database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Database: ${where}`);

  await seedOnStart(database.db, config);

  const { app } = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`\nOpinio is running at http://${host}:${config.port}`);
  if (await setupNeeded(database)) {
    console.log('\nThe database holds no universe yet. Set up the first one and its administrator:');
    console.log(
      `  on the setup screen, ${config.publicUrl}/setup, with the setup token ${config.setupToken}`,
    );
    console.log('  or with the command: npm run setup -- --help');
  } else if (config.mode === 'demo') {
    console.log(`Demo sign-in (password "${DEMO_PASSWORD}"):`);
    for (const user of DEMO_USERS) console.log(`  ${user.username.padEnd(9)} ${user.description}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
