import { routeByName } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access.ts';

const user = (roles: Partial<TUserIdentity> = {}) =>
  ({ isUserAdmin: false, isRoot: false, ...roles }) as TUserIdentity;

const redirectTarget = (decision: ReturnType<typeof decideAccess>) =>
  new URL(decision.kind === 'redirect' ? decision.to : '', 'http://x');

describe('navigation guard', () => {
  it('renders public routes without sign-in', () => {
    expect(decideAccess(routeByName('upgrade'), null, { pathname: '/upgrade', search: '' })).toEqual({
      kind: 'render',
    });
  });

  it('sends signed-out users to the login with the original path and survey', () => {
    const decision = decideAccess(routeByName('alerts'), null, {
      pathname: '/alertlist/cx/org%2Call',
      search: '?campaignId=3',
      surveyExtName: 'cx',
    });
    expect(decision.kind).toBe('redirect');
    const to = redirectTarget(decision);
    expect(to.pathname).toBe('/');
    expect(to.searchParams.get('redirect')).toBe('/alertlist/cx/org%2Call?campaignId=3');
    expect(to.searchParams.get('survey')).toBe('cx');
    expect(decision.kind === 'redirect' && decision.event).toBeUndefined();
  });

  it('a signed-out visit to a linkable link records a linkable_hit and goes to the login', () => {
    const target = { pathname: '/page/overview/cx/org', search: '?linkable=abc', surveyExtName: 'cx' };
    for (const sso of [false, true]) {
      const decision = decideAccess(routeByName('page'), null, target, { sso });
      expect(decision).toMatchObject({
        kind: 'redirect',
        event: {
          name: 'linkable_hit',
          path: '/page/overview/cx/org?linkable=abc',
          survey: 'cx',
          linkable: 'abc',
        },
      });
      expect(redirectTarget(decision).searchParams.get('redirect')).toBe(
        '/page/overview/cx/org?linkable=abc',
      );
    }
  });

  it('signed-out users on a single sign-on host go to the provider, back to the full path', () => {
    const decision = decideAccess(
      routeByName('page'),
      null,
      { pathname: '/page/overview/cx/org', search: '?redirect=%2Fx' },
      { sso: true },
    );
    expect(decision).toEqual({ kind: 'providerLogin', returnTo: '/page/overview/cx/org?redirect=%2Fx' });
  });

  it('signed-in users pass, also with a linkable query', () => {
    const target = { pathname: '/page/overview/cx/org', search: '?linkable=abc' };
    expect(decideAccess(routeByName('page'), user(), target, { sso: true })).toEqual({ kind: 'render' });
  });

  it('a member without a unit yet is taken from every survey route to "/", which says so', () => {
    const target = { pathname: '/page/overview/cx/org', search: '' };
    const noUnit = user({ noUnit: true, isUserAdmin: true });
    for (const name of ['page', 'alerts', 'interview', 'users', 'userdetails'] as const)
      expect(decideAccess(routeByName(name), noUnit, target), name).toEqual({ kind: 'redirect', to: '/' });
    // the sign-in screen itself, and a forwarding universe's page, need no survey
    expect(decideAccess(routeByName('login'), noUnit, target)).toEqual({ kind: 'render' });
    expect(decideAccess(routeByName('vgs'), noUnit, target)).toEqual({ kind: 'render' });
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
