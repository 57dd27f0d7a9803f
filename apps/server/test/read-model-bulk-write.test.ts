import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Duck } from '#analytics/duckdb.ts';
import { surveyTable } from '#analytics/query-spec.ts';
import { ReadModel } from '#analytics/read-model.ts';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { DATABASE_KINDS, seededApp, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('read model during a long write (%s)', (kind) => {
  let t: TestApp;
  let survey: SurveyModel;
  let duck: Duck;
  let readModel: ReadModel;

  beforeAll(async () => {
    t = await seededApp(kind, 300);
    survey = (await t.services.catalog.survey(1, 'cx'))!;
    duck = await Duck.open(1);
    readModel = new ReadModel(t.database, duck);
  });
  afterAll(async () => {
    await readModel.settle();
    duck.close();
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const rows = async () =>
    Number((await duck.rows(`SELECT count(*)::INTEGER AS n FROM ${surveyTable(survey.id)}`))[0].n);
  let written = 0;
  const writeBatch = async (n: number) => {
    const store = [...survey.organisation.unitsById.values()].find((u) => u.children.length === 0)!;
    await insertInterviews(
      t.database.db,
      survey.universeId,
      survey.id,
      Array.from({ length: n }, (_, i) => ({
        unitId: store.id,
        date: new Date('2026-06-01T10:00:00Z'),
        externalId: `bulk-${written + i}`,
        answers: [],
      })),
    );
    written += n;
  };

  it('follows the write every few seconds without making queries wait, and all of it once it ends', async () => {
    // Only the clock is pretended: the database and DuckDB run for real.
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await readModel.ensureFresh(survey);
    const rowsBefore = await rows();

    const end = readModel.bulkWrite(survey.id);
    await writeBatch(5);
    // A second later the table answers as it was: no refresh per transaction.
    vi.setSystemTime(Date.now() + 1000);
    expect(await readModel.ensureFresh(survey)).toBe(before);
    expect(await rows()).toBe(rowsBefore);

    // Seconds later a query starts bringing the table up to date, and is answered at once
    // from the table as it is.
    vi.setSystemTime(Date.now() + 10_000);
    expect(await readModel.ensureFresh(survey)).toBe(before);
    await readModel.settle();
    const caughtUp = await readModel.ensureFresh(survey);
    expect(caughtUp).toBeGreaterThan(before);
    expect(await rows()).toBe(rowsBefore + 5);

    // The write's last transactions show as soon as it ends.
    await writeBatch(3);
    end();
    readModel.changed(survey.id);
    expect(await readModel.ensureFresh(survey)).toBeGreaterThan(caughtUp);
    expect(await rows()).toBe(rowsBefore + 8);

    // Without a long write, every change is looked at within a moment again.
    await writeBatch(2);
    vi.setSystemTime(Date.now() + 1000);
    await readModel.ensureFresh(survey);
    expect(await rows()).toBe(rowsBefore + 10);
  });
  it('catches up at the end of a long write in pages, so the first query after it has nothing left to read', async () => {
    const before = await readModel.ensureFresh(survey);
    const rowsBefore = await rows();
    const end = readModel.bulkWrite(survey.id);
    // more than one background page (2,000 interviews)
    await writeBatch(4500);
    await readModel.catchUp(survey);
    expect(await rows()).toBe(rowsBefore + 4500);
    end();
    readModel.changed(survey.id);
    const after = await readModel.ensureFresh(survey);
    expect(after).toBeGreaterThan(before);
    expect(await rows()).toBe(rowsBefore + 4500);
  });
});
