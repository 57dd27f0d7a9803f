import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { BackgroundLoop } from '#db/background-loop.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import type { Services } from '#services.ts';
import { changesDb } from './change-tables.ts';
import { detectSurveyChanges } from './detect-survey-changes.ts';

/** After new data, a survey is looked at again once its last run is this old. */
const AFTER_NEW_DATA_MS = 15 * 60_000;
/** How long a claimed run holds; a process that died mid-run leaves it to another after this. */
const LEASE_MS = 15 * 60_000;

interface ClaimedRun {
  survey_id: number;
  universe_id: number;
  ext_name: string;
}

/**
 * Looks for surveys due a detection run and runs them one at a time, in every process
 * (a survey's run is claimed with a lease in `change_runs`, so two processes never run the
 * same survey at once). A survey is due once a day (its last run before today) and after
 * new data (its load count moved, the last run at least 15 minutes ago).
 */
export class ChangeDetector {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #loop: BackgroundLoop;

  constructor(
    private readonly services: Pick<
      Services,
      'database' | 'analytics' | 'catalog' | 'config' | 'webhooks' | 'today'
    >,
    private readonly log: FastifyBaseLogger,
    pollMs: number,
  ) {
    this.#loop = new BackgroundLoop('change detection', log, pollMs, () => this.#round());
  }

  start(): void {
    this.#loop.start();
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  async #round(): Promise<void> {
    const db = changesDb(this.services.database.db);
    // every survey has its row of runs (a new survey's first run is due at once)
    await sql`INSERT INTO change_runs (survey_id, universe_id) SELECT id, universe_id FROM surveys
      ON CONFLICT (survey_id) DO NOTHING`.execute(db);
    await this.#loop.drain(
      () => this.#claim(),
      (run) => this.#run(run),
    );
  }

  /** The survey most overdue, claimed for this process; none when no survey is due. */
  async #claim(): Promise<ClaimedRun[]> {
    const today = this.services.today();
    const dayStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
    const { rows } = await sql<ClaimedRun>`
      UPDATE change_runs r SET locked_by = ${this.id}, locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval
      FROM surveys s
      WHERE s.id = r.survey_id AND r.survey_id = (
        SELECT r2.survey_id FROM change_runs r2 JOIN surveys s2 ON s2.id = r2.survey_id
        WHERE (r2.locked_until IS NULL OR r2.locked_until < now())
          AND (r2.ran_at IS NULL OR r2.ran_at < ${dayStart}
            OR (s2.load_count > r2.load_count
              AND r2.ran_at < now() - ${`${AFTER_NEW_DATA_MS} milliseconds`}::interval))
        ORDER BY r2.ran_at NULLS FIRST, r2.survey_id
        LIMIT 1 FOR UPDATE OF r2 SKIP LOCKED)
      RETURNING r.survey_id, r.universe_id, s.ext_name`.execute(this.services.database.db);
    return rows;
  }

  /** A run that fails keeps its lease: the survey is tried again when it runs out. */
  async #run(run: ClaimedRun): Promise<void> {
    const { database, catalog } = this.services;
    await runAsTenant(run.universe_id, async () => {
      const survey = await catalog.survey(run.universe_id, run.ext_name);
      try {
        if (survey) await detectSurveyChanges(this.services, survey, isoDay(this.services.today()));
      } catch (error) {
        this.log.warn({ err: error, surveyId: run.survey_id }, 'Change detection of a survey failed');
        return;
      }
      await changesDb(database.db)
        .updateTable('change_runs')
        .set({ locked_by: null, locked_until: null })
        .where('survey_id', '=', run.survey_id)
        .where('locked_by', '=', this.id)
        .execute();
    });
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
