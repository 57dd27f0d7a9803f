import { campaignTable } from '#analytics/campaign-table.ts';
import { rollupStatements, rollupTables } from '#analytics/clickhouse/rollup-tables.ts';
import { type ClickHouseSurveyTables, surveyTables } from '#analytics/clickhouse/wide-table.ts';
import { type ColumnTypes, columnTypes } from '#analytics/compile-query.ts';
import { Duck } from '#analytics/duckdb.ts';
import { surveyTable } from '#analytics/query-spec.ts';
import { ReadModel } from '#analytics/read-model.ts';
import type { ReadModelRow } from '#analytics/read-rows.ts';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { oddInterviews } from './clickhouse-fixtures.ts';
import { type ClickHouseProcess, startClickHouse } from './clickhouse-process.ts';
import { seededApp, type TestApp } from './harness.ts';

/** The demo survey's read model in DuckDB and the same rows in chDB, for the differential tests. */
export interface BothEngines {
  t: TestApp;
  survey: SurveyModel;
  types: ColumnTypes;
  duck: Duck;
  clickhouse: ClickHouseProcess;
  tables: ClickHouseSurveyTables;
  /** The wide table's rows in id order, and the campaign table's. */
  wide: ReadModelRow[];
  campaignRows: ReadModelRow[];
  close(): Promise<void>;
}

/**
 * Seeds the demo with the dialect's odd interviews added, lets `prepare` change the data before
 * the read model is built, builds it in DuckDB and copies its tables into chDB (a forked process).
 */
export async function bothEngines(
  prepare: (t: TestApp, survey: SurveyModel) => Promise<void> = async () => {},
): Promise<BothEngines> {
  const starting = startClickHouse();
  const t = await seededApp('pglite', 3000);
  const survey = (await t.services.catalog.survey(1, 'cx'))!;
  await insertInterviews(t.database.db, survey.universeId, survey.id, oddInterviews(survey));
  await prepare(t, survey);
  const duck = await Duck.open(1);
  await new ReadModel(t.database, duck).ensureFresh(survey);
  const wide = await duck.rows(`SELECT * FROM ${surveyTable(survey.id)} ORDER BY id`);
  const campaignRows = await duck.rows(
    `SELECT * FROM ${campaignTable(surveyTable(survey.id))} ORDER BY interview_id, campaign_id, days`,
  );
  const clickhouse = await starting;
  const tables = surveyTables(survey);
  await clickhouse.createTable(tables.wide);
  await clickhouse.createTable(tables.campaign);
  await clickhouse.insertRows(tables.wide, wide);
  await clickhouse.insertRows(tables.campaign, campaignRows);
  // its rollups made from the wide table, as a backfill's end makes them
  const rollups = rollupTables(survey);
  for (const { table } of rollups) await clickhouse.createTable(table);
  for (const statement of rollupStatements(survey, tables.wide.name, rollups, null))
    await clickhouse.command(statement);
  return {
    t,
    survey,
    types: columnTypes(survey),
    duck,
    clickhouse,
    tables,
    wide,
    campaignRows,
    async close() {
      await clickhouse.close();
      duck.close();
      await t.close();
    },
  };
}
