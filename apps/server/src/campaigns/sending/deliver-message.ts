import { apiPath } from '@opinio/domain/api/api-route';
import { respondentApi } from '@opinio/domain/api/campaigns';
import type { TChannel, TTemplateVariants } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { FastifyBaseLogger } from 'fastify';
import {
  type MessageContext,
  pickVariant,
  renderLetterPdf,
  renderMail,
  renderSms,
} from '#campaigns/render/render-message.ts';
import type { Services } from '#services.ts';
import { SmsRefused } from '#sms/sms-gateway.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { MessageOutcome, OutgoingMessage } from './message-repository.ts';

/** What every message of one campaign run shares. */
export interface CampaignDelivery {
  services: Services;
  log: FastifyBaseLogger;
  survey: SurveyModel;
  channel: TChannel;
  variants: TTemplateVariants;
  /** The universe's title. */
  sender: string;
}

/** The links of a message: all go through its token. */
function messageLinks(publicUrl: string, token: string) {
  return {
    /** The survey link: records the click, then the questionnaire. */
    survey: `${publicUrl}${apiPath(respondentApi.clicked, { token })}`,
    /** The tracking pixel of a mail. */
    pixel: `${publicUrl}${apiPath(respondentApi.opened, { token })}`,
    /** One click, for mail programs (List-Unsubscribe). */
    oneClick: `${publicUrl}${apiPath(respondentApi.unsubscribe, { token })}`,
    /** The page that asks first (mail scanners follow links in bodies). */
    page: `${publicUrl}/unsubscribe/campaign/${encodeURIComponent(token)}`,
  };
}

/** The mail's HTML with its 1x1 tracking pixel at the end of the body. */
function withPixel(html: string, pixelUrl: string): string {
  const pixel = `<img src="${pixelUrl}" width="1" height="1" alt="" style="border:0;width:1px;height:1px">`;
  const end = html.toLowerCase().lastIndexOf('</body>');
  return end < 0 ? `${html}${pixel}` : `${html.slice(0, end)}${pixel}${html.slice(end)}`;
}

/** A number as operators take it: digits and a leading plus, no spaces or dashes. */
const phoneNumber = (phone: string) => phone.replaceAll(/[\s\-().]/g, '');

/** The SMTP server refused the recipient for good (5xx to RCPT TO): the address bounces. */
function isBounce(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && command === 'RCPT TO'
  );
}

/**
 * The channel refused before taking the message, for now: the SMTP server could not be
 * connected to or answered 4xx ("try again later"), the SMS gateway could not be connected
 * to or said it is busy. Such a message was surely not sent, so it is sent again later
 * rather than failed. (A timeout while the message was being handed over is not among
 * these: it may have arrived.)
 */
function isTransient(error: unknown): boolean {
  if (error instanceof SmsRefused) return error.transient;
  const { responseCode, command, code } = (error ?? {}) as {
    responseCode?: unknown;
    command?: unknown;
    code?: unknown;
  };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return command === 'CONN' || code === 'EDNS';
}

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)) || 'Unknown error';

async function surveyIn(d: CampaignDelivery, locale: TLocale): Promise<SurveyModel> {
  return (await d.services.catalog.survey(d.survey.universeId, d.survey.extName, locale)) ?? d.survey;
}

/**
 * Renders one message for its contact and hands it over: a mail to SMTP, an SMS to the
 * gateway, a letter to the PDF renderer. Never throws for the message's own failure: it
 * comes back as the `failed` outcome with the SMTP, gateway or renderer's reason.
 */
export async function deliverMessage(d: CampaignDelivery, message: OutgoingMessage): Promise<MessageOutcome> {
  const { config } = d.services;
  try {
    const { locale, variant } = pickVariant(d.variants, message.locale, d.survey.defaultLocale);
    const survey = await surveyIn(d, locale);
    const links = messageLinks(config.publicUrl, message.token);
    const ctx: MessageContext = {
      contact: { name: message.name, email: message.email, phone: message.phone, address: message.postal },
      unitTitle: survey.organisation.unitsById.get(message.unitId)?.title ?? '',
      surveyTitle: survey.title,
      surveyLink: links.survey,
      unsubscribeLink: links.page,
      sender: d.sender,
    };
    if (!message.address) throw new Error('The contact has no address for this channel');
    if (d.channel === 'mail') {
      if (!config.smtpUrl) throw new Error('SMTP_URL is not set: no mail can be sent');
      const mail = renderMail(variant, ctx, locale);
      await d.services.mailer.send(
        {
          to: message.address,
          subject: mail.subject,
          text: mail.text,
          html: withPixel(mail.html, links.pixel),
          headers: {
            'List-Unsubscribe': `<${links.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        d.log,
      );
      return { state: 'delivered', locale };
    }
    if (d.channel === 'sms') {
      const sms = renderSms(variant, ctx);
      await d.services.sms.send({
        to: phoneNumber(message.address),
        text: sms.text,
        reference: String(message.id),
      });
      return { state: 'delivered', locale };
    }
    const pdf = await renderLetterPdf(variant, ctx, locale);
    return { state: 'delivered', locale, letter: pdf };
  } catch (error) {
    d.log.warn({ err: error, messageId: message.id }, 'campaign message not sent');
    if (isTransient(error)) return { state: 'retry', error: reason(error) };
    return { state: 'failed', error: reason(error), bounced: isBounce(error) };
  }
}
