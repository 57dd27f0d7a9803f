import { randomUUID } from 'node:crypto';
import type { FieldProblem } from '@opinio/domain/error-codes';
import {
  REPORT_FORMAT,
  REPORT_KEEP_DAYS,
  REPORT_MEDIA_TYPES,
  type TReportKind,
  type TReportState,
  type TReportStatus,
} from '@opinio/domain/schemas/reports';
import type { TTaskState } from '@opinio/domain/schemas/tasks';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { queuePositions } from '#tasks/task-fair-order.ts';
import type { ReportPayload } from './report-job.ts';
import { reportsDb } from './report-tables.ts';

export const REPORT_TASK_TYPE = 'report';

const STATE: Record<TTaskState, TReportState> = {
  queued: 'QUEUED',
  running: 'RUNNING',
  done: 'FINISHED',
  failed: 'FAILED',
  cancelled: 'FAILED',
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface NewReport {
  universeId: number;
  surveyId: number;
  kind: TReportKind;
  userId: number | null;
  /** Who created the task (the impersonator when acting as someone). */
  createdBy: number | null;
  fileName: string;
  payload: Omit<ReportPayload, 'reportUUID' | 'kind' | 'fileName'>;
}

/** Queues a report: its task and its record in one transaction. Answers its public id. */
export async function insertReport(
  db: Kysely<DB>,
  report: NewReport,
): Promise<{ uuid: string; taskId: number }> {
  const uuid = randomUUID();
  const payload: ReportPayload = {
    ...report.payload,
    kind: report.kind,
    reportUUID: uuid,
    fileName: report.fileName,
  };
  return reportsDb(db)
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto('tasks')
        .values({
          universe_id: report.universeId,
          survey_id: report.surveyId,
          type: REPORT_TASK_TYPE,
          payload: JSON.stringify(payload),
          created_by: report.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('reports')
        .values({
          task_id: Number(id),
          universe_id: report.universeId,
          uuid,
          kind: report.kind,
          user_id: report.userId,
          file_name: report.fileName,
          media_type: REPORT_MEDIA_TYPES[REPORT_FORMAT[report.kind]],
        })
        .execute();
      return { uuid, taskId: Number(id) };
    });
}

/** How many reports the user has waiting in the universe's queue (not yet running). */
export async function queuedReportsOf(db: Kysely<DB>, universeId: number, userId: number): Promise<number> {
  const { n } = await reportsDb(db)
    .selectFrom('reports')
    .innerJoin('tasks', 'tasks.id', 'reports.task_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('reports.universe_id', '=', universeId)
    .where('reports.user_id', '=', userId)
    .where('tasks.state', '=', 'queued')
    .executeTakeFirstOrThrow();
  return Number(n);
}

function statusQuery(db: Kysely<DB>, universeId: number, surveyId: number) {
  return reportsDb(db)
    .selectFrom('reports')
    .innerJoin('tasks', 'tasks.id', 'reports.task_id')
    .select([
      'reports.task_id',
      'reports.uuid',
      'reports.kind',
      'reports.user_id',
      'reports.file_name',
      'reports.media_type',
      'reports.size',
      'reports.expires_at',
      'tasks.state',
      'tasks.progress_done',
      'tasks.progress_total',
      'tasks.error',
      'tasks.result',
      'tasks.payload',
      'tasks.created_at',
      'tasks.finished_at',
    ])
    .where('reports.universe_id', '=', universeId)
    .where('tasks.survey_id', '=', surveyId);
}

/** Why a report's task failed, as the task stored it (none for an unexpected failure). */
function storedFailure(result: StatusRow['result']): FieldProblem | null {
  return result && 'failure' in result && result.failure ? result.failure : null;
}

type StatusRow = Awaited<ReturnType<ReturnType<typeof statusQuery>['executeTakeFirstOrThrow']>>;

export interface StoredReport {
  taskId: number;
  userId: number | null;
  mediaType: string;
  status: TReportStatus;
  /** The unit and filters it was asked for, as the drill path's text ("org,all,north;channel=web"). */
  drillPathFiltered: string | null;
}

/**
 * Where the queued ones of these reports stand: their place in the order the workers take
 * tasks (task-fair-order.ts), counted over every universe's queue, since that is the queue
 * they wait in. Only the number leaves this function, never what is ahead.
 */
function positionsOf(db: Kysely<DB>, rows: readonly StatusRow[]): Promise<Map<number, number>> {
  const queued = rows.filter((row) => row.state === 'queued').map((row) => Number(row.task_id));
  return runAsTenant('all', () => queuePositions(db, queued));
}

function toStored(row: StatusRow, positions: Map<number, number>): StoredReport {
  return {
    taskId: Number(row.task_id),
    userId: row.user_id,
    mediaType: row.media_type,
    drillPathFiltered: payloadDrillPath(row.payload),
    status: {
      reportUUID: row.uuid,
      kind: row.kind,
      status: STATE[row.state],
      queuePosition: row.state === 'queued' ? (positions.get(Number(row.task_id)) ?? 1) : 0,
      progress: { done: row.progress_done, total: row.progress_total },
      fileName: row.file_name,
      size: row.size === null ? null : Number(row.size),
      error: row.state === 'cancelled' ? (row.error ?? 'The report was cancelled') : row.error,
      failure:
        row.state === 'cancelled' ? { code: 'report_cancelled', params: {} } : storedFailure(row.result),
      createdAt: iso(row.created_at)!,
      finishedAt: iso(row.finished_at),
      expiresAt: iso(row.expires_at),
    },
  };
}

/** A report of the survey by its public id (whoever asked: the caller checks who may see it). */
export async function findReport(
  db: Kysely<DB>,
  universeId: number,
  surveyId: number,
  uuid: string,
): Promise<StoredReport | null> {
  const row = await statusQuery(db, universeId, surveyId).where('reports.uuid', '=', uuid).executeTakeFirst();
  return row ? toStored(row, await positionsOf(db, [row])) : null;
}

/** The drill path a report task was asked for (a payload of another shape: none). */
function payloadDrillPath(payload: unknown): string | null {
  const value = (payload as { drillPathFiltered?: unknown } | null)?.drillPathFiltered;
  return typeof value === 'string' ? value : null;
}

/** The user's reports of the survey from the last days a report is kept, newest first. */
export async function listReports(
  db: Kysely<DB>,
  universeId: number,
  surveyId: number,
  userId: number,
): Promise<StoredReport[]> {
  const rows = await statusQuery(db, universeId, surveyId)
    .where('reports.user_id', '=', userId)
    .where('tasks.created_at', '>', sql<Date>`now() - ${REPORT_KEEP_DAYS} * interval '1 day'`)
    .orderBy('reports.task_id', 'desc')
    .limit(50)
    .execute();
  const positions = await positionsOf(db, rows);
  return rows.map((row) => toStored(row, positions));
}

/** The file is complete: its size, and how long it is kept. */
export async function recordReportFile(db: Kysely<DB>, taskId: number, size: number): Promise<void> {
  await reportsDb(db)
    .updateTable('reports')
    .set({ size, expires_at: sql<Date>`now() + ${REPORT_KEEP_DAYS} * interval '1 day'` })
    .where('task_id', '=', taskId)
    .execute();
}

/** Deletes the reports kept past their days, file and task (every universe: the worker's sweep). */
export async function deleteExpiredReports(db: Kysely<DB>): Promise<number> {
  const rows = await reportsDb(db)
    .deleteFrom('tasks')
    .where('type', '=', REPORT_TASK_TYPE)
    .where('id', 'in', (q) =>
      q.selectFrom('reports').select('task_id').where('expires_at', '<', sql<Date>`now()`),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** Whether a report's file may still be served. */
export function isExpired(report: StoredReport): boolean {
  return report.status.expiresAt !== null && Date.parse(report.status.expiresAt) <= Date.now();
}
