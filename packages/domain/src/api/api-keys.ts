import { z } from 'zod';
import {
  ZApiKey,
  ZApiKeyCreated,
  ZApiKeyCreateQuery,
  ZApiKeyList,
  ZApiKeySave,
} from '../schemas/api-keys.ts';
import type { ApiRoute } from './api-route.ts';
import { idParam, ZSurveyParam, ZSurveyParams } from './path-params.ts';

/** Creating a key, by the method and path of one of its forms. */
const createCall = <M extends ApiRoute['method'], P extends string>(method: M, path: P) =>
  ({
    method,
    path,
    summary: 'Create an API key: its token is answered once',
    description:
      "Only the token's sha256 is stored. `scopeUnit` must lie within the caller's scope (default: the caller's scope).",
    tag: 'api-keys',
    auth: 'session',
    permission: 'apiKeys.manage',
    params: ZSurveyParams,
    response: { 200: ZApiKeyCreated },
    errors: [403],
  }) as const satisfies ApiRoute;

/** Revoking a key, by the method and path of one of its forms. */
const revokeCall = <M extends ApiRoute['method'], P extends string>(method: M, path: P) =>
  ({
    method,
    path,
    summary: 'Revoke an API key: it stops working at once',
    description: 'Answers the key as it is now, revoked. 404 for an unknown key.',
    tag: 'api-keys',
    auth: 'session',
    permission: 'apiKeys.manage',
    params: z.object({ survey: ZSurveyParam, id: idParam("The key's id") }),
    response: { 200: ZApiKey },
    errors: [403],
  }) as const satisfies ApiRoute;

const createKey = {
  ...createCall('POST', '/api/vuejs/surveys/apikey/create/:survey'),
  body: ZApiKeyCreateQuery,
} as const satisfies ApiRoute;

const revokeKey = revokeCall('DELETE', '/api/vuejs/surveys/apikey/:survey/:id');

/**
 * A survey's API keys, for user administrators and root (else 403). `ingest` keys write
 * interviews through the public API, `bigscreen` keys read the big screen; nothing else.
 */
export const apiKeysApi = {
  list: {
    method: 'GET',
    path: '/api/vuejs/surveys/apikey/list/:survey',
    summary: "The survey's API keys (never a token)",
    tag: 'api-keys',
    auth: 'session',
    permission: 'apiKeys.manage',
    params: ZSurveyParams,
    response: { 200: ZApiKeyList },
    errors: [403],
  },
  createKey,
  create: {
    ...createCall('GET', '/api/vuejs/surveys/apikey/create/:survey'),
    changesState: true,
    replacedBy: createKey,
    querystring: ZApiKeyCreateQuery,
  },
  save: {
    method: 'POST',
    path: '/api/vuejs/surveys/apikey/save/:survey',
    summary: 'Rename an API key or change its unit',
    description: "`scopeUnit: null` is the caller's scope. 404 for an unknown or revoked key.",
    tag: 'api-keys',
    auth: 'session',
    permission: 'apiKeys.manage',
    params: ZSurveyParams,
    body: ZApiKeySave,
    response: { 200: ZApiKey },
    errors: [403],
  },
  revokeKey,
  revoke: {
    ...revokeCall('GET', '/api/vuejs/surveys/apikey/delete/:survey/:id'),
    changesState: true,
    replacedBy: revokeKey,
  },
} as const satisfies Record<string, ApiRoute>;
