import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { alertsApi } from './alerts.ts';
import {
  API_TAGS,
  type ApiBody,
  type ApiParams,
  type ApiQuery,
  type ApiResponse,
  apiErrorStatuses,
  apiPath,
  matchApiPath,
  type PathParamNames,
} from './api-route.ts';
import { API_ROUTES } from './api-routes.ts';
import { authApi } from './auth.ts';
import { dashboardApi } from './dashboard.ts';
import { filtersApi } from './filters.ts';
import { ingestionApi } from './ingestion.ts';
import { interviewsApi } from './interviews.ts';
import { liveApi } from './live.ts';
import { tasksApi } from './tasks.ts';

describe('apiPath', () => {
  it('encodes each parameter as one path segment, a filtered drill path included', () => {
    expect(
      apiPath(dashboardApi.kpis, { survey: 'cx', drillPathFiltered: 'org,all,north;ftime=rdays:-90:0' }),
    ).toBe('/api/vuejs/analytics/kpis/cx/org%2Call%2Cnorth%3Bftime%3Drdays%3A-90%3A0');
    expect(apiPath(alertsApi.alert, { survey: 'a/b c', alertId: 7 })).toBe('/api/vuejs/alert/a%2Fb%20c/7');
  });

  it('appends the query, leaving out empty values', () => {
    expect(
      apiPath(
        alertsApi.list,
        { survey: 'cx', drillPathFiltered: 'org,all' },
        { state: 'open', limit: 20, cursor: undefined },
      ),
    ).toBe('/api/vuejs/alerts/cx/org%2Call?state=open&limit=20');
    expect(apiPath(interviewsApi.list, { survey: 'cx', drillPathFiltered: 'org,all' }, { search: '' })).toBe(
      '/api/vuejs/interviews/cx/org%2Call',
    );
    expect(apiPath(interviewsApi.list, { survey: 'cx', drillPathFiltered: 'org' }, { search: 'a&b=c' })).toBe(
      '/api/vuejs/interviews/cx/org?search=a%26b%3Dc',
    );
  });

  it('refuses a missing or empty parameter', () => {
    expect(() => apiPath(alertsApi.alert, { survey: 'cx' } as never)).toThrow(/alertId/);
    expect(() => apiPath(alertsApi.count, { survey: '' })).toThrow(/survey/);
  });

  it('leaves a path without parameters as it is', () => {
    expect(apiPath(authApi.login, {})).toBe('/api/vuejs/auth/login');
    expect(apiPath(liveApi.stream)).toBe('/api/vuejs/events/stream');
  });

  it("types the parameters from the path and the query from the route's schema", () => {
    expectTypeOf<PathParamNames<'/api/vuejs/alert/:survey/:alertId'>>().toEqualTypeOf<'survey' | 'alertId'>();
    expectTypeOf<PathParamNames<'/api/health'>>().toEqualTypeOf<never>();
    // @ts-expect-error: the alert list has no query parameter `sort`
    apiPath(alertsApi.list, { survey: 'cx', drillPathFiltered: 'org' }, { sort: 'newest' });
    // @ts-expect-error: an alert is named by `alertId`
    expect(() => apiPath(alertsApi.alert, { survey: 'cx', id: 7 })).toThrow(/alertId/);
    // @ts-expect-error: a filter set is `standard` or `time`
    expect(apiPath(filtersApi.list, { survey: 'cx', type: 'other' })).toBe(
      '/api/vuejs/filters/list/cx/other',
    );
  });
});

describe('matchApiPath', () => {
  it('reads the decoded parameters back from a path apiPath built', () => {
    const params = { survey: 'a b/c', a: 12, b: '1.4.179.x_Y-9' };
    expect(
      matchApiPath(interviewsApi.sharedInterview, apiPath(interviewsApi.sharedInterview, params)),
    ).toEqual({ survey: 'a b/c', a: '12', b: '1.4.179.x_Y-9' });
  });

  it("answers null for another route's path, a query, another origin or a malformed escape", () => {
    const route = interviewsApi.sharedInterview;
    expect(matchApiPath(route, '/api/vuejs/interview/cx/123')).toBeNull();
    expect(matchApiPath(route, '/api/vuejs/sharing/interview/cx/1/x?y=1')).toBeNull();
    expect(matchApiPath(route, 'https://evil.example/api/vuejs/sharing/interview/cx/1/x')).toBeNull();
    expect(matchApiPath(route, '/api/vuejs/sharing/interview/cx/1/%E0%A4%A')).toBeNull();
  });
});

