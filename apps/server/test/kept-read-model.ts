import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '#config.ts';
import type { Database } from '#db/database.ts';
import { insertInterviews, type NewInterview } from '#ingestion/insert-interviews.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { appOn, type DatabaseKind, seededTestDatabase, TEST_NOW, type TestApp } from './harness.ts';

const DAY_MS = 86_400_000;

/**
 * `count` new interviews of the demo's survey, spread over its stores, the last 90 days and
 * the three channels, with every indicator's question answered (deterministic).
 */
export function newInterviews(survey: SurveyModel, count: number, tag: string): NewInterview[] {
  const stores = [...survey.organisation.unitsById.values()].filter((u) => u.children.length === 0);
  const question = (extName: string) => survey.questionsByExtName.get(extName)!.id;
  return Array.from({ length: count }, (_, i) => ({
    unitId: stores[(i * 7) % stores.length].id,
    date: new Date(TEST_NOW.getTime() - ((i * 13) % 90) * DAY_MS - 3_600_000),
    externalId: `${tag}-${i}`,
    answers: [
      { questionId: question('nps'), value: (i * 3) % 11, textValue: null },
      { questionId: question('sat_overall'), value: 1 + (i % 5), textValue: null },
      { questionId: question('sat_staff'), value: 1 + ((i * 2) % 5), textValue: null },
      { questionId: question('sat_speed'), value: 1 + ((i * 3) % 5), textValue: null },
      { questionId: question('channel'), value: 1 + (i % 3), textValue: null },
    ],
  }));
}

/**
 * The seeded demo served by an app whose read model was kept on disk across a restart: a
 * first app builds it in a data folder and stops; `whileDown` writes to the database (new
 * interviews, by default); a second app over the same folder serves the test. `config` is
 * the second app's.
 */
export async function appWithKeptReadModel(
  kind: DatabaseKind,
  interviews: number,
  options: {
    /** Given the data folder, which no server holds then. */
    whileDown?: (database: Database, survey: SurveyModel, dataDir: string) => Promise<void>;
    config?: Partial<AppConfig>;
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp & { dataDir: string }> {
  const database = await seededTestDatabase(kind, interviews);
  const dataDir = mkdtempSync(join(tmpdir(), 'opinio-read-model-'));
  const first = await appOn(database, { dataDir });
  const survey = (await first.services.catalog.survey(1, 'cx'))!;
  await first.services.analytics.loadCount(survey);
  await first.app.close();
  const whileDown =
    options.whileDown ??
    (async (db: Database, s: SurveyModel) => {
      await insertInterviews(db.db, s.universeId, s.id, newInterviews(s, 240, 'while-down'));
    });
  await whileDown(database, survey, dataDir);
  return appOnDisk(database, dataDir, options.config, options.logStream);
}

/** An app over `database` with its read model in `dataDir`; closing it removes the folder. */
export async function appOnDisk(
  database: Database,
  dataDir = mkdtempSync(join(tmpdir(), 'opinio-read-model-')),
  config: Partial<AppConfig> = {},
  logStream?: NodeJS.WritableStream,
): Promise<TestApp & { dataDir: string }> {
  const { app, services, routes } = await appOn(database, { ...config, dataDir }, logStream);
  return {
    app,
    services,
    routes,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
