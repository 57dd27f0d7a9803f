import { apiKeysApi } from '@opinio/domain/api/api-keys';
import type { TApiKeyCreateQuery } from '@opinio/domain/schemas/api-keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyForRequest } from '../../access/survey-for-request.ts';
import {
  findApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  updateApiKey,
} from '../../api-keys/api-key-repository.ts';
import { keyScopeUnit } from '../../api-keys/api-key-scope.ts';
import { hashApiKeyToken, newApiKeyToken } from '../../api-keys/api-key-token.ts';
import { auditActor, writeAudit } from '../../audit/audit-log.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import { routeOptions } from '../route-options.ts';

/** The survey of a key call (the route table asks for `apiKeys.manage`). */
async function adminSurvey(services: Services, request: FastifyRequest, extName: string) {
  const context = await surveyForRequest(services, request, extName);
  // A scoped administrator reaches only the keys of their part of the organisation.
  const ref = {
    universeId: context.survey.universeId,
    surveyId: context.survey.id,
    scopeUnits: context.scope.unitNames(),
  };
  return { ...context, ref };
}

/**
 * API keys: list, create (POST), save (POST), revoke (DELETE), and the GET forms of create and
 * revoke that the product's API contract names (docs/product.md#big-screen-and-api-keys).
 */
const apiKeyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(apiKeysApi.list),
    handler: async (request) => {
      const { ref } = await adminSurvey(services, request, request.params.survey);
      return { keys: await listApiKeys(db, ref) };
    },
  });

  const createKey = async (
    request: FastifyRequest<{ Params: { survey: string } }>,
    input: TApiKeyCreateQuery,
  ) => {
    const { principal, survey, scope, ref } = await adminSurvey(services, request, request.params.survey);
    const scopeUnit = keyScopeUnit(survey, scope, input.scopeUnit ?? null);
    const token = newApiKeyToken();
    const id = await insertApiKey(db, ref, {
      name: input.name ?? 'API key',
      tokenHash: hashApiKeyToken(token),
      scopeUnit,
      createdBy: principal.user.id,
      purpose: input.purpose ?? 'ingest',
    });
    const key = (await findApiKey(db, ref, id))!;
    await writeAudit(db, {
      ...auditActor(principal),
      action: 'apiKey.create',
      entity: { type: 'apiKey', id },
      before: null,
      after: { ...key },
      details: { survey: survey.extName },
    });
    return { ...key, token };
  };
  app.route({
    ...routeOptions(apiKeysApi.createKey),
    handler: async (request) => createKey(request, request.body ?? {}),
  });
  // The GET form the product's API contract names (deprecated): the same, from the query.
  app.route({
    ...routeOptions(apiKeysApi.create),
    handler: async (request) => createKey(request, request.query),
  });

  app.route({
    ...routeOptions(apiKeysApi.save),
    handler: async (request) => {
      const { principal, survey, scope, ref } = await adminSurvey(services, request, request.params.survey);
      const { id, name, scopeUnit } = request.body;
      const change = {
        name,
        scopeUnit: scopeUnit === undefined ? undefined : keyScopeUnit(survey, scope, scopeUnit),
      };
      const before = await findApiKey(db, ref, id);
      if (!(await updateApiKey(db, ref, id, change))) throw notFound('API key not found');
      const after = (await findApiKey(db, ref, id))!;
      await writeAudit(db, {
        ...auditActor(principal),
        action: 'apiKey.update',
        entity: { type: 'apiKey', id },
        before: before ? { ...before } : null,
        after: { ...after },
        details: { survey: survey.extName },
      });
      return after;
    },
  });

  const revokeKey = async (request: FastifyRequest<{ Params: { survey: string; id: number } }>) => {
    const { principal, survey, ref } = await adminSurvey(services, request, request.params.survey);
    const before = await findApiKey(db, ref, request.params.id);
    if (!before) throw notFound('API key not found');
    await revokeApiKey(db, ref, request.params.id);
    const key = (await findApiKey(db, ref, request.params.id))!;
    await writeAudit(db, {
      ...auditActor(principal),
      action: 'apiKey.revoke',
      entity: { type: 'apiKey', id: request.params.id },
      before: { ...before },
      after: { ...key },
      details: { survey: survey.extName },
    });
    return key;
  };
  app.route({ ...routeOptions(apiKeysApi.revokeKey), handler: revokeKey });
  // The GET form the product's API contract names (deprecated).
  app.route({ ...routeOptions(apiKeysApi.revoke), handler: revokeKey });
};

export default apiKeyRoutes;
