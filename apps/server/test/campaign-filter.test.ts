import { formatCampaignFilter } from '@opinio/domain/filter-values';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TFilterQueryResponse, TFilterSet } from '@opinio/domain/schemas/filters';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  raiseLoadCount,
  seededApp,
  signIn,
  TEST_NOW,
  type TestApp,
} from './harness.ts';

type Flag = 'any' | 'yes' | 'no';
interface CampaignCase {
  campaign: number;
  days: number | null;
  state: 'any' | 'delivered' | 'pending' | 'failed' | 'unsub';
  opened: Flag;
  clicked: Flag;
}

describe.each(DATABASE_KINDS)('campaign filter (%s)', (kind) => {
  let t: TestApp;
  let surveyId: number;
  let campaigns: Array<{ id: number; name: string }>;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await seededApp(kind, 3000);
    for (const user of ['admin', 'regional']) cookies[user] = await signIn(t.app, user);
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    surveyId = survey.id;
    campaigns = survey.campaigns.map((c) => ({ id: c.id, name: c.name }));
  });
  afterAll(() => t.close());

  const get = (user: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
  const kpiCount = async (user: string, drillAndToken: string) => {
    const response = await get(user, `/api/vuejs/analytics/kpis/cx/${path(drillAndToken)}`);
    expect(response.statusCode, `${drillAndToken}: ${response.body}`).toBe(200);
    return (response.json() as TKpiResponse).nInterviews;
  };

  /**
   * Independent of the read model: interviews of cx whose contact got a message of the
   * campaign, written as timestamp ranges: answered from the start of the send day (UTC)
   * and before the end of the day `days` days later.
   */
  const sqlCount = async (c: CampaignCase, extra: { north?: boolean; web?: boolean } = {}) => {
    const flag = (column: string, f: Flag) =>
      f === 'any'
        ? sql`true`
        : f === 'yes'
          ? sql`${sql.ref(column)} IS NOT NULL`
          : sql`${sql.ref(column)} IS NULL`;
    const sendDay = sql`(date_trunc('day', m.sent_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM interviews i
      WHERE i.survey_id = ${surveyId}
        AND EXISTS (
          SELECT 1 FROM contacts c JOIN campaign_messages m ON m.contact_id = c.id
          WHERE c.interview_id = i.id AND m.campaign_id = ${c.campaign}
            AND ${c.state === 'any' ? sql`true` : sql`m.state = ${c.state}`}
            AND ${flag('m.opened_at', c.opened)} AND ${flag('m.clicked_at', c.clicked)}
            AND ${
              c.days === null
                ? sql`true`
                : sql`i.interview_date >= ${sendDay}
                      AND i.interview_date < ${sendDay} + ${c.days + 1} * interval '1 day'`
            })
        AND ${
          extra.north
            ? sql`i.unit_id IN (SELECT s.id FROM units s JOIN units d ON d.id = s.parent_id
                               JOIN units r ON r.id = d.parent_id WHERE r.ext_name = 'north')`
            : sql`true`
        }
        AND ${
          extra.web
            ? sql`EXISTS (SELECT 1 FROM answers a JOIN questions q ON q.id = a.question_id
                          WHERE a.interview_id = i.id AND q.ext_name = 'channel' AND a.value = 2)`
            : sql`true`
        }`.execute(t.database.db);
    return rows[0].n;
  };
  const token = (c: CampaignCase) => `camp=${formatCampaignFilter({ ...c, campaignId: c.campaign })}`;

  it('lists the survey campaigns as the filter options, in the survey and the typeahead', async () => {
    expect(campaigns.map((c) => c.name)).toEqual(['Loyalty invitation', 'Visit follow-up', 'Reminder']);
    const set = (await get('admin', '/api/vuejs/filters/list/cx/standard')).json() as TFilterSet;
    const camp = set.filterGroups.flatMap((g) => g.filters).find((f) => f.extName === 'camp')!;
    expect(camp.campaign).toBe(true);
    expect(camp.options).toEqual(campaigns.map((c) => ({ extName: String(c.id), title: c.name })));
    const typeahead = (
      await get('admin', '/api/vuejs/filters/query/cx/camp?query=visit')
    ).json() as TFilterQueryResponse;
    expect(typeahead.options).toEqual([{ extName: String(campaigns[1].id), title: 'Visit follow-up' }]);
    const identity = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/validatecookie',
      headers: { cookie: cookies.admin, ...CSRF_HEADER },
      payload: {},
    });
    const cx = (identity.json() as { surveys: TSurvey[] }).surveys.find((s) => s.extName === 'cx')!;
    expect(cx.campaigns).toEqual(campaigns);
  });

  it('counts what PostgreSQL counts for every state, opened, clicked and days', async () => {
    const [invite, sms, reminder] = campaigns.map((c) => c.id);
    const cases: CampaignCase[] = [
      { campaign: invite, days: null, state: 'any', opened: 'any', clicked: 'any' },
      { campaign: invite, days: 0, state: 'delivered', opened: 'any', clicked: 'any' },
      { campaign: invite, days: 2, state: 'delivered', opened: 'yes', clicked: 'yes' },
      { campaign: invite, days: null, state: 'any', opened: 'no', clicked: 'any' },
      { campaign: invite, days: 5, state: 'any', opened: 'yes', clicked: 'no' },
      { campaign: sms, days: null, state: 'delivered', opened: 'any', clicked: 'yes' },
      { campaign: sms, days: 1, state: 'any', opened: 'any', clicked: 'no' },
      { campaign: reminder, days: 3, state: 'any', opened: 'any', clicked: 'any' },
      { campaign: reminder, days: null, state: 'delivered', opened: 'yes', clicked: 'any' },
    ];
    const total = await kpiCount('admin', 'org,all');
    for (const c of cases) {
      const expected = await sqlCount(c);
      expect(await kpiCount('admin', `org,all;${token(c)}`), token(c)).toBe(expected);
      expect(expected, `${token(c)} selects something`).toBeGreaterThan(0);
      expect(expected, `${token(c)} leaves something out`).toBeLessThan(total);
    }
    // states no answered contact has: nothing, not an error
    for (const state of ['failed', 'unsub', 'pending'] as const) {
      const c: CampaignCase = { campaign: invite, days: null, state, opened: 'any', clicked: 'any' };
      expect(await kpiCount('admin', `org,all;${token(c)}`)).toBe(await sqlCount(c));
    }
  });

  it('combines with other filters, the drill node and the user scope', async () => {
    const c: CampaignCase = {
      campaign: campaigns[0].id,
      days: 7,
      state: 'delivered',
      opened: 'any',
      clicked: 'any',
    };
    expect(await kpiCount('admin', `org,all;${token(c)};channel=web`)).toBe(await sqlCount(c, { web: true }));
    expect(await kpiCount('admin', `org,all,north;${token(c)}`)).toBe(await sqlCount(c, { north: true }));
    expect(await kpiCount('regional', `org,all,north;${token(c)}`)).toBe(await sqlCount(c, { north: true }));
    const north = await sqlCount(c, { north: true });
    expect(north).toBeGreaterThan(0);
    expect(north).toBeLessThan(await sqlCount(c));
  });

  it('answers 400 with the reason for bad values, and for a campaign of another survey', async () => {
    const guest = await t.database.db
      .selectFrom('surveys')
      .select(['id', 'universe_id'])
      .where('ext_name', '=', 'guest')
      .executeTakeFirstOrThrow();
    const other = await t.database.db
      .insertInto('campaigns')
      .values({ universe_id: guest.universe_id, survey_id: guest.id, name: 'Hotel mail', type: 'email' })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.services.catalog.invalidate(guest.universe_id);
    const id = campaigns[0].id;
    for (const bad of [
      'camp=abc',
      `camp=${id}`,
      `camp=${id}:x:any:any:any`,
      `camp=${id}:1:opened:any:any`,
      `camp=${id}:1:any:maybe:any`,
      `camp=${id}:-1:any:any:any`,
      `camp=${id}:1:any:any:any*${id}:2:any:any:any`,
      'camp=999999:1:any:any:any',
      `camp=${other.id}:1:any:any:any`,
    ]) {
      const response = await get('admin', `/api/vuejs/analytics/kpis/cx/${path(`org,all;${bad}`)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.message, bad).toMatch(/"camp"/);
    }
  });

  it('shows new contacts, messages and interviews once the loadCount moves', async () => {
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    const c: CampaignCase = {
      campaign: campaigns[1].id,
      days: 0,
      state: 'delivered',
      opened: 'any',
      clicked: 'yes',
    };
    const before = await kpiCount('admin', `org,all;${token(c)}`);
    const store = survey.organisation.unitsByExtName.get('s001')!;
    const nps = survey.questionsByExtName.get('nps')!.id;
    const answeredAt = new Date(TEST_NOW.getTime() - 3_600_000);
    const [interviewId] = await insertInterviews(t.database.db, survey.universeId, survey.id, [
      {
        unitId: store.id,
        date: answeredAt,
        externalId: 'campaign-new',
        answers: [{ questionId: nps, value: 9, textValue: null }],
      },
    ]);
    // whoever writes contacts or messages raises the loadCount, as ingestion does
    await t.database.db.transaction().execute(async (trx) => {
      const sample = await trx
        .selectFrom('samples')
        .select('id')
        .where('survey_id', '=', survey.id)
        .executeTakeFirstOrThrow();
      const contact = await trx
        .insertInto('contacts')
        .values({
          universe_id: survey.universeId,
          sample_id: sample.id,
          unit_id: store.id,
          email: null,
          phone: '+358 40 000 0000',
          address: null,
          name: 'New Contact',
          state: 'completed',
          interview_id: interviewId,
          completed_at: answeredAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('campaign_messages')
        .values({
          universe_id: survey.universeId,
          campaign_id: c.campaign,
          contact_id: contact.id,
          state: 'delivered',
          sent_at: new Date(answeredAt.getTime() - 600_000),
          opened_at: null,
          clicked_at: new Date(answeredAt.getTime() - 300_000),
        })
        .execute();
      await raiseLoadCount(trx, survey.id);
    });
    t.services.analytics.changed(survey.id);
    expect(await kpiCount('admin', `org,all;${token(c)}`)).toBe(before + 1);
    expect(await sqlCount(c)).toBe(before + 1);
    // a table rebuilt from scratch (configuration change) agrees
    await t.services.analytics.invalidate(survey.id);
    expect(await kpiCount('admin', `org,all;${token(c)}`)).toBe(before + 1);
  });
});
