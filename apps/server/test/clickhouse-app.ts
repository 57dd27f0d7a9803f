import { startClickHouse } from './clickhouse-process.ts';
import { type DatabaseKind, seededApp, TEST_NOW, type TestApp } from './harness.ts';

/**
 * The app with the demo data of `interviews` interviews on ClickHouse (ANALYTICS_ENGINE=
 * clickhouse): chDB in a process of its own (clickhouse-process.ts), fed by the app's relay,
 * and ended when the app closes.
 */
export async function seededAppOnClickHouse(kind: DatabaseKind, interviews = 3000): Promise<TestApp> {
  const clickhouse = await startClickHouse();
  const t = await seededApp(kind, interviews, { analyticsEngine: 'clickhouse' }, TEST_NOW, { clickhouse });
  return {
    ...t,
    async close() {
      await t.close();
      await clickhouse.close();
    },
  };
}
