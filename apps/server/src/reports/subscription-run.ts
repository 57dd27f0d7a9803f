import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { apiPath } from '@opinio/domain/api/api-route';
import { reportsApi } from '@opinio/domain/api/reports';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import { reportEnabled } from '@opinio/domain/schemas/reports';
import { resolveDrillPath, scopePath } from '#access/drill-path-resolver.ts';
import { resolveScope } from '#access/scope.ts';
import { kpis } from '#analytics/dashboard.ts';
import { applyFilters } from '#analytics/filters.ts';
import { listChanges } from '#changes/change-list.ts';
import { sharingSecret } from '#interviews/sharing-secret.ts';
import { fileNamePart } from '#lib/content-disposition.ts';
import { HttpError, notFound } from '#lib/http-error.ts';
import { universeMailBrand } from '#mail/mail-brand.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { TaskOutcome, TaskRun } from '#tasks/task-worker.ts';
import { pdfBenchmarkReport } from './pdf-reports.ts';
import type { ReportJob } from './report-job.ts';
import { reportPeople } from './report-people.ts';
import { subscriptionMail } from './subscription-mail.ts';
import {
  claimDelivery,
  findSubscription,
  finishDelivery,
  type Recipient,
  type StoredSubscription,
  subscriptionRecipients,
} from './subscription-repository.ts';
import { runKey } from './subscription-schedule.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

/** Collects a rendered report in memory: a benchmark PDF is a few hundred kilobytes. */
class Collector extends Writable {
  readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(chunk);
    done();
  }
}

/**
 * One recipient's report: the subscription's drill node and filters cut to their scope. A
 * node outside their scope becomes the top of their scope (a company-wide subscription of
 * the store managers' role gives each manager their own store).
 */
async function renderFor(
  services: Pick<
    Services,
    | 'analytics'
    | 'catalog'
    | 'config'
    | 'database'
    | 'live'
    | 'mailer'
    | 'metrics'
    | 'oidc'
    | 'sandbox'
    | 'sms'
    | 'today'
    | 'webhooks'
  >,
  survey: SurveyModel,
  subscription: StoredSubscription,
  recipient: Recipient,
) {
  const scope = resolveScope(survey, recipient.scopeUnit);
  if (!scope) throw notFound('The recipient may not see this survey');
  const { drillPath, filterToken } = splitFilteredDrillPath(subscription.drillPathFiltered);
  let drill: ReturnType<typeof resolveDrillPath>;
  try {
    drill = resolveDrillPath(survey, drillPath, scope);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
    drill = resolveDrillPath(survey, scopePath(survey.organisation, survey, scope), scope);
  }
  const filters = applyFilters(survey, filterToken, services.today(), scope);
  const ctx = { survey, drill, scope, filters };
  const out = new Collector();
  const { company } = await reportPeople(services.database.db, survey.universeId, null);
  const job: ReportJob = {
    services,
    kind: 'pdfbenchmark',
    ctx,
    filterToken,
    options: {},
    locale: subscription.locale,
    company,
    preparedFor: recipient.name,
    created: new Date(),
    out,
    progress: async () => {},
    step: () => {},
  };
  await pdfBenchmarkReport(job);
  if (!out.writableFinished) await finished(out);
  const [summary, changes] = await Promise.all([
    kpis(services.analytics, ctx),
    listChanges(services.database, ctx),
  ]);
  return { pdf: Buffer.concat(out.chunks), summary, changes: changes.changes, node: drill.node };
}

/**
 * The `report_subscription` task: one run of a subscription, a mail to each recipient with
 * their own report. Each mail is recorded before it is sent (report_deliveries), so a run
 * that is restarted skips those already mailed and mails the others: never twice, none left
 * out (a mail cut off exactly while being sent is not sent again).
 */
export async function runSubscriptionTask(run: TaskRun<Services>): Promise<TaskOutcome> {
  const { task, services } = run;
  const db = services.database.db;
  const { subscriptionId, due } = task.payload as { subscriptionId: number; due: string };
  const subscription = await findSubscription(db, task.universeId, task.surveyId, subscriptionId);
  // deleted since it was queued: nothing to send
  if (!subscription) return { state: 'done', result: null, error: null };
  const survey = await services.catalog.survey(task.universeId, run.survey.extName, subscription.locale);
  if (!survey) return { state: 'failed', result: null, error: 'The survey no longer exists' };
  if (!reportEnabled(survey.reportFlags as Parameters<typeof reportEnabled>[0], 'pdfbenchmark'))
    return { state: 'failed', result: null, error: 'The survey no longer offers the PDF benchmark report' };
  const key = runKey(new Date(due));
  const recipients = await subscriptionRecipients(db, subscription);
  const secret = await sharingSecret(db, services.config.sharingSecret);
  const failures: string[] = [];
  await run.progress(0, recipients.length);
  for (const [i, recipient] of recipients.entries()) {
    if (await claimDelivery(db, subscription, key, recipient.userId)) {
      let error: string | null = null;
      try {
        const { pdf, summary, changes, node } = await renderFor(services, survey, subscription, recipient);
        const token = signUnsubscribe(secret, subscription.id, recipient.userId);
        const base = services.config.publicUrl;
        await services.mailer.send(
          await subscriptionMail({
            brand: await universeMailBrand(db, task.universeId),
            to: recipient.email,
            name: recipient.name,
            locale: subscription.locale,
            surveyTitle: survey.title,
            nodeTitle: node.title,
            frequency: subscription.frequency,
            date: key,
            kpis: summary,
            changes,
            decimals: Object.fromEntries(survey.indicators.map((ind) => [ind.extName, ind.decimals])),
            pdf: {
              fileName: `benchmark-report-${survey.extName}-${fileNamePart(node.title)}-${key}.pdf`,
              content: pdf,
            },
            unsubscribePage: `${base}/unsubscribe/report/${token}`,
            unsubscribeOneClick: `${base}${apiPath(reportsApi.mailUnsubscribe, { token })}`,
          }),
          run.log,
        );
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown);
        failures.push(`${recipient.email}: ${error}`);
        run.log.warn({ err: thrown, subscriptionId, userId: recipient.userId }, 'subscription mail not sent');
      }
      await finishDelivery(db, subscription.id, key, recipient.userId, error);
    }
    await run.progress(i + 1, recipients.length);
  }
  if (failures.length > 0 && failures.length === recipients.length)
    return {
      state: 'failed',
      result: null,
      error: `No mail could be sent: ${failures.slice(0, 3).join('; ')}`,
    };
  return { state: 'done', result: null, error: null };
}
