import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { alertsApi } from '@opinio/domain/api/alerts';
import { authApi } from '@opinio/domain/api/auth';
import { bigScreenApi } from '@opinio/domain/api/bigscreen';
import { liveApi } from '@opinio/domain/api/live';
import { reportsApi } from '@opinio/domain/api/reports';
import { tasksApi } from '@opinio/domain/api/tasks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, callApi, fetchApi, setAccessTokenProvider, setUnauthorizedHandler } from './api-client.ts';

/** What the server saw of one call. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server on the page's origin whose answers the test scripts. */
type Answer = (response: ServerResponse) => void;
let answer: Answer = (response) => response.writeHead(204).end();
let seen: Seen[] = [];
let server: Server;

const json = (status: number, body: unknown): Answer => {
  return (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(globalThis, { window: { location: { origin } } });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let sessionEnded = 0;
afterEach(() => {
  seen = [];
  sessionEnded = 0;
  setAccessTokenProvider(() => null);
});
setUnauthorizedHandler(() => {
  sessionEnded += 1;
});

describe('callApi', () => {
  it("sends the entry's method to its URL, each parameter one segment, with the query and a JSON body", async () => {
    answer = json(200, { changed: [3], skipped: [] });
    const result = await callApi(tasksApi.assignState, {
      params: { survey: 'a b/c' },
      body: { ids: [3], newstate: 'queued' },
    });
    expect(result).toEqual({ changed: [3], skipped: [] });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/vuejs/surveys/tasks/assignstate/a%20b%2Fc',
      body: '{"ids":[3],"newstate":"queued"}',
    });
    expect(seen[0].headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-requested-with': 'opinio',
    });

    answer = json(200, { items: [], nextCursor: null });
    await callApi(alertsApi.list, {
      params: { survey: 'cx', drillPathFiltered: 'org,all;ftime=rdays:-90:0' },
      query: { state: 'open', cursor: undefined, limit: 25 },
    });
    expect(seen[1]).toMatchObject({
      method: 'GET',
      url: '/api/vuejs/alerts/cx/org%2Call%3Bftime%3Drdays%3A-90%3A0?state=open&limit=25',
      body: '',
    });
    expect(seen[1].headers['content-type']).toBeUndefined();
  });

  it('answers undefined for a 204, and sends no body where the entry declares none', async () => {
    answer = (response) => response.writeHead(204).end();
    await expect(callApi(authApi.logout)).resolves.toBeUndefined();
    answer = json(200, { changed: [], skipped: [9] });
    await callApi(tasksApi.deleteSingle, { params: { survey: 'cx', taskId: 9 } });
    expect(seen[1]).toMatchObject({
      method: 'POST',
      url: '/api/vuejs/surveys/tasks/deletesingle/cx/9',
      body: '',
    });
  });

  it('answers the JSON as the server sent it; an answer that is not JSON is refused', async () => {
    // the server checks each answer against the entry's schema before sending it (decision 030)
    answer = json(200, { open: 3 });
    await expect(callApi(alertsApi.count, { params: { survey: 'cx' } })).resolves.toEqual({ open: 3 });

    answer = (response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    const notJson = await callApi(alertsApi.count, { params: { survey: 'cx' } }).catch((e: unknown) => e);
    expect(notJson).toMatchObject({ status: 200, code: 'invalid_response' });
    expect((notJson as Error).message).toContain('/api/vuejs/alerts/count/:survey');
  });

  it("throws the server's error; a 401 ends the session unless the call says it means something else", async () => {
    answer = json(400, { error: { code: 'invalid_value', message: 'No such state', field: 'state' } });
    const refused = await callApi(alertsApi.update, { params: { survey: 'cx', alertId: 1 }, body: {} }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      code: 'invalid_value',
      field: 'state',
      message: 'No such state',
    });

    answer = json(401, { error: { code: 'unauthorized', message: 'Sign in' } });
    await expect(callApi(alertsApi.count, { params: { survey: 'cx' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(sessionEnded).toBe(1);
    await expect(
      callApi(authApi.login, { body: { username: 'a', password: 'b' }, ignoreUnauthorized: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(sessionEnded).toBe(1);

    answer = (response) => response.writeHead(502, 'Bad Gateway').end('<html>');
    await expect(callApi(authApi.logout)).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('sends the single sign-on access token, except on a call about the cookie alone', async () => {
    setAccessTokenProvider(() => 'sso-token');
    answer = json(200, { open: 2 });
    await callApi(alertsApi.count, { params: { survey: 'cx' } });
    expect(seen[0].headers.authorization).toBe('Bearer sso-token');
    answer = json(401, { error: { code: 'unauthorized', message: 'No session' } });
    await callApi(authApi.validateCookie, {
      body: {},
      ignoreUnauthorized: true,
      sendAccessToken: false,
    }).catch(() => {});
    expect(seen[1].headers.authorization).toBeUndefined();
  });

  it('a 401 to a call sent before the session was replaced (acting as a user) does not end the new one', async () => {
    let answerHeld: (() => void) | null = null;
    answer = (response) => {
      if (seen.at(-1)?.url.includes('/alerts/count/')) {
        // the old session's call, answered once the server has replaced (and revoked) it
        answerHeld = () => json(401, { error: { code: 'unauthorized', message: 'Sign in' } })(response);
      } else json(200, { user: { id: 7 } })(response);
    };
    const before = callApi(alertsApi.count, { params: { survey: 'cx' } }).catch((e: unknown) => e);
    await expect.poll(() => answerHeld !== null).toBe(true);
    await callApi(authApi.impersonateUser, { body: { userName: 'store' } });
    (answerHeld as unknown as () => void)();
    expect(await before).toMatchObject({ status: 401 });
    expect(sessionEnded).toBe(0);
    // a call of the new session answered 401: that session has ended
    answer = json(401, { error: { code: 'unauthorized', message: 'Sign in' } });
    await expect(callApi(alertsApi.count, { params: { survey: 'cx' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(sessionEnded).toBe(1);
  });

  it('sends an API key as the only credential, and its 401 does not end the session', async () => {
    setAccessTokenProvider(() => 'sso-token');
    answer = json(401, { error: { code: 'revoked_key', message: 'The key was revoked' } });
    await expect(callApi(bigScreenApi.summary, { apiKey: 'bs_key' })).rejects.toMatchObject({
      status: 401,
      code: 'revoked_key',
    });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/bigscreen/summary' });
    expect(seen[0].headers.authorization).toBe('Bearer bs_key');
    expect(sessionEnded).toBe(0);
  });

  it('types every option from the entry', () => {
    // Never called: what the compiler accepts is the point.
    const calls = () => [
      // @ts-expect-error: an alert is named by `alertId`
      callApi(alertsApi.alert, { params: { survey: 'cx', id: 1 } }),
      // @ts-expect-error: the alert list has no query `sort`
      callApi(alertsApi.list, { params: { survey: 'cx', drillPathFiltered: 'org' }, query: { sort: 'x' } }),
      // @ts-expect-error: not a state of the alert list
      callApi(alertsApi.list, { params: { survey: 'cx', drillPathFiltered: 'org' }, query: { state: 'x' } }),
      // @ts-expect-error: the path's parameters are needed
      callApi(alertsApi.alert),
      // @ts-expect-error: an update needs its body, even one with every field optional
      callApi(alertsApi.update, { params: { survey: 'cx', alertId: 1 } }),
      // @ts-expect-error: a GET has no body
      callApi(alertsApi.count, { params: { survey: 'cx' }, body: {} }),
      // @ts-expect-error: the big screen's call needs its API key
      callApi(bigScreenApi.summary),
      // @ts-expect-error: an event stream has no JSON answer
      callApi(liveApi.stream),
    ];
    expect(calls).toBeTypeOf('function');
  });
});

describe('fetchApi', () => {
  it("answers the response of a file, asked for as the entry's media type", async () => {
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end('a,b\n');
    };
    const response = await fetchApi(reportsApi.download, {
      params: { survey: 'cx', uuid: '0b6f7c1e-2f43-4a8e-9d2c-6f1f7c1e2f43' },
    });
    expect(await response.text()).toBe('a,b\n');
    expect(seen[0].url).toBe('/api/vuejs/reports/download/cx/0b6f7c1e-2f43-4a8e-9d2c-6f1f7c1e2f43');
    // either of the report's types
    expect(seen[0].headers.accept).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/pdf',
    );
  });
});
