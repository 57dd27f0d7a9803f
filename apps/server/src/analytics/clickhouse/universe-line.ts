import type { SurveyModel } from '#surveys/survey-model.ts';
import type { ClickHouseSql } from './clickhouse-params.ts';
import { clickHouseRollupNames } from './rollup-tables.ts';
import { clickHouseCampaignTable, clickHouseSurveyTable } from './wide-table.ts';

/** Any name of a survey's table in a statement (its wide table, campaign side table and rollups, others'). */
const SURVEY_TABLE = /\bsurvey_\d+\w*/g;

/**
 * A statement run for one survey broke the line: it never reaches ClickHouse.
 * @internal (thrown here, told apart by the tests)
 */
export class OutsideSurveyError extends Error {}

/**
 * The second isolation line on ClickHouse (decision 058), drawn by the engine whatever the
 * compilers wrote, as row-level security is on PostgreSQL:
 *
 * - a statement of a survey is refused when the work it runs for belongs to another universe
 *   (`tenant`: the current request's universe, null for background work), or when it names a
 *   table of another survey;
 * - ClickHouse itself then reads only the rows of the survey's universe and survey from each
 *   of its tables (`additional_table_filters`, applied to the table before the query's own
 *   conditions): a table shared by many surveys, as a cluster's distributed table is, gives a
 *   statement that forgot its conditions nothing of another universe.
 */
export function boundToSurvey(
  statement: ClickHouseSql,
  survey: SurveyModel,
  tenant: number | null,
): ClickHouseSql {
  if (tenant !== null && tenant !== survey.universeId)
    throw new OutsideSurveyError(`a statement of survey ${survey.id} run for universe ${tenant}`);
  const own = [
    clickHouseSurveyTable(survey.id),
    clickHouseCampaignTable(survey.id),
    ...clickHouseRollupNames(survey),
  ];
  for (const [name] of statement.sql.matchAll(SURVEY_TABLE))
    if (!own.includes(name)) throw new OutsideSurveyError(`a statement of survey ${survey.id} names ${name}`);
  // the ids are numbers and the names checked table names: nothing here comes from a caller
  const filter = `universe = ${Number(survey.universeId)} AND survey = ${Number(survey.id)}`;
  const filters = own.map((name) => `'${name}': '${filter}'`).join(', ');
  return {
    sql: `${statement.sql}\nSETTINGS additional_table_filters = {${filters}}`,
    params: statement.params,
  };
}
