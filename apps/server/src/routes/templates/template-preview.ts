import { templatesApi } from '@opinio/domain/api/campaigns';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { attemptLimiter } from '#auth/sign-in-limits.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { templateReader } from '#campaigns/templates/template-access.ts';
import { templatePreview, templatePreviewPdf } from '#campaigns/templates/template-preview.ts';
import { testSendTemplate } from '#campaigns/templates/template-test-send.ts';
import { TEST_SEND_LIMITS, TestSmsRecipients } from '#campaigns/templates/test-send-limits.ts';
import { contentDisposition } from '#lib/content-disposition.ts';
import { mailBlockSources } from '#respondent/mail-block-sources.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * Templates filled in with a real contact of the caller's scope: the preview (as text and
 * HTML, or a letter's PDF) and a test send. The survey's texts come in the template's language.
 */
const templatePreviewRoutes: RoutePlugin<
  'catalog' | 'config' | 'database' | 'mailer' | 'sms' | 'today'
> = async (app, { services }) => {
  app.route({
    ...routeOptions(templatesApi.preview),
    handler: async (request) => {
      const caller = await templateReader(services, request, request.params.survey, request.body.locale);
      return templatePreview(services, caller, request.body, mailBlockSources(services, caller.survey));
    },
  });

  app.route({
    ...routeOptions(templatesApi.previewPdf),
    handler: async (request, reply) => {
      const caller = await templateReader(services, request, request.params.survey, request.body.locale);
      const pdf = await templatePreviewPdf(services, caller, request.body);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('letter-preview.pdf', 'inline'))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  // The person at the keyboard, also while impersonating, is who is limited.
  const sender = (request: FastifyRequest) => {
    const principal = requirePrincipal(request);
    return principal.impersonator?.id ?? principal.user.id;
  };
  const testSends = attemptLimiter(
    TEST_SEND_LIMITS.perUser,
    (request) => `template-test-send:${sender(request)}`,
    'Too many test sends',
  );
  const smsRecipients = new TestSmsRecipients();

  app.route({
    ...routeOptions(templatesApi.testSend),
    handler: async (request, reply) => {
      testSends.take(request, reply);
      const caller = await surveyForRequest(services, request, request.params.survey, request.body.locale);
      return testSendTemplate(services, caller, request.params.templateId, request.body, {
        log: request.log,
        smsRecipients,
      });
    },
  });
};

export default templatePreviewRoutes;
