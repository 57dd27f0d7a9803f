import type { TCampaignDetails, TCampaignList } from '@opinio/domain/schemas/campaigns';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { builtInRoleId } from '#users/built-in-roles.ts';
import { campaignFixture, DAY_MS } from './campaign-fixture.ts';
import { DATABASE_KINDS, path, signIn } from './harness.ts';

describe.each(DATABASE_KINDS)('campaigns: scope and universes (%s)', (kind) => {
  const f = campaignFixture(kind);

  it('list, details and the workbook show only what lies in the caller’s scope', async () => {
    const { t, s001Path, templates, get, create, sent, addSample } = f;
    const own = await addSample('scope', 's001', 2);
    const south = await addSample('scopesouth', 's051', 3);
    await sql`UPDATE contacts SET sample_id = ${own.sampleId} WHERE sample_id = ${south.sampleId}`.execute(
      t.database.db,
    );
    const both = await create('org,all', {
      name: 'Both',
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId: own.sampleId },
    });
    expect(both.messages).toBe(5);
    const southOnly = await create('org,all', {
      name: 'South only',
      action: 'sms',
      templateId: templates.sms,
      selection: { sampleId: own.sampleId, search: 'scopesouth' },
      quarantineDays: 0,
    });
    expect(southOnly.messages).toBe(3);
    await sent(both.campaignId);
    await sent(southOnly.campaignId);

    const list = async (user: string, drill: string) => {
      const response = await get(user, `/api/vuejs/campaigns/cx/${path(drill)}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as TCampaignList).items;
    };
    const all = await list('admin', 'org,all');
    expect(all.find((c) => c.id === both.campaignId)?.counts).toMatchObject({ messages: 5, delivered: 5 });
    expect(all.find((c) => c.id === southOnly.campaignId)?.counts.messages).toBe(3);
    // newest first
    const ids = all.map((c) => c.id);
    expect(ids.indexOf(southOnly.campaignId)).toBeLessThan(ids.indexOf(both.campaignId));
    const mine = await list('store', s001Path);
    expect(mine.find((c) => c.id === both.campaignId)?.counts).toMatchObject({ messages: 2, delivered: 2 });
    expect(mine.map((c) => c.id)).not.toContain(southOnly.campaignId);
    // counts of the node as SQL counts them
    for (const item of mine) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM campaign_messages m
        JOIN contacts c ON c.id = m.contact_id JOIN units u ON u.id = c.unit_id
        WHERE m.campaign_id = ${item.id} AND u.ext_name = 's001'`.execute(t.database.db);
      expect(item.counts.messages, item.name).toBe(rows[0].n);
    }

    const details = (
      await get('store', `/api/vuejs/campaign/cx/${both.campaignId}`)
    ).json() as TCampaignDetails;
    expect(details.counts.messages).toBe(2);
    expect(details.units.map((u) => u.extName)).toEqual(['s001']);
    expect(details.units[0].drillPath).toBe(s001Path);
    expect(details.createdBy).toBe('Aino Admin');
    expect(details.timeline).toHaveLength(1);
    expect(details.timeline[0]).toMatchObject({ sent: 2, date: new Date().toISOString().slice(0, 10) });
    const full = (await get('admin', `/api/vuejs/campaign/cx/${both.campaignId}`)).json() as TCampaignDetails;
    expect(full.units.map((u) => u.extName).sort()).toEqual(['s001', 's051']);
    expect(full.counts.messages).toBe(5);
    for (const user of ['store', 'regional']) {
      const response = await get(user, `/api/vuejs/campaign/cx/${southOnly.campaignId}`);
      expect(response.statusCode, user).toBe(404);
      expect(response.body).not.toContain('South only');
      expect((await get(user, `/api/vuejs/reports/mailcampaign/cx/${southOnly.campaignId}`)).statusCode).toBe(
        404,
      );
    }

    const workbook = async (user: string) => {
      const response = await get(user, `/api/vuejs/reports/mailcampaign/cx/${both.campaignId}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Both\.xlsx"/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const rows: string[][] = [];
      sheet.eachRow((row) => {
        rows.push(
          (row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? 'date' : String(v ?? ''))),
        );
      });
      return rows;
    };
    const storeRows = await workbook('store');
    expect(storeRows[0]).toEqual([
      'Contact',
      'Address',
      'Unit',
      'State',
      'Sent',
      'Opened',
      'Clicked',
      'Answered',
      'Reason of failure',
    ]);
    expect(storeRows).toHaveLength(3);
    expect(storeRows[1].slice(0, 5)).toEqual([
      'Person scope 0',
      'p0.scope@example.com',
      'Oulu Centre',
      'Delivered',
      'date',
    ]);
    expect(await workbook('admin')).toHaveLength(6);
  });

  it('only the campaign’s own scope pauses, resumes or reminds it, though its messages reach others', async () => {
    const { t, demo, templates, cookies, post, get, create, addSample } = f;
    const db = t.database.db;
    // A South administrator beside the North regional manager.
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'regional')
      .executeTakeFirstOrThrow();
    const southAdmin = await db
      .insertInto('users')
      .values({ username: 'southadmin', password_hash, first_name: 'S', last_name: 'A' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({
        universe_id: demo,
        user_id: southAdmin.id,
        role_id: await builtInRoleId(db, demo, 'administrator'),
        scope_unit: 'south',
      })
      .execute();
    cookies.southAdmin = await signIn(t.app, 'southadmin');
    const north = await addSample('ownnorth', 's001', 2);
    const south = await addSample('ownsouth', 's051', 2);
    await sql`UPDATE contacts SET sample_id = ${north.sampleId} WHERE sample_id = ${south.sampleId}`.execute(
      db,
    );
    const later = { scheduledAt: new Date(Date.now() + DAY_MS).toISOString() };
    const everyone = await create('org,all', {
      name: 'Everyone',
      action: 'mail',
      templateId: templates.mail,
      selection: { sampleId: north.sampleId },
      quarantineDays: 0,
      ...later,
    });
    const status = (user: string, campaignId: number, value: 'paused' | 'active') =>
      post(user, `/api/vuejs/campaigns/status/cx/${campaignId}`, { status: value });
    const statusOf = async (campaignId: number) =>
      (
        await db
          .selectFrom('campaigns')
          .select('status')
          .where('id', '=', campaignId)
          .executeTakeFirstOrThrow()
      ).status;
    const campaignsBefore = await db.selectFrom('campaigns').select('id').execute();

    // Both see it (their contacts are in it) but may not run it.
    for (const user of ['regional', 'southAdmin']) {
      expect((await get(user, `/api/vuejs/campaign/cx/${everyone.campaignId}`)).statusCode, user).toBe(200);
      const paused = await status(user, everyone.campaignId, 'paused');
      expect(paused.statusCode, user).toBe(403);
      expect(paused.json().error.code).toBe('forbidden');
      const remind = await post(user, `/api/vuejs/campaigns/remind/cx/${everyone.campaignId}`, {});
      expect(remind.statusCode, user).toBe(403);
    }
    expect(await statusOf(everyone.campaignId)).toBe('active');
    expect(await db.selectFrom('campaigns').select('id').execute()).toHaveLength(campaignsBefore.length);
    expect((await status('admin', everyone.campaignId, 'paused')).statusCode).toBe(204);
    expect((await status('southAdmin', everyone.campaignId, 'active')).statusCode).toBe(403);
    expect(await statusOf(everyone.campaignId)).toBe('paused');
    expect((await status('admin', everyone.campaignId, 'active')).statusCode).toBe(204);

    // The North's own campaign is the North's to run, and the whole organisation's too;
    // the South, which it does not reach, does not see it (404).
    const northOnly = await create(
      'org,all,north',
      {
        name: 'North',
        action: 'mail',
        templateId: templates.mail,
        selection: { sampleId: north.sampleId },
        ...later,
      },
      'regional',
    );
    expect((await status('regional', northOnly.campaignId, 'paused')).statusCode).toBe(204);
    expect((await status('southAdmin', northOnly.campaignId, 'active')).statusCode).toBe(404);
    expect((await status('admin', northOnly.campaignId, 'active')).statusCode).toBe(204);
    expect(await statusOf(northOnly.campaignId)).toBe('active');
  });

  it('another universe sees nothing of these campaigns', async () => {
    const { t, demo, templates, post, get } = f;
    const { rows } = await sql<{
      id: number;
    }>`SELECT id FROM campaigns WHERE universe_id = ${demo} ORDER BY id DESC LIMIT 1`.execute(t.database.db);
    for (const url of [
      `/api/vuejs/campaign/guest/${rows[0].id}`,
      `/api/vuejs/reports/mailcampaign/guest/${rows[0].id}`,
    ])
      expect((await get('acme', url)).statusCode, url).toBe(404);
    const list = await get('acme', `/api/vuejs/campaigns/guest/${path('org,all')}`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as TCampaignList).items).toEqual([]);
    const remind = await post('acme', `/api/vuejs/campaigns/remind/guest/${rows[0].id}`, {});
    expect(remind.statusCode).toBe(404);
    const reach = await post('acme', `/api/vuejs/campaigns/reach/guest/${path('org,all')}`, {
      action: 'mail',
      templateId: templates.mail,
    });
    expect(reach.statusCode).toBe(400);
    expect(reach.json().error).toMatchObject({
      field: 'templateId',
      message: `Template ${templates.mail} not found`,
    });
  });
});
