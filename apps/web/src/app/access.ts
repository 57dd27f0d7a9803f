import type { RouteDef } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'noAccess'; rule: 'userAdmin' | 'root' }
  | { kind: 'redirect'; to: string };

interface Target {
  pathname: string;
  search: string;
  surveyExtName?: string;
}

/**
 * The navigation guard (SPEC section 2). Signed-in users pass, subject to the route's
 * role. Signed-out users on a protected route go to the login at "/" with `redirect`
 * (the full original path) and `survey`, so that after sign-in they land on the target.
 */
export function decideAccess(
  route: RouteDef,
  identity: TUserIdentity | null,
  target: Target,
): AccessDecision {
  if (route.access === 'public') return { kind: 'render' };
  if (!identity) {
    // A path carrying `linkable` will record a 'linkable_hit' analytics event here once analytics exist.
    const query = new URLSearchParams({ redirect: target.pathname + target.search });
    const survey = target.surveyExtName ?? new URLSearchParams(target.search).get('survey');
    if (survey) query.set('survey', survey);
    return { kind: 'redirect', to: `/?${query}` };
  }
  // Root users are global: they pass the administrators' routes too.
  if (route.access === 'userAdmin' && !identity.isUserAdmin && !identity.isRoot) {
    return { kind: 'noAccess', rule: 'userAdmin' };
  }
  if (route.access === 'root' && !identity.isRoot) return { kind: 'noAccess', rule: 'root' };
  return { kind: 'render' };
}
