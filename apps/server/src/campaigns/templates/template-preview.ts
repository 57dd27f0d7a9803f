import type {
  TTemplatePreview,
  TTemplatePreviewRequest,
  TTemplateVariant,
} from '@opinio/domain/schemas/campaigns';
import { letterContent, renderLetterPdf, renderMail, renderSms } from '#campaigns/render/render-message.ts';
import { badRequest, notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { type BlockSourcesOf, compiledVariants } from './template-blocks.ts';
import { sampleMessage, type TemplateCaller } from './template-sample-message.ts';

function requestedVariant(request: TTemplatePreviewRequest): TTemplateVariant {
  const variant = request.variants[request.locale];
  if (!variant)
    throw badRequest(`The template has no text in the language ${request.locale}`, 'locale', {
      code: 'missing_translation',
      params: { locale: request.locale },
    });
  return variant;
}

async function filledWith(
  services: Pick<Services, 'config' | 'database'>,
  caller: TemplateCaller,
  request: TTemplatePreviewRequest,
) {
  const sample = await sampleMessage(services, caller, request.locale, request.contactId);
  if (!sample) throw notFound(`Contact ${request.contactId} not found`);
  return sample;
}

/** A template, saved or not (a mail's blocks compiled), filled in for one language and a real contact of the caller's scope. */
export async function templatePreview(
  services: Pick<Services, 'config' | 'database' | 'today'>,
  caller: TemplateCaller,
  request: TTemplatePreviewRequest,
  sourcesOf: BlockSourcesOf,
): Promise<TTemplatePreview> {
  const variants = await compiledVariants(
    request.channel,
    { [request.locale]: requestedVariant(request) },
    sourcesOf,
  );
  const variant = variants[request.locale]!;
  const { contact, ctx } = await filledWith(services, caller, request);
  const { locale } = request;
  if (request.channel === 'mail') {
    const mail = renderMail(variant, ctx, locale);
    return { locale, contact, subject: mail.subject, html: mail.html, text: mail.text, sms: null };
  }
  if (request.channel === 'sms') {
    const sms = renderSms(variant, ctx);
    return { locale, contact, subject: null, html: null, text: sms.text, sms: sms.length };
  }
  const letter = letterContent(variant, ctx, locale, services.today());
  const text = [...letter.paragraphs, `${letter.linkLabel}: ${letter.link}`].join('\n\n');
  return { locale, contact, subject: letter.heading, html: null, text, sms: null };
}

/** A letter template, saved or not, as the PDF its contact would get. */
export async function templatePreviewPdf(
  services: Pick<Services, 'config' | 'database' | 'today'>,
  caller: TemplateCaller,
  request: TTemplatePreviewRequest,
): Promise<Buffer> {
  if (request.channel !== 'letter')
    throw badRequest('Only a letter template is laid out as a PDF', 'channel', { code: 'not_applicable' });
  const variant = requestedVariant(request);
  const { ctx } = await filledWith(services, caller, request);
  return renderLetterPdf(variant, ctx, request.locale, services.today());
}
