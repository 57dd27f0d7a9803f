import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../auth/auth-hook.ts';
import { notFound } from '../lib/http-error.ts';
import type { Services } from '../services.ts';
import { resolveScope } from './scope.ts';

/** The survey by extName in the caller's universe, if their scope lets them see it. */
export async function surveyForRequest(services: Services, request: FastifyRequest, extName: string) {
  const principal = requirePrincipal(request);
  const survey = await services.catalog.survey(principal.universe.id, extName);
  const scope = survey ? resolveScope(survey, principal.scopeUnit) : null;
  if (!survey || !scope) throw notFound(`Survey ${extName} not found`);
  return { principal, survey, scope };
}
