import { apiPath } from '@opinio/domain/api/api-route';
import { authApi } from '@opinio/domain/api/auth';
import { configApi } from '@opinio/domain/api/config';
import { dashboardApi } from '@opinio/domain/api/dashboard';
import { pathFor } from '@opinio/domain/routes';
import { describe, expect, it } from 'vitest';
import { EARLY_CONFIG_PATH, EARLY_PAGE_PATHS, EARLY_SESSION_PATH, pagePaths } from './early-calls.ts';

describe('the calls sent before the app loads', () => {
  it('are the route table’s session check and client configuration, with their methods', () => {
    expect(EARLY_SESSION_PATH).toBe(authApi.validateCookie.path);
    expect(authApi.validateCookie.method).toBe('POST');
    expect(EARLY_CONFIG_PATH).toBe(configApi.client.path);
    expect(configApi.client.method).toBe('GET');
  });

  it("a dashboard page's first calls are the route table's KPI tiles and drill path, as apiPath builds them", () => {
    expect(EARLY_PAGE_PATHS).toEqual([dashboardApi.kpis.path, dashboardApi.drillPath.path]);
    expect(dashboardApi.kpis.method).toBe('GET');
    expect(dashboardApi.drillPath.method).toBe('GET');
    const identity = {
      surveys: [
        {
          extName: 'cx shop',
          pages: [
            { extname: 'overview', components: [{ type: 'TrendChart' }, { type: 'KpiTiles' }] },
            { extname: 'leaderboard', components: [{ type: 'GamificationOverviewConfig' }] },
          ],
        },
      ],
    };
    const drillPath = 'org,all,north;ftime=rdays:-90:0;channel=web,shop';
    const params = { survey: 'cx shop', drillPathFiltered: drillPath };
    const page = (pageId: string, survey = 'cx shop') =>
      pathFor('page', { pageId, surveyExtName: survey, drillPath });
    expect(pagePaths(identity, page('overview'))).toEqual([
      apiPath(dashboardApi.kpis, params),
      apiPath(dashboardApi.drillPath, params),
    ]);
    // a page without KPI tiles, another survey, another screen, a broken address: nothing
    expect(pagePaths(identity, page('leaderboard'))).toEqual([]);
    expect(pagePaths(identity, page('nope'))).toEqual([]);
    expect(pagePaths(identity, page('overview', 'other'))).toEqual([]);
    expect(pagePaths(identity, '/alerts/cx%20shop/org%2Call')).toEqual([]);
    expect(pagePaths(identity, '/page/overview/cx%20shop/%E0%A4%A')).toEqual([]);
    expect(pagePaths(null, page('overview'))).toEqual([]);
  });
});
