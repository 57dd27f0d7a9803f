import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Condition } from '#analytics/query-spec.ts';
import { surveyTable } from '#analytics/query-spec.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { seededApp, type TestApp } from './harness.ts';
import { readModelDuck } from './read-model-access.ts';

// Newest-first pages look at the last month first and read the whole table only when that
// month holds less than a page: both paths must give the pages a full sort gives.
describe('newest-first pages of the read model', () => {
  let t: TestApp;
  let survey: SurveyModel;
  beforeAll(async () => {
    t = await seededApp('pglite', 3000);
    survey = (await t.services.catalog.survey(1, 'cx'))!;
    await t.services.analytics.loadCount(survey);
  });
  afterAll(() => t.close());

  const everything = async (where: string) =>
    (
      await readModelDuck(t.services.analytics).rows(
        `SELECT id FROM ${surveyTable(survey.id)} ${where ? `WHERE ${where}` : ''} ORDER BY ts DESC, id DESC`,
      )
    ).map((r) => Number(r.id));

  const pages = async (where: Condition[], limit: number) => {
    const ids: number[] = [];
    let cursor: string | null = null;
    let sizes = 0;
    for (;;) {
      const page = await t.services.analytics.page(survey, {
        where,
        order: { by: 'time', direction: 'desc' },
        limit,
        cursor,
      });
      ids.push(...page.rows.map((r) => r.id));
      sizes++;
      cursor = page.nextCursor;
      if (!cursor) return { ids, pages: sizes };
    }
  };

  it('pages through every interview in order, whatever the page size', async () => {
    const all = await everything('');
    expect(all.length).toBe(3000);
    // 20 per page: the last month holds a page; 500: it does not, the whole table is read;
    // 7: a last page that is not full (429 pages)
    for (const limit of [7, 20, 500]) {
      const { ids, pages: count } = await pages([], limit);
      expect(ids).toEqual(all);
      expect(count).toBe(Math.ceil(all.length / limit));
    }
  });

  it('pages through a store, and through a rare answer, in order', async () => {
    const store = survey.organisation.unitsByExtName.get('s001')!;
    const unit: Condition = { kind: 'unit', level: store.level, unitId: store.id };
    const byStore = await everything(`u${store.level} = ${store.id}`);
    expect(byStore.length).toBeGreaterThan(5);
    expect((await pages([unit], 3)).ids).toEqual(byStore);
    const nps = survey.questionsByExtName.get('nps')!.id;
    const rare: Condition = { kind: 'values', questionId: nps, values: [0] };
    expect((await pages([rare], 20)).ids).toEqual(await everything(`q${nps} = 0`));
  });
});