describe('call types', () => {
  it("types a call's parameters, query, body and answer from its entry", () => {
    expectTypeOf<ApiParams<typeof filtersApi.list>>().toEqualTypeOf<{
      survey: string | number;
      type: 'standard' | 'time';
    }>();
    // a parameter the server coerces to a number takes a number or its text
    expectTypeOf<ApiParams<typeof alertsApi.alert>['alertId']>().toEqualTypeOf<string | number>();
    expectTypeOf<ApiQuery<typeof alertsApi.list>>().toHaveProperty('state');
    expectTypeOf<ApiQuery<typeof alertsApi.count>>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<ApiBody<typeof alertsApi.update>>().toHaveProperty('resolution');
    expectTypeOf<ApiBody<typeof alertsApi.alert>>().toBeNever();
    expectTypeOf<ApiResponse<typeof alertsApi.count>>().toEqualTypeOf<{ open: number }>();
    expectTypeOf<ApiResponse<typeof authApi.logout>>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiResponse<typeof liveApi.stream>>().toBeNever();
  });
});

describe('route table', () => {
  it('has one entry per method and path, each with a unique name', () => {
    const keys = API_ROUTES.map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const names = API_ROUTES.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every route a one-line summary and a known tag, and every tag a route', () => {
    for (const { name, route } of API_ROUTES) {
      expect(route.summary, name).toMatch(/^\S.*\S$/);
      expect(route.summary, name).not.toContain('\n');
      expect(Object.keys(API_TAGS), name).toContain(route.tag);
    }
    expect(new Set(API_ROUTES.map(({ route }) => route.tag))).toEqual(new Set(Object.keys(API_TAGS)));
  });

  it("declares a params schema with exactly the path's parameters", () => {
    for (const { name, route } of API_ROUTES) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      expect(declared, name).toEqual(inPath);
    }
  });

  it('keeps the web calls under /api/vuejs and the public API under /api/v1', () => {
    for (const { name, route } of API_ROUTES) {
      // outside /api: the probes and metrics, where monitoring looks for them
      expect(route.path, name).toMatch(
        /^\/api\/(vuejs|v1|bigscreen|config|responsive|t)\/|^\/api\/(health|openapi\.json|setup)$|^\/(healthz|readyz|metrics)$/,
      );
      if (route.path.startsWith('/api/v1/')) expect(route.auth, name).toBe('apiKey');
      // an invitation's links: the token in the path is the credential
      if (/^\/api\/(responsive|t)\//.test(route.path))
        expect(route, name).toMatchObject({ auth: 'public', signedLink: true });
    }
  });
});

describe('apiErrorStatuses', () => {
  it('adds 400 for input, 413 for a body, 415 for a JSON body, 401 for a credential, 403 for the CSRF header and 404 for a survey', () => {
    expect(apiErrorStatuses(alertsApi.update)).toEqual([400, 401, 403, 404, 413, 415]);
    expect(apiErrorStatuses(alertsApi.rules)).toEqual([400, 401, 403, 404]);
    expect(apiErrorStatuses(authApi.login)).toEqual([400, 401, 403, 413, 415, 429]);
    // a multipart upload: no 415 of its own
    expect(apiErrorStatuses(tasksApi.importFile)).not.toContain(415);
    expect(apiErrorStatuses(tasksApi.deleteSingle)).toEqual([400, 401, 403, 404, 409]);
  });

  it('needs no CSRF header for a call authenticated by an API key alone', () => {
    expect(apiErrorStatuses(ingestionApi.interviews)).toEqual([400, 401, 404, 409, 413, 415]);
  });
});
