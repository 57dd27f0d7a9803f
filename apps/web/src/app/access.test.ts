import { routeByName } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access.ts';

const user = (roles: Partial<TUserIdentity> = {}) =>
  ({ isUserAdmin: false, isRoot: false, ...roles }) as TUserIdentity;

describe('navigation guard', () => {
  it('renders public routes without sign-in', () => {
    expect(decideAccess(routeByName('upgrade'), null, { pathname: '/upgrade', search: '' })).toEqual({
      kind: 'render',
    });
  });

  it('sends signed-out users to the login with the original path and survey', () => {
    const decision = decideAccess(routeByName('alerts'), null, {
      pathname: '/alertlist/cx/org%2Call',
      search: '?linkable=1',
      surveyExtName: 'cx',
    });
    expect(decision.kind).toBe('redirect');
    const to = new URL(decision.kind === 'redirect' ? decision.to : '', 'http://x');
    expect(to.pathname).toBe('/');
    expect(to.searchParams.get('redirect')).toBe('/alertlist/cx/org%2Call?linkable=1');
    expect(to.searchParams.get('survey')).toBe('cx');
  });

  it('shows no access to non-admins on admin routes and non-root on root routes', () => {
    const target = { pathname: '/x', search: '' };
    expect(decideAccess(routeByName('users'), user(), target)).toEqual({
      kind: 'noAccess',
      rule: 'userAdmin',
    });
    expect(decideAccess(routeByName('users'), user({ isUserAdmin: true }), target)).toEqual({
      kind: 'render',
    });
    expect(decideAccess(routeByName('surveylist'), user({ isUserAdmin: true }), target)).toEqual({
      kind: 'noAccess',
      rule: 'root',
    });
    expect(decideAccess(routeByName('surveylist'), user({ isRoot: true }), target)).toEqual({
      kind: 'render',
    });
  });
});
