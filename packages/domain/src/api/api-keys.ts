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
  create: {
    method: 'GET',
    path: '/api/vuejs/surveys/apikey/create/:survey',
    summary: 'Create an API key: its token is answered once',
    description:
      "Only the token's sha256 is stored. `scopeUnit` must lie within the caller's scope (default: the caller's scope).",
    tag: 'api-keys',
    auth: 'session',
    permission: 'apiKeys.manage',
    changesState: true,
    params: ZSurveyParams,
    querystring: ZApiKeyCreateQuery,
    response: { 200: ZApiKeyCreated },
    errors: [403],
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
  revoke: {
    method: 'GET',
    path: '/api/vuejs/surveys/apikey/delete/:survey/:id',
    summary: 'Revoke an API key: it stops working at once',
    tag: 'api-keys',
    auth: 'session',
    permission: 'apiKeys.manage',
    changesState: true,
    params: z.object({ survey: ZSurveyParam, id: idParam("The key's id") }),
    response: { 200: ZApiKey },
    errors: [403],
  },
} as const satisfies Record<string, ApiRoute>;
