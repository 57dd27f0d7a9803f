import { describe, expect, it } from 'vitest';
import { isSessionlessPath, pathFor, ROUTES, rewriteHashUrl } from './routes.ts';

describe('route table', () => {
  it('has a unique name for every route', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('knows every navigation-helper name of the spec', () => {
    const names = new Set<string>(ROUTES.map((r) => r.name));
    for (const name of 'login vgs finland rankings alerts samples page alert interview sample surveylist survey script globalscript universescript role mailtemplate smstemplate lettertemplate mailcampaign createmailcampaign usereditor userdetails users'.split(
      ' ',
    )) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it('builds paths from names and parameters; fromPage defaults to sample', () => {
    expect(
      pathFor('page', { pageId: 'overview', surveyExtName: 'cx', drillPath: 'org,all;ftime=rdays:-30:0' }),
    ).toBe('/page/overview/cx/org%2Call%3Bftime%3Drdays%3A-30%3A0');
    expect(pathFor('sample', { surveyExtName: 'cx', sampleId: 7 })).toBe('/sample/cx/sample/7');
    expect(() => pathFor('alert', { surveyExtName: 'cx' })).toThrow(/alertId/);
  });

  it("rewrites '#/' URLs to paths", () => {
    expect(rewriteHashUrl('#/sl')).toBe('/sl');
    expect(rewriteHashUrl('#section')).toBeNull();
  });

  it('marks the public routes and the chrome each route hides', () => {
    const publicRoutes = ROUTES.filter((r) => r.access === 'public').map((r) => r.path);
    expect(publicRoutes).toEqual([
      '/',
      '/upgrade',
      '/setup',
      '/bigscreen/:apiKeyToken',
      '/responsive',
      '/sharing/interview/:surveyExtName/:interviewId/:shareToken',
      '/unsubscribe/report/:token',
      '/unsubscribe/campaign/:token',
    ]);
    const interview = ROUTES.find((r) => r.name === 'interview')!;
    expect(interview).toMatchObject({ hideTabs: true, hideFilterSidebar: true });
  });

  it('shows the view tabs and the filter sidebar only on the screens they act on', () => {
    const withSelection = ROUTES.filter(
      (r) => !('hideChrome' in r) && !('hideFilterSidebar' in r && r.hideFilterSidebar),
    ).map((r) => r.name);
    expect(withSelection.sort()).toEqual(['alerts', 'page', 'rankings', 'samples']);
    for (const route of ROUTES.filter((r) => 'hideFilterSidebar' in r)) {
      expect(route, route.name).toMatchObject({ hideTabs: true });
    }
  });
});

describe('screens without a session', () => {
  it('is the big screen only: its key is in the address', () => {
    expect(isSessionlessPath('/bigscreen/opk_abc')).toBe(true);
    expect(isSessionlessPath('/bigscreen')).toBe(false);
    expect(isSessionlessPath('/page/dashboard/cx/org,all')).toBe(false);
    expect(isSessionlessPath('/')).toBe(false);
  });
});
