import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededTestDatabase, TEST_NOW, testConfig } from './harness.ts';

/*
 * The links mailed to people carry a secret in their URL: an invitation's or reset's token, a
 * campaign message's token (opened, survey, unsubscribe), the questionnaire's, a report
 * subscription's unsubscribe. At the production log level every request's URL is logged:
 * the route must be there, the secret never.
 */
describe.each(DATABASE_KINDS)('tokens in logged URLs (%s)', (kind) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  const lines: string[] = [];
  beforeAll(async () => {
    database = await seededTestDatabase(kind, 50);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    ({ app } = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database,
      today: () => TEST_NOW,
      logStream,
    }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const token = (n: number) => `SeCrEt${n}tok_0123456789abcdefXYZ`;
  const calls: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; route: string }> = [
    { method: 'GET', url: `/api/t/o/${token(1)}`, route: '/api/t/o/[redacted]' },
    { method: 'GET', url: `/api/t/c/${token(2)}`, route: '/api/t/c/[redacted]' },
    { method: 'GET', url: `/api/t/u/${token(3)}`, route: '/api/t/u/[redacted]' },
    { method: 'POST', url: `/api/t/u/${token(4)}`, route: '/api/t/u/[redacted]' },
    { method: 'GET', url: `/api/responsive/${token(5)}`, route: '/api/responsive/[redacted]' },
    {
      method: 'PUT',
      url: `/api/responsive/${token(6)}?locale=fi`,
      route: '/api/responsive/[redacted]?locale=fi',
    },
    { method: 'POST', url: `/api/responsive/${token(7)}`, route: '/api/responsive/[redacted]' },
    { method: 'GET', url: `/responsive?t=${token(8)}`, route: '/responsive?t=[redacted]' },
    { method: 'GET', url: `/?resetToken=${token(9)}&invite=1`, route: '/?resetToken=[redacted]&invite=1' },
    { method: 'GET', url: `/?resetToken=${token(10)}`, route: '/?resetToken=[redacted]' },
    { method: 'GET', url: `/unsubscribe/campaign/${token(11)}`, route: '/unsubscribe/campaign/[redacted]' },
    { method: 'GET', url: `/unsubscribe/report/${token(12)}.sig`, route: '/unsubscribe/report/[redacted]' },
    {
      method: 'POST',
      url: `/api/vuejs/reports/mailunsubscribe/${token(13)}`,
      route: '/api/vuejs/reports/mailunsubscribe/[redacted]',
    },
  ];

  it('every token link is logged with its route and without its token', async () => {
    for (const call of calls)
      await app.inject({
        method: call.method,
        url: call.url,
        headers: CSRF_HEADER,
        ...(call.method === 'GET' ? {} : { payload: {} }),
      });
    const log = lines.join('');
    for (const call of calls) expect(log, call.url).toContain(`"url":"${call.route}"`);
    for (let n = 1; n <= calls.length; n++)
      expect(log.includes(`SeCrEt${n}tok`), `a log line holds token ${n}`).toBe(false);
  });
});
