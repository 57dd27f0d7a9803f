import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveScope, type Scope } from '#access/scope.ts';
import { bearerToken } from '#auth/auth-hook.ts';
import { enterUniverse } from '#db/tenant-context.ts';
import { notFound, unauthorized } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { keyForTokenHash } from './api-key-repository.ts';
import { hashApiKeyToken } from './api-key-token.ts';

export interface ApiKeyContext {
  keyId: number;
  survey: SurveyModel;
  scope: Scope;
}

/** The token of `Authorization: Bearer` or `X-Api-Key`. */
function apiKeyToken(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.length > 0) return header;
  return bearerToken(request);
}

/**
 * Authenticates a public API call by its key (looked up on every call, so a revoked key
 * stops at once). A key of another survey or universe answers 404, as if it did not exist.
 */
export async function apiKeyContext(
  services: Pick<Services, 'catalog' | 'database'>,
  request: FastifyRequest,
  surveyExtName: string,
): Promise<ApiKeyContext> {
  const known = checked.get(request);
  if (known) return known;
  const context = await lookUpApiKey(services, request, surveyExtName);
  checked.set(request, context);
  return context;
}

/** Keys already checked for a request (the auth hook checks before the body is read). */
const checked = new WeakMap<FastifyRequest, ApiKeyContext>();

/**
 * Checks the key of every writing API-key call before its body is read: an unknown key must not
 * cost a 32 MB parse. The survey comes from the route's `:survey` parameter.
 */
export const apiKeyHook = fp(async (app: FastifyInstance, { services }: { services: Services }) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !request.routeOptions.config.apiKey) return;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const survey = (request.params as { survey?: unknown }).survey;
    await apiKeyContext(services, request, typeof survey === 'string' ? survey : '');
  });
});

async function lookUpApiKey(
  services: Pick<Services, 'catalog' | 'database'>,
  request: FastifyRequest,
  surveyExtName: string,
): Promise<ApiKeyContext> {
  const token = apiKeyToken(request);
  if (!token || token.length > 200)
    throw unauthorized('Send an API key as "Authorization: Bearer <key>"', { code: 'invalid_api_key' });
  const key = await keyForTokenHash(services.database.db, hashApiKeyToken(token));
  if (!key) throw unauthorized('Unknown or revoked API key', { code: 'invalid_api_key' });
  enterUniverse(key.universe_id);
  const survey = (await services.catalog.surveys(key.universe_id)).find((s) => s.id === key.survey_id);
  const scope = survey ? resolveScope(survey, key.scope_unit) : null;
  if (!survey || !scope || survey.extName !== surveyExtName)
    throw notFound(`Survey ${surveyExtName} not found`);
  return { keyId: key.id, survey, scope };
}
