import type { TApiError } from '@opinio/domain/schemas/error';
import type { TWebhook } from '@opinio/domain/schemas/webhooks';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '#db/migrations.ts';
import { seededAppOnClickHouse } from './clickhouse-app.ts';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';
import { csvRows, HEADER, multipart } from './import-fixture.ts';
import { until } from './mail-outbox-fixture.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';
import { WebhookReceiver } from './webhook-receiver.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

/** GET /metrics with the token, parsed by a Prometheus text-format parser (not prom-client's own reader). */
async function scrape(t: TestApp): Promise<PrometheusFamily[]> {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(response.body);
}

const family = (families: PrometheusFamily[], name: string) => {
  const found = families.find((f) => f.name === name);
  expect(found, `${name} in /metrics`).toBeDefined();
  return found!;
};

/** The sum of a counter's or gauge's samples whose labels include `labels`. */
function value(families: PrometheusFamily[], name: string, labels: Record<string, string> = {}): number {
  return family(families, name)
    .metrics.filter((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))
    .reduce((sum, m) => sum + Number(m.value), 0);
}

describe.each(DATABASE_KINDS)('monitoring: /healthz, /readyz and /metrics (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let receiver: WebhookReceiver;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    receiver = await WebhookReceiver.start();
    t = await seededApp(kind, 300, { smtpUrl: smtp.url, metricsToken: TOKEN });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.stop();
    await smtp?.stop();
  });

  it('/healthz answers while the process runs; /readyz says what it checked', async () => {
    const live = await t.app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toMatch(/^application\/json/);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.headers['content-type']).toMatch(/^application\/json/);
    expect(ready.json()).toEqual({
      status: 'ok',
      database: kind,
      databaseMs: expect.any(Number),
      migrations: MIGRATIONS.length,
      analytics: 'duckdb',
      analyticsMs: expect.any(Number),
    });
  });

  it("is the Prometheus text format: the process's metrics, the queues' depths and the read model", async () => {
    // a dashboard call opens the survey in the read model
    const kpis = await t.app.inject({
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
      headers: { cookie: admin },
    });
    expect(kpis.statusCode).toBe(200);
    const families = await scrape(t);
    expect(family(families, 'process_cpu_user_seconds_total').type).toBe('COUNTER');
    expect(family(families, 'nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    expect(family(families, 'nodejs_heap_size_used_bytes').type).toBe('GAUGE');
    expect(family(families, 'opinio_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(value(families, 'opinio_database_up')).toBe(1);
    expect(value(families, 'opinio_analytics_up')).toBe(1);
    expect(value(families, 'opinio_analytics_open_surveys')).toBeGreaterThanOrEqual(1);
    expect(value(families, 'opinio_analytics_memory_bytes')).toBeGreaterThan(0);
    // every task type is listed, queued or not; every queue's states too
    for (const state of ['queued', 'running'])
      expect(value(families, 'opinio_task_queue_depth', { type: 'import_interviews', state })).toBe(0);
    expect(family(families, 'opinio_task_queue_oldest_seconds').metrics.length).toBeGreaterThan(0);
    for (const state of ['queued', 'sending', 'held'])
      expect(family(families, 'opinio_mail_outbox_depth').metrics.map((m) => m.labels?.state)).toContain(
        state,
      );
    expect(
      family(families, 'opinio_webhook_queue_depth')
        .metrics.map((m) => m.labels?.state)
        .sort(),
    ).toEqual(['queued', 'sending']);
    // DuckDB here: no relay
    expect(families.some((f) => f.name === 'opinio_clickhouse_outbox_rows')).toBe(false);
  });

  it('counts requests by method, route template and status class, never by the URL with its ids', async () => {
    const route = '/api/vuejs/analytics/kpis/:survey/:drillPathFiltered';
    const before = await scrape(t);
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        url: `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
        headers: { cookie: admin },
      });
    await t.app.inject({ url: `/api/vuejs/analytics/kpis/cx/${path('org,all')}` });
    await t.app.inject({ url: '/api/vuejs/no/such/call' });
    await t.app.inject({ url: '/some/page/of/the/web/app' });
    const after = await scrape(t);
    const moved = (labels: Record<string, string>) =>
      value(after, 'opinio_http_requests_total', labels) -
      value(before, 'opinio_http_requests_total', labels);
    expect(moved({ method: 'GET', route, status_class: '2xx' })).toBe(3);
    expect(moved({ method: 'GET', route, status_class: '4xx' })).toBe(1);
    expect(moved({ method: 'GET', route: '(no route)', status_class: '4xx' })).toBe(1);
    expect(moved({ method: 'GET', route: '(web app)' })).toBe(1);
    // the scrape itself is a request too
    expect(moved({ method: 'GET', route: '/metrics', status_class: '2xx' })).toBe(1);
    // the parser keeps no labels of a histogram's samples: the route's are read from the text
    expect(family(after, 'opinio_http_request_duration_seconds').type).toBe('HISTOGRAM');
    const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
    const sample = (suffix: string, le = '') =>
      Number(
        new RegExp(
          `^opinio_http_request_duration_seconds_${suffix}\\{${le}method="GET",route="${route}"\\} (\\S+)$`,
          'm',
        ).exec(text)?.[1],
      );
    expect(sample('count')).toBeGreaterThanOrEqual(4);
    expect(sample('bucket', 'le="\\+Inf",')).toBe(sample('count'));
    expect(sample('sum')).toBeGreaterThan(0);
    const labels = after.flatMap((f) => f.metrics.flatMap((m) => Object.values(m.labels ?? {})));
    expect(labels.filter((label) => /org|\/cx\/|no\/such|some\/page/.test(label))).toEqual([]);
  });

  it('moves its counters as a mail, a webhook delivery and a task happen', async () => {
    const before = await scrape(t);
    /** How far a counter moved since `before`, once it reached `expected` (polled: each is counted once recorded). */
    const movedTo = async (name: string, labels: Record<string, string>, expected: number) => {
      let moved = 0;
      await until(async () => {
        moved = value(await scrape(t), name, labels) - value(before, name, labels);
        return moved >= expected;
      }, `${name} to move by ${expected}`);
      return moved;
    };

    // a mail: a password reset, through the outbox to the SMTP server
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/forgot',
      headers: CSRF_HEADER,
      payload: { user: 'regional' },
    });
    expect(forgot.statusCode).toBe(204);
    await smtp.nextMail();
    expect(await movedTo('opinio_mail_attempts_total', {}, 1)).toBe(1);

    // a webhook delivery: the endpoint's test event, to a receiver that takes it
    const hook = (
      await t.app.inject({
        method: 'POST',
        url: '/api/vuejs/webhooks/cx',
        headers: { cookie: admin, ...CSRF_HEADER },
        // an event nothing else here causes: the test event is the one delivery
        payload: { name: 'Metrics', url: receiver.url, events: ['plan.due'] },
      })
    ).json() as TWebhook;
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/vuejs/webhooks/cx/${hook.id}/test`,
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    expect(test.statusCode, test.body).toBe(200);
    await until(() => receiver.received.length > 0, 'the webhook delivery');
    expect(await movedTo('opinio_webhook_attempts_total', {}, 1)).toBe(1);

    // a task: an import of two interviews, run by the task worker
    const body = multipart('two.csv', [HEADER, ...csvRows('metrics', 2)].join('\n'));
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/surveys/import/cx',
      headers: { cookie: admin, ...CSRF_HEADER, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(await movedTo('opinio_task_runs_total', { type: 'import_interviews', outcome: 'done' }, 1)).toBe(
      1,
    );

    const after = await scrape(t);
    expect(
      value(after, 'opinio_webhook_failures_total') - value(before, 'opinio_webhook_failures_total'),
    ).toBe(0);
    expect(value(after, 'opinio_mail_failures_total') - value(before, 'opinio_mail_failures_total')).toBe(0);
    expect(value(after, 'opinio_task_queue_depth', { type: 'import_interviews' })).toBe(0);
  });

  it('asks for METRICS_TOKEN as a bearer token: 401 in the error shape without it or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcd', TOKEN, `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect((response.json() as TApiError).error.code).toBe('unauthorized');
    }
    // the probes ask for nothing
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('monitoring on ClickHouse (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // without METRICS_TOKEN: the scrape's bearer token is not looked at
    t = await seededAppOnClickHouse('pglite', 300);
  }, 120_000);
  afterAll(() => t?.close());

  it("/readyz asks ClickHouse; /metrics shows the relay's outbox", async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', analytics: 'clickhouse' });
    const families = await scrape(t);
    expect(value(families, 'opinio_analytics_up')).toBe(1);
    expect(family(families, 'opinio_clickhouse_outbox_rows').metrics).toHaveLength(1);
    expect(value(families, 'opinio_clickhouse_outbox_rows')).toBeGreaterThanOrEqual(0);
    expect(families.some((f) => f.name === 'opinio_analytics_open_surveys')).toBe(false);
  });
});
