import type { TCampaignCreate, TCampaignDraft, TCampaignReach } from '@opinio/domain/schemas/campaigns';
import type { DashboardContext } from '#analytics/dashboard.ts';
import { announceCampaigns, raiseLoadCount } from '#campaigns/campaign-changes.ts';
import { resolveDraft, templateFor } from '#campaigns/reach/campaign-draft.ts';
import { computeReach } from '#campaigns/reach/campaign-reach.ts';
import { contactScope } from '#campaigns/reach/contact-scope.ts';
import { badRequest, HttpError } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { insertCampaign } from './insert-campaign.ts';

type Context = DashboardContext & { survey: SurveyModel };

const YEAR_MS = 366 * 86_400_000;

/** When a campaign starts: null for now (also a moment already past); 400 beyond a year. */
export function startTime(scheduledAt: string | null | undefined, now: Date): Date | null {
  if (!scheduledAt) return null;
  const at = new Date(scheduledAt);
  if (at.getTime() - now.getTime() > YEAR_MS)
    throw badRequest('A campaign starts within a year', 'scheduledAt', { code: 'invalid_value' });
  return at.getTime() > now.getTime() ? at : null;
}

/** How many contacts of a drill node a campaign would reach, and why the others are left out. */
export async function campaignReach(
  services: Pick<Services, 'analytics' | 'database'>,
  ctx: Context,
  draft: TCampaignDraft,
  now: Date,
): Promise<TCampaignReach> {
  const resolved = await resolveDraft(services.database.db, ctx.survey, draft);
  const { reach } = await computeReach(
    services.database.db,
    services.analytics,
    ctx.survey,
    contactScope(ctx),
    {
      selection: draft.selection,
      channel: resolved.channel,
      reminderOf: resolved.reminded?.id ?? null,
      quarantineDays: draft.quarantineDays,
      now,
    },
  );
  return reach;
}

/** A created campaign: the catalog lists it and the screens and read model follow. */
export async function afterCampaignCreated(
  services: Pick<Services, 'catalog' | 'database' | 'live'>,
  survey: SurveyModel,
): Promise<void> {
  await announceCampaigns(services, survey);
  await raiseLoadCount(services, survey);
}

/**
 * Creates a campaign for the contacts the reach preview shows, one message each, and
 * queues its sending (now or at `scheduledAt`). 409 when it would reach nobody.
 */
export async function createCampaign(
  services: Pick<Services, 'analytics' | 'catalog' | 'database' | 'live'>,
  ctx: Context,
  input: TCampaignCreate,
  by: { drillPathFiltered: string; createdBy: number; now: Date },
): Promise<{ campaignId: number; messages: number }> {
  const { now } = by;
  const db = services.database.db;
  const { survey } = ctx;
  const scheduledAt = startTime(input.scheduledAt, now);
  const resolved = await resolveDraft(db, survey, input);
  if (input.reminderTemplateId != null)
    await templateFor(db, survey, input.reminderTemplateId, resolved.channel, 'reminderTemplateId');
  const { contacts } = await computeReach(db, services.analytics, survey, contactScope(ctx), {
    selection: input.selection,
    channel: resolved.channel,
    reminderOf: resolved.reminded?.id ?? null,
    quarantineDays: input.quarantineDays,
    now,
  });
  if (contacts.length === 0)
    throw new HttpError(
      { code: 'nobody_to_reach' },
      'The campaign would reach nobody: every contact is left out',
    );
  const created = await db.transaction().execute((trx) =>
    insertCampaign(
      trx,
      survey,
      {
        name: input.name,
        action: input.action,
        channel: resolved.channel,
        template: resolved.template,
        drillPathFiltered: by.drillPathFiltered,
        selection: input.selection,
        quarantineDays: input.quarantineDays,
        scheduledAt,
        throttlePerMinute: input.throttlePerMinute ?? null,
        reminderAfterDays: input.reminderAfterDays ?? null,
        reminderTemplateId: input.reminderTemplateId ?? null,
        reminderOf: resolved.reminded?.id ?? null,
        createdBy: by.createdBy,
      },
      contacts,
    ),
  );
  await afterCampaignCreated(services, survey);
  return created;
}
