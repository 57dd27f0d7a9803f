import type {
  TApiKey,
  TApiKeyCreated,
  TApiKeyCreateQuery,
  TApiKeySave,
} from '@opinio/domain/schemas/api-keys';
import { auditActor, audited } from '#audit/audit-log.ts';
import type { SurveyCaller } from '#auth/survey-for-request.ts';
import { notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import {
  findApiKey,
  insertApiKey,
  type KeyRef,
  listApiKeys,
  revokeApiKey,
  updateApiKey,
} from './api-key-repository.ts';
import { keyScopeUnit } from './api-key-scope.ts';
import { hashApiKeyToken, newApiKeyToken } from './api-key-token.ts';

/**
 * A survey's API keys as the caller reaches them (the route table asks for `apiKeys.manage`):
 * a scoped administrator reaches only the keys of their part of the organisation. Every
 * change is read, written, read again and audited in one transaction.
 */
const keyRef = ({ survey, scope }: SurveyCaller): KeyRef => ({
  universeId: survey.universeId,
  surveyId: survey.id,
  scopeUnits: scope.unitNames(),
});

export async function apiKeys(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
): Promise<TApiKey[]> {
  return listApiKeys(services.database.db, keyRef(caller));
}

/** A new key, scoped within the caller's scope; its token is answered this once only. */
export async function createApiKey(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
  input: TApiKeyCreateQuery,
): Promise<TApiKeyCreated> {
  const { principal, survey, scope } = caller;
  const ref = keyRef(caller);
  const scopeUnit = keyScopeUnit(survey, scope, input.scopeUnit ?? null);
  const token = newApiKeyToken();
  const { after } = await audited(services.database.db, auditActor(principal), 'apiKey.create', {
    write: (trx) =>
      insertApiKey(trx, ref, {
        name: input.name ?? 'API key',
        tokenHash: hashApiKeyToken(token),
        scopeUnit,
        createdBy: principal.user.id,
        purpose: input.purpose ?? 'ingest',
      }),
    after: async (trx, id) => (await findApiKey(trx, ref, id))!,
    audit: ({ result: id, after: key }) => ({
      entity: { type: 'apiKey', id },
      before: null,
      after: { ...key },
      details: { survey: survey.extName },
    }),
  });
  return { ...after, token };
}

/** Renames a key or changes its scope (within the caller's). */
export async function saveApiKey(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
  input: TApiKeySave,
): Promise<TApiKey> {
  const { principal, survey, scope } = caller;
  const ref = keyRef(caller);
  const { id, name, scopeUnit } = input;
  const change = {
    name,
    scopeUnit: scopeUnit === undefined ? undefined : keyScopeUnit(survey, scope, scopeUnit),
  };
  const { after } = await audited(services.database.db, auditActor(principal), 'apiKey.update', {
    before: (trx) => findApiKey(trx, ref, id),
    write: async (trx) => {
      if (!(await updateApiKey(trx, ref, id, change))) throw notFound('API key not found');
    },
    after: async (trx) => (await findApiKey(trx, ref, id))!,
    audit: ({ before, after: key }) => ({
      entity: { type: 'apiKey', id },
      before: before ? { ...before } : null,
      after: { ...key },
      details: { survey: survey.extName },
    }),
  });
  return after;
}

/** Revokes a key at once; answers it as revoked. */
export async function revokeKey(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
  id: number,
): Promise<TApiKey> {
  const ref = keyRef(caller);
  const { after } = await audited(services.database.db, auditActor(caller.principal), 'apiKey.revoke', {
    before: async (trx) => {
      const before = await findApiKey(trx, ref, id);
      if (!before) throw notFound('API key not found');
      return before;
    },
    write: async (trx) => {
      await revokeApiKey(trx, ref, id);
    },
    after: async (trx) => (await findApiKey(trx, ref, id))!,
    audit: ({ before, after: key }) => ({
      entity: { type: 'apiKey', id },
      before: { ...before },
      after: { ...key },
      details: { survey: caller.survey.extName },
    }),
  });
  return after;
}
