import { randomUUID } from 'node:crypto';
import type { TIngestResult } from '@opinio/domain/schemas/ingestion';
import type { FastifyBaseLogger } from 'fastify';
import { releaseDigests } from '#alerts/alert-digest-release.ts';
import { type AlertRunOptions, runAlertRules } from '#alerts/run-alert-rules.ts';
import { ingestBatch } from '#ingestion/ingest-batch.ts';
import type { ValidatedInterview } from '#ingestion/validate-batch.ts';
import { publishAlert, publishLoadCount } from '#live/publish.ts';
import { computeVariables } from '#scripts/computed-variables.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/**
 * Interviews per transaction on the embedded database: as an import's (docs/decisions/019),
 * a few tens of milliseconds of its one session, so other requests get in between.
 */
const WRITE_SLICE = 250;

/**
 * Writes checked interviews and does what follows every write of interviews, for the
 * ingestion API and imports alike: the alert rules run on the new ones (duplicates by
 * externalId are skipped, so a rule never fires twice), their alerts go out live, and,
 * unless the caller announces the new data itself once at its end (an import), the read
 * model and the live stream learn of the new loadCount.
 *
 * On the embedded database a large batch is written in slices of WRITE_SLICE, each followed
 * by its alert rules and a pause for other work (Database.giveWay); its alerts gather in one
 * digest per assignee, queued at its end, as an import's do. The survey's scripts run before
 * any of it, while nothing is held: dashboards of the survey answer meanwhile from what is
 * already written.
 */
export async function ingestAndNotify(
  services: Pick<
    Services,
    'analytics' | 'catalog' | 'config' | 'database' | 'live' | 'mailer' | 'sandbox' | 'webhooks'
  >,
  survey: SurveyModel,
  interviews: readonly ValidatedInterview[],
  log: FastifyBaseLogger,
  options: { announce: boolean; alerts?: AlertRunOptions } = { announce: true },
): Promise<TIngestResult> {
  // Computed variables first: their values are written with the interviews.
  const computed = await computeVariables(services, survey, [...interviews], log);
  interviews = computed.interviews;
  const slice = services.database.kind === 'pglite' ? WRITE_SLICE : undefined;
  const sliced = slice !== undefined && interviews.length > slice;
  // A batch in several slices mails each assignee once, as one transaction would.
  const digest = sliced && !options.alerts?.digestKey ? `ingest:${randomUUID()}` : null;
  const alertOptions = digest ? { ...options.alerts, digestKey: digest } : options.alerts;
  let inserted = 0;
  const writing = ingestBatch(services.database.db, survey, interviews, {
    slice,
    afterSlice: async (fresh, { last, ms }) => {
      inserted += fresh.length;
      if (last && options.announce) services.analytics.changed(survey.id);
      // The interviews are in: a failing rule is logged, not answered as an error (the rules
      // can run again for these ids: an alert per rule and interview, never two).
      const alerts = await runAlertRules(services, survey, fresh, log, alertOptions).catch(
        (error: unknown) => {
          log.error({ err: error }, 'alert rules failed');
          return [];
        },
      );
      const unitOf = new Map(fresh.map((i) => [i.id, i.unitId]));
      for (const alert of alerts)
        await publishAlert(services, survey, { ...alert, unitId: unitOf.get(alert.interviewId)! });
      // Requests go first, but the batch keeps at least a third of the time.
      if (sliced && !last) await services.database.giveWay(2 * ms);
    },
  });
  // Queued also when the batch stopped part way: its alerts so far are open.
  const written = await (digest
    ? writing.finally(() => releaseDigests(services, { keyPrefix: `${digest}:` }).catch(() => 0))
    : writing);
  if (options.announce && inserted > 0) await publishLoadCount(services, survey);
  return computed.failures.length > 0 ? { ...written, scriptFailures: computed.failures } : written;
}
