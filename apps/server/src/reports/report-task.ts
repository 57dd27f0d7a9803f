import { finished } from 'node:stream/promises';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { FieldProblem } from '@opinio/domain/error-codes';
import { pathFor } from '@opinio/domain/routes';
import type { TReportKind } from '@opinio/domain/schemas/reports';
import { resolveDrillPath } from '#access/drill-path-resolver.ts';
import { resolveScope } from '#access/scope.ts';
import { applyFilters } from '#analytics/filters.ts';
import { HttpError } from '#lib/http-error.ts';
import { universeMailBrand } from '#mail/mail-brand.ts';
import type { Services } from '#services.ts';
import type { TaskOutcome, TaskRun } from '#tasks/task-worker.ts';
import { discardReportFile, ReportFileWriter } from './report-file-store.ts';
import type { ReportPayload, ReportRenderer } from './report-job.ts';
import { reportPeople } from './report-people.ts';
import { reportReadyMail } from './report-ready-mail.ts';
import { recordReportFile } from './report-repository.ts';

/** A report that cannot be made: why as a code (the status's `failure`, said in the user's language) and in English. */
const failed = (failure: FieldProblem, error: string): TaskOutcome => ({
  state: 'failed',
  result: { failure },
  error,
});
const refused = (error: HttpError) => failed({ code: error.code, params: error.params }, error.message);

/** A report slower than this is logged with when each of its steps was reached. */
const SLOW_REPORT_MS = 20_000;

/**
 * The `report` task: resolves the drill path, filters and scope of the user who asked (as
 * they were when they asked) with the survey's texts in the report's language, renders the
 * kind into the report's chunks and records its size. A retried run starts the file over.
 */
export function reportTask(renderers: Record<TReportKind, ReportRenderer>) {
  return async function runReportTask(run: TaskRun<Services>): Promise<TaskOutcome> {
    const { task, services } = run;
    const db = services.database.db;
    const payload = task.payload as unknown as ReportPayload;
    const survey = await services.catalog.survey(task.universeId, run.survey.extName, payload.locale);
    if (!survey)
      return failed({ code: 'report_gone', params: { what: 'survey' } }, 'The survey no longer exists');
    const scope = resolveScope(survey, payload.scopeUnit);
    if (!scope)
      return failed(
        { code: 'report_gone', params: { what: 'unit' } },
        'The part of the organisation this report was asked for no longer exists',
      );
    const { drillPath, filterToken } = splitFilteredDrillPath(payload.drillPathFiltered);
    let ctx: Parameters<ReportRenderer>[0]['ctx'];
    try {
      const drill = resolveDrillPath(survey, drillPath, scope);
      const filters = applyFilters(survey, filterToken, services.today(), scope);
      ctx = { survey, drill, scope, filters };
    } catch (error) {
      // The survey's configuration changed since: the unit or a filter is gone.
      if (error instanceof HttpError) return refused(error);
      throw error;
    }
    const { company, preparedFor, email } = await reportPeople(db, task.universeId, payload.userId);
    const started = Date.now();
    // when each step was reached, in ms since the start: what a slow report's log line shows
    const steps: string[] = [];
    const step = (name: string) => steps.push(`${name}@${Date.now() - started}`);

    await discardReportFile(db, task.id);
    const out = new ReportFileWriter(db, task.id, task.universeId);
    try {
      await renderers[payload.kind]({
        services,
        kind: payload.kind,
        ctx,
        filterToken,
        options: payload.options,
        locale: payload.locale,
        company,
        preparedFor,
        created: new Date(),
        out,
        step,
        progress: async (done, total) => {
          step(`${done}/${total}`);
          await run.progress(done, total);
        },
      });
      step('rendered');
      if (!out.writableFinished) await finished(out);
    } catch (error) {
      out.destroy();
      if (error instanceof HttpError) return refused(error);
      throw error;
    }
    await recordReportFile(db, task.id, out.size);
    step('stored');
    // A report that took a while: its owner has probably moved on, so the link goes by mail.
    if (email && Date.now() - started >= services.config.reportReadyMailAfterMs) {
      const link = `${services.config.publicUrl}${pathFor('reportdownload', { surveyExtName: survey.extName, reportUUID: payload.reportUUID })}`;
      await services.mailer.queue(
        await reportReadyMail({
          to: email,
          name: preparedFor ?? '',
          locale: payload.locale,
          brand: await universeMailBrand(db, task.universeId),
          fileName: payload.fileName,
          link,
        }),
        run.log,
      );
    }
    step('done');
    if (Date.now() - started >= SLOW_REPORT_MS) {
      // when the output's first bytes came and when it was ended (drawing against finishing a
      // PDF), and the process's memory then (a heap near its limit slows everything down)
      const since = (at: number | null) => (at === null ? null : at - started);
      const memory = process.memoryUsage();
      run.log.warn(
        {
          taskId: task.id,
          kind: payload.kind,
          bytes: out.size,
          steps: steps.join(' '),
          firstBytesMs: since(out.firstWriteAt),
          endedMs: since(out.endedAt),
          heapUsedMb: Math.round(memory.heapUsed / 1_048_576),
          rssMb: Math.round(memory.rss / 1_048_576),
        },
        'slow report',
      );
    }
    return { state: 'done', result: null, error: null };
  };
}
