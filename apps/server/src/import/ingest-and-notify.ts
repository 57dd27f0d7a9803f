import type { TIngestResult } from '@opinio/domain/schemas/ingestion';
import type { FastifyBaseLogger } from 'fastify';
import { type AlertRunOptions, runAlertRules } from '#alerts/run-alert-rules.ts';
import { ingestBatch } from '#ingestion/ingest-batch.ts';
import type { ValidatedInterview } from '#ingestion/validate-batch.ts';
import { publishAlert, publishLoadCount } from '#live/publish.ts';
import { computeVariables } from '#scripts/computed-variables.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/**
 * Writes checked interviews and does what follows every write of interviews, for the
 * ingestion API and imports alike: the alert rules run on the new ones (duplicates by
 * externalId are skipped, so a rule never fires twice), their alerts go out live, and,
 * unless the caller announces the new data itself once at its end (an import), the read
 * model and the live stream learn of the new loadCount.
 */
export async function ingestAndNotify(
  services: Pick<Services, 'analytics' | 'config' | 'database' | 'live' | 'mailer' | 'sandbox' | 'webhooks'>,
  survey: SurveyModel,
  interviews: readonly ValidatedInterview[],
  log: FastifyBaseLogger,
  options: { announce: boolean; alerts?: AlertRunOptions } = { announce: true },
): Promise<TIngestResult> {
  // Computed variables first: their values are written with the interviews.
  const computed = await computeVariables(services, survey, [...interviews], log);
  interviews = computed.interviews;
  const written = await ingestBatch(services.database.db, survey, interviews);
  if (options.announce && written.inserted > 0) services.analytics.changed(survey.id);
  const skipped = new Set(written.duplicates);
  const fresh = interviews.flatMap((interview, n) =>
    skipped.has(interview.externalId) ? [] : [{ ...interview, id: written.ids[n] }],
  );
  // The interviews are in: a failing rule is logged, not answered as an error (the rules
  // can run again for these ids: an alert per rule and interview, never two).
  const alerts = await runAlertRules(services, survey, fresh, log, options.alerts).catch((error: unknown) => {
    log.error({ err: error }, 'alert rules failed');
    return [];
  });
  if (options.announce && written.inserted > 0) await publishLoadCount(services, survey);
  const unitOf = new Map(fresh.map((i) => [i.id, i.unitId]));
  for (const alert of alerts)
    await publishAlert(services, survey, { ...alert, unitId: unitOf.get(alert.interviewId)! });
  return computed.failures.length > 0 ? { ...written, scriptFailures: computed.failures } : written;
}
