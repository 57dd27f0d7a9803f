import type { RouteDef } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import type { TLinkableHit } from '@opinio/domain/schemas/events';

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'noAccess'; rule: 'userAdmin' | 'root' }
  /** `event`: record it on the way (a signed-out visit to a linkable link). */
  | { kind: 'redirect'; to: string; event?: TLinkableHit }
  /** Single sign-on: to the identity provider's login, back at `returnTo` afterwards. */
  | { kind: 'providerLogin'; returnTo: string };

interface Target {
  pathname: string;
  search: string;
  surveyExtName?: string;
}

interface GuardContext {
  /** The host signs in through an identity provider (client configuration `sso`). */
  sso: boolean;
}

/**
 * The navigation guard (docs/product.md#navigation-guard), for a route whose client
 * configuration is loaded (the app mounts only then):
 * - a protected route with a signed-in user passes (then the route's role decides; a
 *   survey's route takes a member without a unit yet to "/", which says why there is nothing);
 * - otherwise a path other than "/" with a `linkable` query records a 'linkable_hit' event
 *   (path, survey, linkable) and goes to "/" with `redirect` (the full path) and `survey`;
 * - root users (signed in: passed above) and a path already carrying `redirect` pass to
 *   the route's sign-in; everything else goes to "/" too, which is the login;
 * - the sign-in of a protected route: on a single sign-on host, the provider's login
 *   (returning to the path); with passwords, the login at "/" with `redirect` and `survey`,
 *   so that after sign-in the user lands on the target.
 */
export function decideAccess(
  route: RouteDef,
  identity: TUserIdentity | null,
  target: Target,
  context: GuardContext = { sso: false },
): AccessDecision {
  if (route.access === 'public') return { kind: 'render' };
  if (identity) return roleDecision(route, identity);

  const fullPath = target.pathname + target.search;
  const query = new URLSearchParams(target.search);
  const survey = target.surveyExtName ?? query.get('survey');
  const login = new URLSearchParams({ redirect: fullPath });
  if (survey) login.set('survey', survey);
  const linkable = query.get('linkable');
  if (target.pathname !== '/' && linkable !== null) {
    return {
      kind: 'redirect',
      to: `/?${login}`,
      event: { name: 'linkable_hit', path: fullPath, survey: survey ?? null, linkable },
    };
  }
  if (context.sso) return { kind: 'providerLogin', returnTo: fullPath };
  return { kind: 'redirect', to: `/?${login}` };
}

function roleDecision(route: RouteDef, identity: TUserIdentity): AccessDecision {
  // A member without a unit yet sees no survey: the sign-in screen says so (no-surveys-notice.tsx).
  if (identity.noUnit && route.path.includes(':surveyExtName')) return { kind: 'redirect', to: '/' };
  // Root users are global: they pass the administrators' routes too.
  if (route.access === 'userAdmin' && !identity.isUserAdmin && !identity.isRoot) {
    return { kind: 'noAccess', rule: 'userAdmin' };
  }
  if (route.access === 'root' && !identity.isRoot) return { kind: 'noAccess', rule: 'root' };
  return { kind: 'render' };
}
