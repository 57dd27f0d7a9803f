import type { TLocale } from '@opinio/domain/schemas/locale';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '#auth/auth-hook.ts';
import type { AuthServices } from '#auth/auth-services.ts';
import type { Principal } from '#auth/principal.ts';
import { requestLocale } from '#auth/request-locale.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { forbidden } from '#lib/http-error.ts';
import type { TemplateCaller } from './template-sample-message.ts';

/** Reading templates is for those who write them and those who send campaigns with them. */
function assertMayReadTemplates(principal: Principal): void {
  const { permissions } = principal;
  if (!permissions.has('templates.manage') && !permissions.has('campaigns.manage'))
    throw forbidden('Your role does not allow this (templates.manage or campaigns.manage)', {
      code: 'missing_permission',
      params: { permission: 'templates.manage' },
    });
}

/**
 * A template is the whole survey's: every region's campaigns may send it. So changing one
 * is for those who see the whole organisation (the route table asks `templates.manage`);
 * a scoped caller may read, preview and test it.
 */
function assertMayChangeTemplates(caller: TemplateCaller): void {
  if (caller.scope.unit && !caller.principal.user.isRoot)
    throw forbidden(
      'Templates serve the whole survey: only those who see the whole organisation change them',
      { code: 'forbidden' },
    );
}

/** The caller and survey of a call that reads templates: who may not read them is refused first. */
export async function templateReader(
  services: Pick<AuthServices, 'catalog'>,
  request: FastifyRequest,
  surveyExtName: string,
  locale: TLocale | null = requestLocale(request),
): Promise<TemplateCaller> {
  assertMayReadTemplates(requirePrincipal(request));
  return surveyForRequest(services, request, surveyExtName, locale);
}

/** The caller and survey of a call that changes templates, if they may change them. */
export async function templateWriter(
  services: Pick<AuthServices, 'catalog'>,
  request: FastifyRequest,
  surveyExtName: string,
): Promise<TemplateCaller> {
  const caller = await surveyForRequest(services, request, surveyExtName);
  assertMayChangeTemplates(caller);
  return caller;
}
