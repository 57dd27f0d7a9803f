import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { DATABASE_KINDS, openTestDatabase } from './harness.ts';

/**
 * The Kysely types (db/schema.ts and the feature modules' table files) are written by hand beside the
 * migrations; this test holds them to the migrated database: the same tables, the same
 * columns, nullability, defaults (Generated) and kinds of value.
 */
const SOURCES = [
  '../src/db/schema.ts',
  '../src/tasks/task-tables.ts',
  '../src/reports/report-tables.ts',
  '../src/survey-admin/survey-admin-tables.ts',
  '../src/campaigns/campaign-tables.ts',
  '../src/mail/outbox-tables.ts',
  '../src/webhooks/webhook-tables.ts',
  '../src/changes/change-tables.ts',
  '../src/plans/plan-tables.ts',
  '../src/analytics/clickhouse/engine-tables.ts',
].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'));

interface TypedColumn {
  type: string;
}

/** `export interface Name { column: type; ... }` blocks, one level deep. */
function interfaces(source: string): Map<string, Map<string, TypedColumn>> {
  const found = new Map<string, Map<string, TypedColumn>>();
  for (const block of source.matchAll(/export (?:interface (\w+)|type (\w+) =) \{\n([\s\S]*?)\n\}/g)) {
    const columns = new Map<string, TypedColumn>();
    for (const line of block[3].split('\n')) {
      const field = /^ {2}(\w+): (.*);$/.exec(line);
      if (field) columns.set(field[1], { type: field[2] });
    }
    found.set(block[1] ?? block[2], columns);
  }
  return found;
}

/** Table name -> its Kysely columns, from `DB` and the feature modules' table registries. */
function kyselyTables(): Map<string, Map<string, TypedColumn>> {
  const all = new Map<string, Map<string, TypedColumn>>();
  for (const source of SOURCES) for (const [name, columns] of interfaces(source)) all.set(name, columns);
  const tables = new Map<string, Map<string, TypedColumn>>();
  for (const registry of [
    'DB',
    'TaskTables',
    'ReportTables',
    'SurveyAdminTables',
    'CampaignTables',
    'MailTables',
    'WebhookTables',
    'ChangeTables',
    'PlanTables',
    'EngineTables',
  ]) {
    for (const [table, { type }] of all.get(registry) ?? []) {
      const columns = all.get(type);
      if (!columns) throw new Error(`${registry}.${table}: interface ${type} not found`);
      tables.set(table, columns);
    }
  }
  return tables;
}

/** The kind of value a PostgreSQL type holds, as Kysely's types spell it. */
function kindOfDatabaseType(dataType: string): string {
  if (['integer', 'smallint', 'bigint', 'numeric', 'real', 'double precision'].includes(dataType))
    return 'number';
  if (['text', 'character varying', 'character', 'uuid'].includes(dataType)) return 'string';
  if (dataType === 'boolean') return 'boolean';
  if (dataType.startsWith('timestamp') || dataType === 'date') return 'date';
  if (dataType === 'json' || dataType === 'jsonb') return 'json';
  if (dataType === 'bytea') return 'bytes';
  if (dataType === 'ARRAY') return 'array';
  return dataType;
}

/** `export type Name = 'a' | 'b'` aliases: string literal unions. */
const STRING_UNIONS = new Set(
  SOURCES.flatMap((source) => [...source.matchAll(/export type (\w+) =\s*(?:\|\s*)?'/g)].map((m) => m[1])),
);

function kindOfKyselyType(type: string): string {
  const inner = type.replace(/^Generated<(.*)>$/, '$1');
  if (inner.startsWith('Json<') || inner.startsWith('ColumnType<T')) return 'json';
  if (/^(ColumnType<)?\w+\[\]/.test(inner)) return 'array';
  if (/^ColumnType<\w+Result/.test(inner)) return 'json';
  if (inner.startsWith('Timestamp') || inner.startsWith('Date')) return 'date';
  if (inner.startsWith('Uint8Array')) return 'bytes';
  if (inner.startsWith('number')) return 'number';
  if (inner.startsWith('boolean')) return 'boolean';
  if (
    inner.startsWith('string') ||
    inner.startsWith("'") ||
    /^T[A-Z]\w*(State|Kind|Frequency|Locale)$/.test(inner)
  )
    return 'string';
  if (STRING_UNIONS.has(inner)) return 'string';
  return inner;
}

describe.each(DATABASE_KINDS)('Kysely types and the migrated schema (%s)', (kind) => {
  let database: Database;
  let columns: Array<{ table: string; column: string; nullable: string; type: string; hasDefault: boolean }>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const result = await sql<{
      table: string;
      column: string;
      nullable: string;
      type: string;
      has_default: boolean;
    }>`
      SELECT table_name AS table, column_name AS column, is_nullable AS nullable, data_type AS type,
             (column_default IS NOT NULL OR is_identity = 'YES') AS has_default
      FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
      ORDER BY table_name, ordinal_position`.execute(database.db);
    columns = result.rows.map((r) => ({ ...r, hasDefault: r.has_default }));
  });
  afterAll(() => database.close());

  it('every table of the database has its Kysely type, and no type names a missing table', () => {
    const tables = kyselyTables();
    expect([...tables.keys()].sort()).toEqual([...new Set(columns.map((c) => c.table))].sort());
  });

  it('columns, nullability, defaults and kinds of value match', () => {
    const tables = kyselyTables();
    const mismatches: string[] = [];
    for (const [table, typed] of tables) {
      const actual = columns.filter((c) => c.table === table);
      const names = actual.map((c) => c.column);
      for (const name of typed.keys())
        if (!names.includes(name)) mismatches.push(`${table}.${name} is typed but not in the database`);
      for (const column of actual) {
        const type = typed.get(column.column)?.type;
        if (!type) {
          mismatches.push(`${table}.${column.column} is in the database but not typed`);
          continue;
        }
        const where = `${table}.${column.column} (${column.type}, ${type})`;
        const typedNullable = /\bnull\b/.test(type.replace(/^ColumnType<[^,]*,/, ''))
          ? /\| null\b|null \|/.test(type)
          : false;
        if ((column.nullable === 'YES') !== typedNullable)
          mismatches.push(`${where}: nullable in the database ${column.nullable}, typed ${typedNullable}`);
        const generated =
          type.startsWith('Generated<') || type.startsWith('Timestamp') || type.startsWith('Json<');
        // (a nullable column without a default is left out of an insert as null)
        if (type.startsWith('Generated<') && !column.hasDefault && column.nullable === 'NO')
          mismatches.push(`${where}: typed Generated but the database has no default`);
        if (column.hasDefault && column.nullable === 'NO' && !generated && !type.startsWith('ColumnType<'))
          mismatches.push(
            `${where}: the database has a default, so inserts may leave it out: type it Generated`,
          );
        const expected = kindOfDatabaseType(column.type);
        const got = kindOfKyselyType(type);
        if (expected !== got) mismatches.push(`${where}: holds ${expected}, typed ${got}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
