import { tenantPolicies } from './025-tenant-policy-once.ts';

/**
 * Outbound webhooks (docs/webhooks.md): a universe's endpoints, each with the events it
 * takes and the secret its deliveries are signed with; the deliveries, written in the
 * transaction of the change they tell of and sent by the webhook sender with retries and
 * back-off (an outbox, as the mail outbox: nothing is lost across a restart); and every
 * attempt with the receiver's answer, for the delivery log.
 */
export const name = 'webhooks';

export const WEBHOOK_TENANT_TABLES = ['webhooks', 'webhook_deliveries', 'webhook_attempts'] as const;

export const statements = `
    CREATE TABLE webhooks (
      id serial PRIMARY KEY,
      universe_id int NOT NULL REFERENCES universes(id) ON DELETE CASCADE,
      name text NOT NULL,
      url text NOT NULL,
      -- the HMAC-SHA256 key of the signature header (shown to the universe's administrators)
      secret text NOT NULL,
      events text[] NOT NULL,
      active boolean NOT NULL DEFAULT true,
      created_by int REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (universe_id, id)
    );
    CREATE INDEX webhooks_universe ON webhooks (universe_id);

    CREATE TABLE webhook_deliveries (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL,
      webhook_id int NOT NULL,
      event text NOT NULL,
      -- the same on every attempt: a receiver recognises a delivery it already took
      event_id uuid NOT NULL,
      payload jsonb NOT NULL,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'delivered', 'failed')),
      attempts int NOT NULL DEFAULT 0,
      run_after timestamptz NOT NULL DEFAULT now(),
      locked_by text,
      locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz,
      UNIQUE (webhook_id, event_id),
      FOREIGN KEY (universe_id, webhook_id) REFERENCES webhooks(universe_id, id) ON DELETE CASCADE
    );
    CREATE INDEX webhook_deliveries_claim ON webhook_deliveries (run_after, id) WHERE state IN ('queued', 'sending');
    CREATE INDEX webhook_deliveries_log ON webhook_deliveries (webhook_id, id DESC);

    CREATE TABLE webhook_attempts (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL,
      delivery_id bigint NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL DEFAULT now(),
      -- the receiver's HTTP status; null when no answer came (refused, timed out)
      status int,
      error text,
      duration_ms int NOT NULL
    );
    CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, id);
${tenantPolicies(WEBHOOK_TENANT_TABLES)}
`;
