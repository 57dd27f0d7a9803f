import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { mailDb } from '#mail/outbox-tables.ts';
import { CSRF_HEADER, signIn } from './harness.ts';

/* What the mail outbox tests share: reading the outbox, waiting, posting interviews. */

/** Every row of the outbox, oldest first (as background work sees it: every universe). */
export const outboxRows = (db: Kysely<DB>) =>
  runAsTenant('all', () => mailDb(db).selectFrom('mail_outbox').selectAll().orderBy('id').execute());

/** Waits until `check` holds (polling), or fails naming what did not happen. */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Posts interviews of the cx survey through the public ingestion API, as the admin's key. */
export async function postInterviews(app: FastifyInstance, interviews: unknown[]) {
  const admin = await signIn(app, 'admin');
  const key = (
    await app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx',
      headers: { cookie: admin, ...CSRF_HEADER },
    })
  ).json() as TApiKeyCreated;
  return app.inject({
    method: 'POST',
    url: '/api/v1/surveys/cx/interviews',
    headers: { 'x-api-key': key.token },
    payload: { interviews },
  });
}

/** A detractor of store s001 (the `store` user manages it; the demo's rule "NPS 0-6" mails). */
export const detractor = (externalId: string, unit = 's001') => ({
  externalId,
  unit,
  date: '2026-06-14',
  answers: { nps: 3 },
});
