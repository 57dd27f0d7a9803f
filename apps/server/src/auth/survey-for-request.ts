import type { TLocale } from '@opinio/domain/schemas/locale';
import type { FastifyRequest } from 'fastify';
import { resolveMemberScope } from '#access/scope.ts';
import { notFound } from '#lib/http-error.ts';
import { requirePrincipal } from './auth-hook.ts';
import type { AuthServices } from './auth-services.ts';
import { requestLocale } from './request-locale.ts';

/**
 * The survey by extName in the caller's universe, if their scope lets them see it, with its
 * texts in the request's language (`locale` when the call names one itself). A member
 * without a unit yet sees no survey: every call about one answers 404.
 */
export async function surveyForRequest(
  services: Pick<AuthServices, 'catalog'>,
  request: FastifyRequest,
  extName: string,
  locale: TLocale | null = requestLocale(request),
) {
  const principal = requirePrincipal(request);
  const survey = await services.catalog.survey(principal.universe.id, extName, locale);
  const scope = survey ? resolveMemberScope(survey, principal.scope) : null;
  if (!survey || !scope) throw notFound(`Survey ${extName} not found`);
  return { principal, survey, scope };
}

/** Who calls about which survey, and the part of it they reach: what a survey's use cases start from. */
export type SurveyCaller = Awaited<ReturnType<typeof surveyForRequest>>;
