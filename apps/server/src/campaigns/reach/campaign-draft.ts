import type { TCampaignDraft, TChannel } from '@opinio/domain/schemas/campaigns';
import type { Kysely } from 'kysely';
import {
  findCampaign,
  findTemplate,
  type StoredCampaign,
  type StoredTemplate,
} from '#campaigns/campaign-repository.ts';
import type { DB } from '#db/schema.ts';
import { badRequest } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

const CHANNEL_NAMES: Record<TChannel, string> = { mail: 'a mail', sms: 'an SMS', letter: 'a letter' };

/** What a draft resolves to: its channel, its template and, for a reminder, the campaign reminded of. */
export interface ResolvedDraft {
  channel: TChannel;
  template: StoredTemplate;
  reminded: StoredCampaign | null;
}

/**
 * A template of the survey whose channel is the one needed; 400 naming `field` otherwise (a
 * template of another survey or universe is "not found", never revealed).
 */
export async function templateFor(
  db: Kysely<DB>,
  survey: SurveyModel,
  templateId: number,
  channel: TChannel,
  field: string,
): Promise<StoredTemplate> {
  const template = await findTemplate(db, survey, templateId);
  if (!template) throw badRequest(`Template ${templateId} not found`, field, { code: 'unknown_value' });
  if (template.channel !== channel)
    throw badRequest(
      `Template ${templateId} is ${CHANNEL_NAMES[template.channel]} template: this campaign needs ${CHANNEL_NAMES[channel]} template`,
      field,
      { code: 'not_applicable' },
    );
  return template;
}

/**
 * Checks a draft against the survey: a reminder names the campaign it reminds of and uses
 * a template of that campaign's channel; a first invitation uses a template of its action's.
 */
export async function resolveDraft(
  db: Kysely<DB>,
  survey: SurveyModel,
  draft: Pick<TCampaignDraft, 'action' | 'templateId' | 'reminderOf'>,
): Promise<ResolvedDraft> {
  let reminded: StoredCampaign | null = null;
  if (draft.action === 'reminder') {
    if (draft.reminderOf === undefined)
      throw badRequest('A reminder names the campaign it reminds of', 'reminderOf', { code: 'required' });
    reminded = (await findCampaign(db, survey, draft.reminderOf)) ?? null;
    if (!reminded)
      throw badRequest(`Campaign ${draft.reminderOf} not found`, 'reminderOf', { code: 'unknown_value' });
  } else if (draft.reminderOf !== undefined) {
    throw badRequest('Only a reminder names the campaign it reminds of', 'reminderOf', {
      code: 'not_applicable',
    });
  }
  const channel: TChannel = reminded ? reminded.channel : (draft.action as TChannel);
  const template = await templateFor(db, survey, draft.templateId, channel, 'templateId');
  return { channel, template, reminded };
}
