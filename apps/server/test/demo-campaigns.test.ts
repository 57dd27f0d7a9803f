import type { TCampaignDetails, TCampaignList, TTemplateList } from '@opinio/domain/schemas/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDueReminders } from '#campaigns/reminders/due-reminders.ts';
import { DATABASE_KINDS, path, seededApp, signIn, TEST_NOW, type TestApp } from './harness.ts';

/**
 * The demo's campaigns as the campaign screens show them: each was sent from one of the
 * survey's own templates (never "Template: Deleted since"), the reminder is the loyalty
 * invitation's, and no further reminder is made of anything the demo seeded.
 */
describe.each(DATABASE_KINDS)('the seeded demo campaigns (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let details: TCampaignDetails[];
  let templates: TTemplateList['items'];

  const get = <T>(url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: admin } }).then((r) => {
      expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
      return r.json<T>();
    });

  beforeAll(async () => {
    t = await seededApp(kind, 600);
    admin = await signIn(t.app, 'admin');
    const list = await get<TCampaignList>(`/api/vuejs/campaigns/cx/${path('org,all')}`);
    details = await Promise.all(
      list.items.map((c) => get<TCampaignDetails>(`/api/vuejs/campaign/cx/${c.id}`)),
    );
    templates = (await get<TTemplateList>('/api/vuejs/templates/cx')).items;
  });
  afterAll(() => t.close());

  it('names the template each campaign was sent from, a template the survey has', async () => {
    expect(details.map((c) => [c.name, c.action, c.templateName]).sort()).toEqual([
      ['Loyalty invitation', 'mail', 'Invitation by mail'],
      ['Reminder', 'reminder', 'Reminder by mail'],
      ['Visit follow-up', 'sms', 'Invitation by SMS'],
    ]);
    // the reference resolves: the stored template id is the survey's template of that name and channel
    const stored = await t.database.db
      .selectFrom('campaigns')
      .select(['name', 'template_id', 'template_name'])
      .orderBy('id')
      .execute();
    for (const campaign of stored) {
      const template = templates.find((tp) => tp.id === campaign.template_id);
      expect(template, campaign.name).toBeDefined();
      expect(template!.name).toBe(campaign.template_name);
      expect(template!.channel).toBe(details.find((d) => d.name === campaign.name)!.channel);
    }
  });

  it('shows the reminder as the loyalty invitation’s, four days after it', async () => {
    const invitation = details.find((c) => c.name === 'Loyalty invitation')!;
    const reminder = details.find((c) => c.name === 'Reminder')!;
    expect(invitation.reminderAfterDays).toBe(4);
    expect(invitation.reminders.map((r) => r.id)).toEqual([reminder.id]);
    expect(reminder.reminderOf).toEqual({ id: invitation.id, name: 'Loyalty invitation' });
  });

  it('makes no new reminder of the seeded campaigns: they were reminded already', async () => {
    const before = await t.database.db.selectFrom('campaigns').select('id').execute();
    expect(await createDueReminders(t.services, new Date(TEST_NOW.getTime() + 30 * 86_400_000))).toBe(0);
    const after = await t.database.db.selectFrom('campaigns').select('id').execute();
    expect(after).toEqual(before);
  });
});
