import type { TReportStarted, TReportStatus } from '@opinio/domain/schemas/reports';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from './harness.ts';

/**
 * Starts a report as the web app does (GET with the CSRF header, or POST with a body), waits
 * for the task worker to finish it by polling its status, and downloads the file.
 */
export async function runReport(
  app: FastifyInstance,
  cookie: string,
  url: string,
  body?: unknown,
): Promise<{
  started: TReportStarted;
  status: TReportStatus;
  file: Buffer;
  headers: Record<string, unknown>;
}> {
  const start = await app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: { cookie, ...CSRF_HEADER },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (start.statusCode !== 200)
    throw new Error(`Starting ${url} answered ${start.statusCode}: ${start.body}`);
  const started = start.json() as TReportStarted;
  const survey = decodeURIComponent(url.split('/')[5]);
  const status = await waitForReport(app, cookie, survey, started.reportUUID);
  if (status.status !== 'FINISHED') throw new Error(`The report ${status.status}: ${status.error}`);
  const download = await app.inject({
    method: 'GET',
    url: `/api/vuejs/reports/download/${survey}/${started.reportUUID}`,
    headers: { cookie },
  });
  if (download.statusCode !== 200)
    throw new Error(`Download answered ${download.statusCode}: ${download.body}`);
  return { started, status, file: download.rawPayload, headers: download.headers };
}

/** Polls a report's status until it is finished or failed (the worker runs in the app). */
export async function waitForReport(
  app: FastifyInstance,
  cookie: string,
  survey: string,
  uuid: string,
  timeoutMs = 60_000,
): Promise<TReportStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/vuejs/reports/status/${survey}/${uuid}`,
      headers: { cookie },
    });
    if (response.statusCode !== 200)
      throw new Error(`Status answered ${response.statusCode}: ${response.body}`);
    const status = response.json() as TReportStatus;
    if (status.status === 'FINISHED' || status.status === 'FAILED') return status;
    if (Date.now() > deadline) throw new Error(`The report is still ${status.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
