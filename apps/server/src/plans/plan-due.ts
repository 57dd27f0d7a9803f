import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { BackgroundLoop } from '#db/background-loop.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import type { Services } from '#services.ts';
import { findPlan } from './plan-repository.ts';
import { plansDb } from './plan-tables.ts';
import { queuePlanDueWebhook } from './plan-webhooks.ts';
import { planView } from './plans.ts';

/** How long a claimed plan holds; a process that stopped mid-way leaves it to another after this. */
const LEASE_MS = 5 * 60_000;
/** Plans claimed at a time. */
const BATCH = 20;

interface ClaimedPlan {
  id: number;
  universe_id: number;
  ext_name: string;
}

type DueServices = Pick<Services, 'database' | 'analytics' | 'catalog' | 'config' | 'webhooks' | 'today'>;

/**
 * Tells integrations of plans whose due date has passed (`plan.due`), once per plan, in every
 * process: a plan is claimed with a lease (`due_locked_by`, `due_locked_until`) so that two
 * processes never tell of it both, and marked told (`due_notified_at`) in the transaction that
 * queues its delivery, so that a restart neither loses nor repeats it. Cancelled plans are not
 * told of.
 */
export class PlanDueNotifier {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #loop: BackgroundLoop;

  constructor(
    private readonly services: DueServices,
    private readonly log: FastifyBaseLogger,
    pollMs: number,
  ) {
    this.#loop = new BackgroundLoop('plan due notices', log, pollMs, () => this.#round());
  }

  start(): void {
    this.#loop.start();
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /** One round now, as the loop runs it (tests, a process without the loop): the plans told of. */
  async runOnce(): Promise<number> {
    let told = 0;
    await runAsTenant('all', async () => {
      for (;;) {
        const claimed = await this.#claim();
        if (claimed.length === 0) return;
        for (const plan of claimed) if (await this.#notify(plan)) told++;
      }
    });
    return told;
  }

  async #round(): Promise<void> {
    await this.#loop.drain(
      () => this.#claim(),
      async (plan) => {
        await this.#notify(plan);
      },
    );
  }

  /** Plans past their due date not yet told of, whose lease is free, claimed for this process. */
  async #claim(): Promise<ClaimedPlan[]> {
    const today = this.services.today().toISOString().slice(0, 10);
    const { rows } = await sql<ClaimedPlan>`
      UPDATE action_plans p
      SET due_locked_by = ${this.id}, due_locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval
      FROM surveys s
      WHERE s.id = p.survey_id AND p.id IN (
        SELECT p2.id FROM action_plans p2
        WHERE p2.due_notified_at IS NULL AND p2.state <> 'cancelled' AND p2.due_date < ${today}::date
          AND (p2.due_locked_until IS NULL OR p2.due_locked_until < now())
        ORDER BY p2.due_date, p2.id
        LIMIT ${BATCH} FOR UPDATE OF p2 SKIP LOCKED)
      RETURNING p.id, p.universe_id, s.ext_name`.execute(this.services.database.db);
    return rows;
  }

  /**
   * Queues the plan's delivery and marks it told, in one transaction, if this process still
   * holds its lease. A plan whose unit or indicator left the configuration is marked told
   * without a delivery. A failure keeps the lease: the plan is tried again when it runs out.
   */
  async #notify(claimed: ClaimedPlan): Promise<boolean> {
    const { database, catalog } = this.services;
    return runAsTenant(claimed.universe_id, async () => {
      try {
        const survey = await catalog.survey(claimed.universe_id, claimed.ext_name);
        const row = survey && (await findPlan(database, survey, Number(claimed.id)));
        const plan = survey && row ? await planView(this.services, survey, row) : null;
        const queued = await database.db.transaction().execute(async (trx) => {
          const marked = await plansDb(trx)
            .updateTable('action_plans')
            .set({ due_notified_at: new Date(), due_locked_by: null, due_locked_until: null })
            .where('id', '=', Number(claimed.id))
            .where('due_locked_by', '=', this.id)
            .where('due_notified_at', 'is', null)
            .executeTakeFirst();
          if (Number(marked.numUpdatedRows) === 0 || !survey || !plan) return 0;
          return queuePlanDueWebhook(this.services, trx, survey, plan);
        });
        if (queued > 0) this.services.webhooks.wake();
        return plan !== null;
      } catch (error) {
        this.log.warn({ err: error, planId: claimed.id }, 'Telling of a due plan failed');
        return false;
      }
    });
  }
}
