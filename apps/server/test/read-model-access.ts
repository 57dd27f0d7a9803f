import type { Analytics } from '#analytics/analytics.ts';
import { ClickHouseReadEngine } from '#analytics/clickhouse/clickhouse-read-engine.ts';
import type { OutboxRelay } from '#analytics/clickhouse/relay.ts';
import { DuckReadEngine } from '#analytics/duck-read-engine.ts';
import type { Duck } from '#analytics/duckdb.ts';
import type { ReadModel } from '#analytics/read-model.ts';

/** The DuckDB engine behind an app's analytics (an app on ClickHouse has none). */
function duckEngine(analytics: Analytics): DuckReadEngine {
  // biome-ignore lint/complexity/useLiteralKeys: the field is private; a bracket reads it past TypeScript's check
  const engine = analytics['engine'];
  if (!(engine instanceof DuckReadEngine)) throw new Error('The analytics run on another engine than DuckDB');
  return engine;
}

/**
 * The DuckDB behind an app's analytics, for tests and benchmarks that read the read
 * model's tables directly (raw SQL on `survey_<id>`, DuckDB's memory). The app itself
 * reaches it only through Analytics' methods (decision 038); this reads the private field
 * on purpose, so that src exports nothing for tests' sake.
 */
export function readModelDuck(analytics: Analytics): Duck {
  // biome-ignore lint/complexity/useLiteralKeys: the field is private; a bracket reads it past TypeScript's check
  return duckEngine(analytics)['duck'];
}

/** The read model behind an app's analytics (its private field, as `readModelDuck`). */
export function readModelOf(analytics: Analytics): ReadModel {
  // biome-ignore lint/complexity/useLiteralKeys: the field is private; a bracket reads it past TypeScript's check
  return duckEngine(analytics)['readModel'];
}

/** The ClickHouse engine behind an app's analytics (its private field, as `readModelDuck`). */
export function clickHouseEngineOf(analytics: Analytics): ClickHouseReadEngine {
  // biome-ignore lint/complexity/useLiteralKeys: the field is private; a bracket reads it past TypeScript's check
  const engine = analytics['engine'];
  if (!(engine instanceof ClickHouseReadEngine))
    throw new Error('The analytics run on another engine than ClickHouse');
  return engine;
}

/** The outbox relay of a ClickHouse engine (its private field, as `readModelDuck`). */
export function clickHouseRelayOf(engine: ClickHouseReadEngine): OutboxRelay {
  // biome-ignore lint/complexity/useLiteralKeys: the field is private; a bracket reads it past TypeScript's check
  return engine['relay'];
}
