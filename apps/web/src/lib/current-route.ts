import type { RouteDef } from '@opinio/domain/routes';
import { useMatches } from 'react-router';

export interface RouteHandle {
  route: RouteDef;
}

export interface CurrentRoute {
  /** null on the catch-all route that redirects to "/". */
  route: RouteDef | null;
  params: Readonly<Record<string, string | undefined>>;
}

/** The matched route of the ROUTES table and its (decoded) parameters. */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const handle = leaf?.handle as RouteHandle | undefined;
  return { route: handle?.route ?? null, params: leaf?.params ?? {} };
}
