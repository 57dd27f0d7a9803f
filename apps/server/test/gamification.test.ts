import { type TGamificationResponse, ZGamificationConfig } from '@opinio/domain/schemas/gamification';
import { estimate } from '@opinio/domain/statistics/intervals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import { DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

describe.each(DATABASE_KINDS)('gamification leaderboard (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await seededApp(kind, 3000);
    admin = await signIn(t.app, 'admin');
    // One solved alert late: it must earn nothing.
    const late = await t.database.db
      .selectFrom('alerts')
      .select('id')
      .where('state', '=', 'solved')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('alerts')
      .set({ updated_at: new Date('2026-06-10T00:00:00Z'), due_at: new Date('2026-06-01T00:00:00Z') })
      .where('id', '=', late.id)
      .execute();
    await addJuneAnswers();
  });

  /**
   * Two stores without answers in June get NPS answers there: one NPS 60 from 10 answers
   * (above the demo rule's bar of 50, but its interval reaches far below it) and one NPS 60
   * from 300 answers (its whole interval above the bar).
   */
  async function addJuneAnswers() {
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    const nps = survey.questionsByExtName.get('nps')!.id;
    const busy = await t.database.db
      .selectFrom('interviews')
      .select('unit_id')
      .distinct()
      .where('survey_id', '=', survey.id)
      .where('interview_date', '>=', new Date('2026-06-01T00:00:00Z'))
      .execute();
    const taken = new Set(busy.map((r) => r.unit_id));
    const [lucky, steady] = [...survey.organisation.unitsById.values()].filter(
      (u) => u.level === survey.organisation.depth && !taken.has(u.id),
    );
    const answers = (unitId: number, counts: Array<[value: number, times: number]>) =>
      counts.flatMap(([value, times]) =>
        Array.from({ length: times }, () => ({
          unitId,
          date: new Date('2026-06-05T10:00:00Z'),
          externalId: null,
          answers: [{ questionId: nps, value, textValue: null }],
        })),
      );
    await insertInterviews(t.database.db, survey.universeId, survey.id, [
      ...answers(lucky.id, [
        [10, 6],
        [8, 4],
      ]),
      ...answers(steady.id, [
        [10, 210],
        [8, 60],
        [2, 30],
      ]),
    ]);
    t.services.analytics.changed(survey.id);
    sure = { lucky: lucky.extName, steady: steady.extName };
  }
  let sure: { lucky: string; steady: string };
  afterAll(() => t.close());

  const leaderboard = async (drillPath: string, cookie = admin, order?: 'raw' | 'fair') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/gamification/cx/${path(drillPath)}?page=leaderboard${order ? `&order=${order}` : ''}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TGamificationResponse;
  };

  /**
   * The same points, computed straight from PostgreSQL rows with the demo page's rules; in the
   * fair order an indicator month counts when the lower bound of its 95% interval (the domain's
   * estimate, tested against published values) clears the bar.
   */
  async function independentPoints(order: 'raw' | 'fair'): Promise<Map<string, number>> {
    const db = t.database.db;
    const survey = await db
      .selectFrom('surveys')
      .select(['id', 'universe_id'])
      .where('ext_name', '=', 'cx')
      .executeTakeFirstOrThrow();
    const page = await db
      .selectFrom('pages as p')
      .innerJoin('page_components as c', 'c.page_id', 'p.id')
      .select('c.config')
      .where('p.survey_id', '=', survey.id)
      .where('p.ext_name', '=', 'leaderboard')
      .executeTakeFirstOrThrow();
    const config = ZGamificationConfig.parse(page.config);
    const units = await db
      .selectFrom('units')
      .select(['id', 'ext_name'])
      .where('universe_id', '=', survey.universe_id)
      .where('level', '=', 4)
      .execute();
    const questions = await db
      .selectFrom('questions')
      .select(['id', 'ext_name'])
      .where('survey_id', '=', survey.id)
      .execute();
    const qid = (name: string) => questions.find((q) => q.ext_name === name)!.id;
    const interviews = await db
      .selectFrom('interviews')
      .select(['id', 'unit_id', 'interview_date'])
      .where('survey_id', '=', survey.id)
      .execute();
    const answers = await db
      .selectFrom('answers')
      .innerJoin('interviews', 'interviews.id', 'answers.interview_id')
      .select(['answers.interview_id', 'answers.question_id', 'answers.value'])
      .where('interviews.survey_id', '=', survey.id)
      .where('answers.question_id', 'in', [qid('nps'), qid('sat_overall')])
      .execute();
    const alerts = await db
      .selectFrom('alerts')
      .select(['unit_id', 'updated_at', 'due_at', 'state'])
      .where('survey_id', '=', survey.id)
      .execute();
    const month = (d: Date | string) => new Date(d).toISOString().slice(0, 7);
    const byInterview = new Map<number, Map<number, number | null>>();
    for (const a of answers) {
      const m = byInterview.get(Number(a.interview_id)) ?? new Map();
      m.set(a.question_id, a.value);
      byInterview.set(Number(a.interview_id), m);
    }
    const points = new Map<string, number>();
    for (const unit of units) {
      let total = 0;
      for (const m of MONTHS) {
        const mine = interviews.filter((i) => i.unit_id === unit.id && month(i.interview_date) === m);
        const values = (q: string) =>
          mine.map((i) => byInterview.get(Number(i.id))?.get(qid(q))).filter((v): v is number => v != null);
        const nps = values('nps');
        const sat = values('sat_overall');
        for (const rule of config.rules) {
          if (rule.kind === 'volume') total += Math.floor(mine.length / rule.per) * rule.points;
          if (rule.kind === 'alertsSolvedInTime') {
            const solved = alerts.filter(
              (a) =>
                a.unit_id === unit.id &&
                a.state === 'solved' &&
                a.due_at !== null &&
                new Date(a.updated_at) <= new Date(a.due_at) &&
                month(a.updated_at) === m,
            );
            total += solved.length * rule.points;
          }
          if (rule.kind === 'indicator') {
            const list = rule.indicator === 'nps' ? nps : sat;
            if (list.length < config.minCount) continue;
            const n = list.length;
            const counts =
              rule.indicator === 'nps'
                ? {
                    kind: 'nps' as const,
                    n,
                    promoters: list.filter((v) => v >= 9).length,
                    detractors: list.filter((v) => v <= 6).length,
                  }
                : { kind: 'topbox' as const, n, hits: list.filter((v) => v >= 4).length };
            const value =
              counts.kind === 'nps'
                ? ((counts.promoters - counts.detractors) * 100) / n
                : (counts.hits * 100) / n;
            const judged = order === 'fair' ? estimate(counts)!.ciLow : value;
            if (judged > rule.above) total += rule.points;
          }
        }
      }
      points.set(unit.ext_name, total);
    }
    return points;
  }

  it('a time filter chooses the months counted', async () => {
    const data = await leaderboard('org,all;ftime=rdays:-90:0');
    expect(data.months).toEqual(['2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01']);
    const all = await leaderboard('org,all');
    const lastFour = (r: { byMonth: number[] }) => r.byMonth.slice(-4);
    for (const row of data.rows) {
      const same = all.rows.find((r) => r.extName === row.extName)!;
      expect(row.byMonth, row.extName).toEqual(lastFour(same));
    }
  });

  it('points equal an independent computation from the database rows, in either order', async () => {
    const raw = await leaderboard('org,all', admin, 'raw');
    expect(raw.order).toBe('raw');
    const expectedRaw = await independentPoints('raw');
    for (const row of raw.rows) expect(row.points, row.extName).toBe(expectedRaw.get(row.extName));

    // the fair order is the default
    const data = await leaderboard('org,all');
    expect(data.order).toBe('fair');
    expect(data.months).toEqual(MONTHS.map((m) => `${m}-01`));
    const expected = await independentPoints('fair');
    // a month of few lucky answers earns in the raw order only; many good answers in both
    const npsRule = data.rules.findIndex((r) => r.kind === 'indicator' && r.indicator === 'nps');
    const juneNps = (rows: TGamificationResponse['rows'], extName: string) =>
      rows.find((r) => r.extName === extName)!.byRule[npsRule];
    expect(juneNps(raw.rows, sure.lucky)).toBeGreaterThan(0);
    expect(juneNps(data.rows, sure.lucky)).toBe(0);
    expect(juneNps(data.rows, sure.steady)).toBeGreaterThan(0);
    for (const row of data.rows) expect(row.points).toBeLessThanOrEqual(expectedRaw.get(row.extName)!);
    expect(data.rows).toHaveLength(expected.size);
    for (const row of data.rows) expect(row.points, row.extName).toBe(expected.get(row.extName));
    expect([...expected.values()].some((p) => p > 0)).toBe(true);
    for (const row of data.rows) {
      expect(row.byMonth.reduce((a, b) => a + b, 0)).toBe(row.points);
      expect(row.byRule.reduce((a, b) => a + b, 0)).toBe(row.points);
    }
    // ranked by points, medals for the top three
    const points = data.rows.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(data.rows[0].badges).toContain('gold');
  });

  it("a drill path above a store manager's scope answers 404", async () => {
    const store = await signIn(t.app, 'store');
    const outside = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/gamification/cx/${path('org,all')}`,
      headers: { cookie: store },
    });
    expect(outside.statusCode).toBe(404);
  });

  it('an unknown page or component answers 404, a bad filter 400', async () => {
    const call = (query: string, drillPath = 'org,all') =>
      t.app.inject({
        method: 'GET',
        url: `/api/vuejs/analytics/gamification/cx/${path(drillPath)}${query}`,
        headers: { cookie: admin },
      });
    expect((await call('?page=overview')).statusCode).toBe(404);
    expect((await call('?page=leaderboard&component=999999')).statusCode).toBe(404);
    const order = await call('?page=leaderboard&order=best');
    expect(order.statusCode).toBe(400);
    expect(order.json().error.field).toBe('order');
    const bad = await call('', 'org,all;nope=1');
    expect(bad.statusCode).toBe(400);
  });
});
