import { configApi } from '@opinio/domain/api/config';
import type { TClientConfig } from '@opinio/domain/schemas/auth';
import { createContext, useContext } from 'react';
import { answerOf, callApi } from './api-client.ts';
import { takeEarlyConfig } from './early-calls.ts';

/**
 * GET /api/config/client?domain=: how this host signs in. Loaded before the app mounts: the
 * answer of the call main.tsx sent (lib/early-calls.ts), else a call of its own.
 */
export function getClientConfig(domain: string): Promise<TClientConfig> {
  const early = takeEarlyConfig();
  if (early) return answerOf(configApi.client, early);
  return callApi(configApi.client, { query: { domain }, ignoreUnauthorized: true });
}

export const ClientConfigContext = createContext<TClientConfig>({ auth: 'password' });

export function useClientConfig(): TClientConfig {
  return useContext(ClientConfigContext);
}
