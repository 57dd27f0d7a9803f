import type { TLocale } from '@opinio/domain/schemas/locale';
import type { FastifyBaseLogger } from 'fastify';
import { renderMail, renderSms } from '#campaigns/render/render-message.ts';
import { badRequest, conflict } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { SmsRefused } from '#sms/sms-gateway.ts';
import { surveyTemplate } from './template-changes.ts';
import { userEmail } from './template-people-repository.ts';
import { sampleMessage, type TemplateCaller } from './template-sample-message.ts';
import type { TestSmsRecipients } from './test-send-limits.ts';

/**
 * Sends a saved template of the survey (404 for another's), filled with the newest contact of the caller's scope: a mail to
 * the caller's own address (the person at the keyboard, also while impersonating), an SMS
 * to the number given (one of the few `smsRecipients` allows the caller). A refusal of the
 * mail server or the SMS gateway is a 409 with its reason: nothing the caller sent was wrong.
 */
export async function testSendTemplate(
  services: Pick<Services, 'config' | 'database' | 'mailer' | 'sms'>,
  caller: TemplateCaller,
  templateId: number,
  input: { locale: TLocale; phone?: string },
  context: { log: FastifyBaseLogger; smsRecipients: TestSmsRecipients },
): Promise<{ sentTo: string }> {
  const { log } = context;
  const template = await surveyTemplate(services.database.db, caller.survey, templateId);
  if (template.channel === 'letter')
    throw badRequest('A letter cannot be sent as a test: preview its PDF', 'channel', {
      code: 'not_applicable',
    });
  const variant = template.variants[input.locale];
  if (!variant)
    throw badRequest(`The template has no text in the language ${input.locale}`, 'locale', {
      code: 'missing_translation',
      params: { locale: input.locale },
    });
  const sample = await sampleMessage(services, caller, input.locale);
  if (!sample) throw new Error('A sample message without a named contact is always made');

  if (template.channel === 'sms') {
    if (!input.phone)
      throw badRequest('Give the number to send the test SMS to', 'phone', { code: 'required' });
    const to = input.phone.replaceAll(' ', '');
    const { principal } = caller;
    context.smsRecipients.take(principal.impersonator?.id ?? principal.user.id, to);
    const { text } = renderSms(variant, sample.ctx);
    try {
      await services.sms.send({ to, text, reference: `template-test-${template.id}` });
    } catch (error) {
      if (error instanceof SmsRefused)
        throw conflict(error.message, undefined, { code: 'send_failed', params: { detail: error.message } });
      throw error;
    }
    return { sentTo: to };
  }

  const { principal } = caller;
  const to = await userEmail(services.database.db, principal.impersonator?.id ?? principal.user.id);
  if (!to)
    throw conflict('Your account has no e-mail address to send the test to', undefined, { code: 'no_email' });
  if (!services.config.smtpUrl)
    throw conflict('Mail is not set up on this server (SMTP_URL)', undefined, {
      code: 'mail_not_configured',
    });
  const mail = renderMail(variant, sample.ctx, input.locale);
  try {
    await services.mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html }, log);
  } catch (error) {
    log.warn({ err: error, template: template.id }, 'test mail not sent');
    // the server's own answer (a refused address) helps; a connection error's details are not the caller's
    const answer = (error as { response?: unknown }).response;
    throw conflict(
      `The mail server did not take the test mail${typeof answer === 'string' ? `: ${answer.slice(0, 200)}` : ''}`,
      undefined,
      { code: 'send_failed', params: typeof answer === 'string' ? { detail: answer.slice(0, 200) } : {} },
    );
  }
  return { sentTo: to };
}
