/**
 * A process of its own for read-model-kill.test.ts: the read model of the demo's survey in a
 * file (DATA_DIR), brought up to date in pages of 200 interviews when the parent sends
 * `refresh`. While it appends, it sends the number of rows its table holds (each page is
 * committed as it lands), so that the parent can kill it part way.
 */
import { join } from 'node:path';
import { READ_MODEL_FOLDER } from '../src/analytics/analytics.ts';
import { Duck } from '../src/analytics/duckdb.ts';
import { surveyTable } from '../src/analytics/query-spec.ts';
import { ReadModel } from '../src/analytics/read-model.ts';
import { openDatabase } from '../src/db/database.ts';
import { runAsTenant } from '../src/db/tenant-context.ts';
import { SurveyCatalog } from '../src/surveys/survey-catalog.ts';

export type ChildMessage = { type: 'ready'; rows: number } | { type: 'rows'; rows: number };

async function main(): Promise<void> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
  const duck = await Duck.open(2, { folder: join(process.env.DATA_DIR!, READ_MODEL_FOLDER) });
  const readModel = new ReadModel(database, duck);
  await readModel.open();
  readModel.pageSize = 200;
  const survey = (await runAsTenant(1, () => new SurveyCatalog(database.db).survey(1, 'cx')))!;
  const rows = async () => {
    const [row] = await duck.rows(`SELECT count(*)::INTEGER AS n FROM ${surveyTable(survey.id)}`);
    return Number(row.n);
  };
  await runAsTenant(1, () => readModel.ensureFresh(survey));
  process.send?.({ type: 'ready', rows: await rows() } satisfies ChildMessage);
  process.on('message', async (message: string) => {
    if (message !== 'refresh') return;
    setInterval(async () => process.send?.({ type: 'rows', rows: await rows() } satisfies ChildMessage), 2);
    readModel.changed(survey.id);
    await runAsTenant(1, () => readModel.ensureFresh(survey));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
