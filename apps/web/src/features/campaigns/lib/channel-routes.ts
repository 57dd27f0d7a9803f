import { pathFor, type RouteName } from '@opinio/domain/routes';
import { CHANNELS, type TChannel } from '@opinio/domain/schemas/campaigns';

/** The editor route of each channel's templates. */
export const TEMPLATE_ROUTES = {
  mail: 'mailtemplate',
  sms: 'smstemplate',
  letter: 'lettertemplate',
} as const satisfies Record<TChannel, RouteName>;
export type TemplateRoute = (typeof TEMPLATE_ROUTES)[TChannel];

/** The channel a template route edits; null for any other route. */
export function channelOfRoute(name: string | undefined): TChannel | null {
  return CHANNELS.find((channel) => TEMPLATE_ROUTES[channel] === name) ?? null;
}

/** The editor of a template (`new` for a new one), remembering where it was opened from. */
export function templatePath(
  surveyExtName: string,
  channel: TChannel,
  templateId: number | 'new',
  fromPage: string | null,
): string {
  const path = pathFor(TEMPLATE_ROUTES[channel], { surveyExtName, templateId });
  return fromPage ? `${path}?${new URLSearchParams({ fromPage })}` : path;
}

/** A campaign's page, remembering where it was opened from. */
export function campaignPath(surveyExtName: string, campaignId: number, fromPage: string | null): string {
  const path = pathFor('mailcampaign', { surveyExtName, campaignId });
  return fromPage ? `${path}?${new URLSearchParams({ fromPage })}` : path;
}
