import { type TClientConfig, ZClientConfig } from '@opinio/domain/schemas/auth';
import { createContext, useContext } from 'react';
import { apiRequest } from './api-client.ts';

/** GET /api/config/client?domain=: how this host signs in. Loaded before the app mounts. */
export function getClientConfig(domain: string): Promise<TClientConfig> {
  return apiRequest('/config/client', { query: { domain }, schema: ZClientConfig, ignoreUnauthorized: true });
}

export const ClientConfigContext = createContext<TClientConfig>({ auth: 'password' });

export function useClientConfig(): TClientConfig {
  return useContext(ClientConfigContext);
}
