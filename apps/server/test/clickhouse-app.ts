import { buildApp } from '../src/app.ts';
import { startClickHouse } from './clickhouse-process.ts';
import { type DatabaseKind, seededTestDatabase, TEST_NOW, type TestApp, testConfig } from './harness.ts';

/**
 * The app with the demo data of `interviews` interviews on ClickHouse (ANALYTICS_ENGINE=
 * clickhouse): chDB in a process of its own (clickhouse-process.ts), fed by the app's relay.
 */
export async function seededAppOnClickHouse(kind: DatabaseKind, interviews = 3000): Promise<TestApp> {
  const clickhouse = await startClickHouse();
  const database = await seededTestDatabase(kind, interviews);
  const { app, services, routes } = await buildApp({
    config: testConfig({ analyticsEngine: 'clickhouse' }),
    database,
    today: () => TEST_NOW,
    clickhouse,
  });
  return {
    app,
    routes,
    services,
    database,
    async close() {
      // the app's close closes its ClickHouse too
      await app.close();
      await database.close();
    },
  };
}
