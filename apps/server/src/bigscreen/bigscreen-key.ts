import type { BIG_SCREEN_DENIALS } from '@opinio/domain/schemas/bigscreen';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { FastifyRequest } from 'fastify';
import { resolveScope, type Scope } from '#access/scope.ts';
import { anyKeyForTokenHash } from '#api-keys/api-key-repository.ts';
import { hashApiKeyToken } from '#api-keys/api-key-token.ts';
import { bearerToken } from '#auth/auth-hook.ts';
import { acceptedLocale } from '#auth/request-locale.ts';
import { enterUniverse } from '#db/tenant-context.ts';
import { HttpError } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel, UnitNode } from '#surveys/survey-model.ts';

/** A big-screen key that is valid now: its survey and the unit it may show. */
export interface BigScreenKey {
  keyId: number;
  survey: SurveyModel;
  scope: Scope;
  /** The unit the screen shows: the key's scope unit, or the organisation's root. */
  unit: UnitNode;
}

export type BigScreenDenial = (typeof BIG_SCREEN_DENIALS)[number];

const DENIAL_MESSAGES: Record<BigScreenDenial, string> = {
  invalid_key: 'This is not a big-screen key: ask an administrator for the right address',
  revoked_key: 'This big-screen key has been revoked: ask an administrator for a new one',
};

function bigScreenDenied(denial: BigScreenDenial): HttpError {
  return new HttpError({ code: denial }, DENIAL_MESSAGES[denial]);
}

/** The token of `Authorization: Bearer` or `X-Api-Key`. */
export function bigScreenToken(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.length > 0) return header;
  return bearerToken(request);
}

/**
 * Checks a token on every call (so a deleted key stops at once). Only keys made for the
 * big screen are accepted: an ingestion key never shows data, a big-screen key never writes.
 */
export async function checkBigScreenToken(
  services: Pick<Services, 'catalog' | 'database'>,
  token: string | null,
  /** The language of the survey's texts (null: the survey's default). */
  locale: TLocale | null = null,
): Promise<BigScreenKey | BigScreenDenial> {
  if (!token || token.length > 200) return 'invalid_key';
  const key = await anyKeyForTokenHash(services.database.db, hashApiKeyToken(token));
  if (key?.purpose !== 'bigscreen') return 'invalid_key';
  if (key.revoked_at !== null) return 'revoked_key';
  enterUniverse(key.universe_id);
  const survey = (await services.catalog.surveys(key.universe_id, locale)).find(
    (s) => s.id === key.survey_id,
  );
  const scope = survey ? resolveScope(survey, key.scope_unit) : null;
  if (!survey || !scope) return 'invalid_key';
  return { keyId: key.id, survey, scope, unit: scope.unit ?? survey.organisation.root };
}

/** The caller's big-screen key (texts in the screen's Accept-Language), else 401 with the reason. */
export async function bigScreenKey(
  services: Pick<Services, 'catalog' | 'database'>,
  request: FastifyRequest,
): Promise<BigScreenKey> {
  const locale = acceptedLocale(request.headers['accept-language']);
  const result = await checkBigScreenToken(services, bigScreenToken(request), locale);
  if (typeof result === 'string') throw bigScreenDenied(result);
  return result;
}
