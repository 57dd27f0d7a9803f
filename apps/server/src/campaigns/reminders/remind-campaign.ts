import type { ZCampaignRemind } from '@opinio/domain/schemas/campaigns';
import type { z } from 'zod';
import type { Scope } from '#access/scope.ts';
import { campaignToChange } from '#campaigns/campaign-node.ts';
import { afterCampaignCreated, startTime } from '#campaigns/create/create-campaign.ts';
import { templateFor } from '#campaigns/reach/campaign-draft.ts';
import { scopeContacts } from '#campaigns/reach/contact-scope.ts';
import { badRequest, HttpError } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { insertReminder } from './reminder-campaign.ts';

/**
 * A reminder started by hand, within the campaign's own scope (`campaignToChange`): to the
 * contacts of the campaign in the caller's scope who got its message and have not answered,
 * unsubscribed or bounced since. Its template is the one named, else the campaign's reminder
 * template, else its own. 409 when that is nobody.
 */
export async function remindCampaign(
  services: Pick<Services, 'analytics' | 'catalog' | 'database' | 'live'>,
  survey: SurveyModel,
  scope: Scope,
  campaignId: number,
  input: z.infer<typeof ZCampaignRemind>,
  by: { createdBy: number; now: Date },
): Promise<{ campaignId: number; messages: number }> {
  const db = services.database.db;
  const campaign = await campaignToChange(services, survey, scope, campaignId);
  const scheduledAt = startTime(input.scheduledAt, by.now);
  const templateId = input.templateId ?? campaign.reminderTemplateId ?? campaign.templateId;
  if (templateId === null)
    throw badRequest("The campaign's template was deleted: choose the reminder's template", 'templateId', {
      code: 'required',
    });
  const template = await templateFor(db, survey, templateId, campaign.channel, 'templateId');
  const created = await db.transaction().execute((trx) =>
    insertReminder(trx, services.analytics, survey, {
      campaign,
      template,
      contacts: scopeContacts(scope),
      scheduledAt,
      createdBy: by.createdBy,
      now: by.now,
    }),
  );
  if (!created)
    throw new HttpError(
      { code: 'nobody_to_reach' },
      'Nobody to remind: every contact answered, unsubscribed or could not be reached',
    );
  await afterCampaignCreated(services, survey);
  return created;
}
