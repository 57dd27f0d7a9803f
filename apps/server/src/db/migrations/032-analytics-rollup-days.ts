import { tenantPolicies } from './025-tenant-policy-once.ts';

/**
 * The days an engine's rollups must make again (decision 060): the relay copies a batch of
 * interviews into the engine's wide table and, in the same transaction as it deletes the
 * batch's outbox rows, lists the days the copies touched here. It makes those days again in
 * the rollups once the outbox is drained (or once the oldest has waited long enough), and only
 * then deletes them: a relay stopped in between leaves them listed, and the next one makes
 * them (making a day again is idempotent). Calls wait for a survey's listed days as they wait
 * for its outbox rows.
 */
export const name = 'analytics-rollup-days';

export const ROLLUP_DAY_TENANT_TABLES = ['analytics_rollup_days'] as const;

export const statements = `
    CREATE TABLE analytics_rollup_days (
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      day date NOT NULL,
      -- when the day was first listed: a day waits at most so long under a steady stream of batches
      since timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (survey_id, day)
    );
${tenantPolicies(ROLLUP_DAY_TENANT_TABLES)}
`;
