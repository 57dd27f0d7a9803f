import type { TChannel } from '@opinio/domain/schemas/campaigns';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { campaignFixture, DAY_MS } from './campaign-fixture.ts';
import { DATABASE_KINDS, path } from './harness.ts';

describe.each(DATABASE_KINDS)('campaigns: who a campaign reaches (%s)', (kind) => {
  const f = campaignFixture(kind);

  it('reach: each contact of the node counted once, under its first reason, as SQL counts them', async () => {
    const { t, demo, cx, s001Path, templates, reachOf } = f;
    const db = t.database.db;
    // Contacts that would be reached otherwise: one unsubscribed without a state change, one
    // invited three days ago by another campaign (quarantine), one invited by a failed message.
    const { rows: open } = await sql<{ id: number }>`
      SELECT c.id::int FROM contacts c JOIN units st ON st.id = c.unit_id JOIN units d ON d.id = st.parent_id
        JOIN units r ON r.id = d.parent_id
      WHERE r.ext_name = 'north' AND c.interview_id IS NULL AND c.state IN ('pending', 'sent', 'started', 'partial')
        AND c.email IS NOT NULL
      ORDER BY c.id`.execute(db);
    expect(open.length).toBeGreaterThan(5);
    await sql`UPDATE contacts SET unsubscribed_at = now() WHERE id = ${open[0].id}`.execute(db);
    const old = await db
      .insertInto('campaigns')
      .values({ universe_id: demo, survey_id: cx, name: 'Earlier', type: 'email', status: 'completed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('campaign_messages')
      .values([
        {
          universe_id: demo,
          campaign_id: old.id,
          contact_id: open[1].id,
          state: 'delivered',
          sent_at: new Date(Date.now() - 3 * DAY_MS),
        },
        {
          universe_id: demo,
          campaign_id: old.id,
          contact_id: open[2].id,
          state: 'failed',
          claimed_at: new Date(),
        },
      ])
      .execute();

    const expected = async (channel: TChannel, quarantineDays: number) => {
      const missing = {
        mail: sql`coalesce(trim(c.email), '') = ''`,
        sms: sql`coalesce(trim(c.phone), '') = ''`,
        letter: sql`coalesce(c.address->>'street', '') = '' OR coalesce(c.address->>'postalCode', '') = ''
          OR coalesce(c.address->>'city', '') = ''`,
      }[channel];
      const { rows } = await sql<{ reason: string; n: number }>`
        SELECT CASE
          WHEN c.interview_id IS NOT NULL OR c.state = 'completed' THEN 'answered'
          WHEN c.unsubscribed_at IS NOT NULL OR c.state = 'unsubscribed' THEN 'unsubscribed'
          WHEN c.state = 'bounced' THEN 'bounced'
          WHEN ${missing} THEN 'missingAddress'
          WHEN EXISTS (SELECT 1 FROM campaign_messages qm JOIN campaigns qk ON qk.id = qm.campaign_id
                       WHERE qm.contact_id = c.id AND qk.survey_id = ${cx} AND qm.state <> 'failed'
                         AND coalesce(qm.sent_at, qm.claimed_at) > now() - ${quarantineDays} * interval '1 day')
            THEN 'quarantine'
          ELSE 'reach' END AS reason, count(*)::int AS n
        FROM contacts c JOIN samples s ON s.id = c.sample_id JOIN units st ON st.id = c.unit_id
          JOIN units d ON d.id = st.parent_id JOIN units r ON r.id = d.parent_id
        WHERE s.survey_id = ${cx} AND r.ext_name = 'north'
        GROUP BY 1`.execute(db);
      const n = (reason: string) => rows.find((r) => r.reason === reason)?.n ?? 0;
      return {
        selected: rows.reduce((sum, r) => sum + r.n, 0),
        reach: n('reach'),
        excluded: {
          answered: n('answered'),
          unsubscribed: n('unsubscribed'),
          bounced: n('bounced'),
          missingAddress: n('missingAddress'),
          quarantine: n('quarantine'),
        },
      };
    };

    for (const channel of ['mail', 'sms', 'letter'] as const) {
      const reach = await reachOf('org,all,north', { action: channel, templateId: templates[channel] });
      expect(reach, channel).toEqual(await expected(channel, 30));
    }
    const mail = await reachOf('org,all,north', { action: 'mail', templateId: templates.mail });
    for (const reason of ['answered', 'unsubscribed', 'bounced', 'missingAddress', 'quarantine'] as const)
      expect(mail.excluded[reason], reason).toBeGreaterThan(0);
    // no quarantine: the contact invited three days ago is reached again
    const none = await reachOf('org,all,north', {
      action: 'mail',
      templateId: templates.mail,
      quarantineDays: 0,
    });
    expect(none.excluded.quarantine).toBe(0);
    expect(none.reach).toBe(mail.reach + mail.excluded.quarantine);
    expect(
      await reachOf('org,all,north', { action: 'mail', templateId: templates.mail, quarantineDays: 2 }),
    ).toEqual(await expected('mail', 2));
    // the selection narrows: one sample, one state, a search
    const { rows: bySample } = await sql<{ id: number; n: number }>`
      SELECT s.id, count(*)::int AS n FROM contacts c JOIN samples s ON s.id = c.sample_id
        JOIN units st ON st.id = c.unit_id JOIN units d ON d.id = st.parent_id JOIN units r ON r.id = d.parent_id
      WHERE s.survey_id = ${cx} AND r.ext_name = 'north' GROUP BY s.id ORDER BY s.id`.execute(db);
    const first = await reachOf('org,all,north', {
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId: bySample[0].id },
    });
    expect(first.selected).toBe(bySample[0].n);
    const bounced = await reachOf('org,all,north', {
      action: 'mail',
      templateId: templates.mail,
      selection: { state: 'bounced' },
    });
    expect(bounced.selected).toBe(bounced.excluded.bounced);
    const { rows: named } = await sql<{
      name: string;
    }>`SELECT name FROM contacts WHERE id = ${open[3].id}`.execute(db);
    const search = await reachOf('org,all,north', {
      action: 'mail',
      templateId: templates.mail,
      selection: { search: named[0].name },
    });
    expect(search.selected).toBeGreaterThanOrEqual(1);
    // a store's node: its contacts only
    const store = await reachOf(s001Path, { action: 'sms', templateId: templates.sms });
    const { rows: inStore } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM contacts c JOIN units u ON u.id = c.unit_id WHERE u.ext_name = 's001'`.execute(
      db,
    );
    expect(store.selected).toBe(inStore[0].n);
  });

  it('400s name their field; a template of another survey is not found; nobody reached is 409', async () => {
    const { t, templates, post } = f;
    const url = `/api/vuejs/campaigns/reach/cx/${path('org,all,north')}`;
    const cases: Array<[object, string]> = [
      [{ action: 'fax', templateId: templates.mail }, 'action'],
      [{ action: 'mail', templateId: templates.sms }, 'templateId'],
      [{ action: 'letter', templateId: templates.mail }, 'templateId'],
      [{ action: 'reminder', templateId: templates.mail }, 'reminderOf'],
      [{ action: 'mail', templateId: templates.mail, reminderOf: 1 }, 'reminderOf'],
      [{ action: 'reminder', templateId: templates.mail, reminderOf: 2_000_000 }, 'reminderOf'],
      [{ action: 'mail', templateId: templates.acmeMail }, 'templateId'],
      [{ action: 'mail', templateId: templates.mail, quarantineDays: -1 }, 'quarantineDays'],
    ];
    for (const [body, field] of cases) {
      const response = await post('admin', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.field, JSON.stringify(body)).toBe(field);
    }
    const foreign = await post('admin', url, { action: 'mail', templateId: templates.acmeMail });
    expect(foreign.json().error.message).toMatch(/not found/);
    const create = `/api/vuejs/campaigns/create/cx/${path('org,all,north')}`;
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM campaigns`.execute(t.database.db);
    for (const [body, field] of [
      [
        { name: 'x', action: 'mail', templateId: templates.mail, reminderTemplateId: templates.sms },
        'reminderTemplateId',
      ],
      [
        { name: 'x', action: 'mail', templateId: templates.mail, scheduledAt: '2099-01-01T00:00:00Z' },
        'scheduledAt',
      ],
      [{ name: '', action: 'mail', templateId: templates.mail }, 'name'],
    ] as const) {
      const response = await post('admin', create, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    const nobody = await post('admin', create, {
      name: 'Nobody',
      action: 'mail',
      templateId: templates.mail,
      selection: { search: 'no such contact anywhere' },
    });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().error.code).toBe('nobody_to_reach');
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM campaigns`.execute(t.database.db);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('a store manager may not preview or create a campaign (403)', async () => {
    const { s001Path, templates, post } = f;
    for (const url of [
      `/api/vuejs/campaigns/reach/cx/${path(s001Path)}`,
      `/api/vuejs/campaigns/create/cx/${path(s001Path)}`,
    ]) {
      const response = await post('store', url, { name: 'x', action: 'mail', templateId: templates.mail });
      expect(response.statusCode, url).toBe(403);
    }
  });
});
