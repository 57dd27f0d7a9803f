import { z } from 'zod';
import { MAX_SERIAL_ID } from '../limits.ts';
import { ZText } from '../safe-text.ts';

/** 'ingest': writes interviews through /api/v1; 'bigscreen': reads the big screen only. */
const API_KEY_PURPOSES = ['ingest', 'bigscreen'] as const;
export const ZApiKeyPurpose = z.enum(API_KEY_PURPOSES);

/** An API key as listed for admins: never the token, which is shown once at creation. */
export const ZApiKey = z.object({
  id: z.number().int().describe("The key's id"),
  name: z.string().describe('Its name'),
  purpose: ZApiKeyPurpose.describe(
    '`ingest`: writes interviews through /api/v1; `bigscreen`: reads the big screen',
  ),
  scopeUnit: z
    .string()
    .nullable()
    .describe(
      'The extName of the organisation unit the key reaches (and the units below); null: the whole organisation',
    ),
  createdBy: z.string().nullable().describe('The user name of who created it'),
  createdAt: z.string().describe('When it was created, an ISO date-time'),
  revokedAt: z
    .string()
    .nullable()
    .describe('When it was revoked (it works no more), an ISO date-time; null while it works'),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.object({
  keys: z.array(ZApiKey).describe("The survey's keys, revoked ones included"),
});
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** A new key: body of POST vuejs/surveys/apikey/create/{survey} (and the query of its GET form). */
export const ZApiKeyCreateQuery = z.object({
  name: ZText.trim().min(1).max(200).optional().describe('A name to tell the key apart (default "API key")'),
  scopeUnit: ZText.min(1)
    .max(200)
    .optional()
    .describe(
      "The extName of the organisation unit the key may reach (it and the units below); within the caller's scope; default the caller's scope",
    ),
  purpose: ZApiKeyPurpose.optional().describe(
    '`ingest` writes interviews through /api/v1, `bigscreen` reads the big screen; default `ingest`',
  ),
});
export type TApiKeyCreateQuery = z.infer<typeof ZApiKeyCreateQuery>;

/** The new key with its token: the only time the token is ever answered. */
export const ZApiKeyCreated = ZApiKey.extend({
  token: z
    .string()
    .describe(
      'The token (`opk_...`), answered this once only: send it as `Authorization: Bearer <token>` or `X-Api-Key`',
    ),
});
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

/** Body of POST vuejs/surveys/apikey/save/{survey}: rename or re-scope a key. */
export const ZApiKeySave = z.object({
  id: z.number().int().positive().max(MAX_SERIAL_ID).describe('The key to change'),
  name: ZText.trim().min(1).max(200).optional().describe('Its new name'),
  scopeUnit: ZText.min(1)
    .max(200)
    .nullable()
    .optional()
    .describe(
      "Its new unit's extName; null: the caller's own scope (the whole organisation for an unscoped admin)",
    ),
});
export type TApiKeySave = z.infer<typeof ZApiKeySave>;
