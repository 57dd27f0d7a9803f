import { configApi } from '@opinio/domain/api/config';
import type { TClientConfig } from '@opinio/domain/schemas/auth';
import { createContext, useContext } from 'react';
import { callApi } from './api-client.ts';

/** GET /api/config/client?domain=: how this host signs in. Loaded before the app mounts. */
export function getClientConfig(domain: string): Promise<TClientConfig> {
  return callApi(configApi.client, { query: { domain }, ignoreUnauthorized: true });
}

export const ClientConfigContext = createContext<TClientConfig>({ auth: 'password' });

export function useClientConfig(): TClientConfig {
  return useContext(ClientConfigContext);
}
