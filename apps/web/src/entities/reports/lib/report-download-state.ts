import type { TReportKind, TReportStarted, TReportStatus } from '@opinio/domain/schemas/reports';

/** The report the state is about: its survey and kind. */
interface ReportOf {
  survey: string;
  kind: TReportKind;
}

/**
 * The report download (SPEC 4, "Report download"): none, then downloadQueued (with its place
 * in the queue, then running), then downloadReady, then downloadCompleted. One at a time for
 * the whole app: a new report may start only in none or downloadCompleted.
 */
export type ReportDownloadState =
  | { phase: 'none' }
  | (ReportOf & {
      phase: 'downloadQueued';
      /** null while the server has not answered the start yet. */
      reportUUID: string | null;
      /** Its place in the queue (1: the next to run), null until known. */
      queuePosition: number | null;
      running: boolean;
      progress: { done: number; total: number } | null;
    })
  | (ReportOf & {
      phase: 'downloadReady' | 'downloadCompleted';
      reportUUID: string;
      fileName: string;
      size: number | null;
    });

export type ReportDownloadEvent =
  /** The user asks for a report (refused unless none or completed). */
  | ({ type: 'start' } & ReportOf)
  /** The server queued it. */
  | ({ type: 'started'; started: TReportStarted } & ReportOf)
  /** The server refused to start it. */
  | ({ type: 'startFailed' } & ReportOf)
  /** A status read (poll, or after a live event). */
  | { type: 'status'; status: TReportStatus }
  /** Its file was saved. */
  | { type: 'downloaded'; reportUUID: string }
  /** The server no longer knows the report (404: expired, or the server lost it). */
  | { type: 'lost'; reportUUID: string }
  /** Another survey is selected (null: none, e.g. signed out). */
  | { type: 'surveySelected'; survey: string | null };

export const NO_DOWNLOAD: ReportDownloadState = { phase: 'none' };

/** Why a new report cannot start now: one is being made, or one is ready and not yet downloaded. */
export function startRefusal(state: ReportDownloadState): 'queued' | 'ready' | null {
  if (state.phase === 'downloadQueued') return 'queued';
  if (state.phase === 'downloadReady') return 'ready';
  return null;
}

/** The report the state follows, if the server has named it. */
function reportUUIDOf(state: ReportDownloadState): string | null {
  return state.phase === 'none' ? null : state.reportUUID;
}

/** The next state; the same object when the event changes nothing (or is refused). */
export function nextDownloadState(
  state: ReportDownloadState,
  event: ReportDownloadEvent,
): ReportDownloadState {
  switch (event.type) {
    case 'start':
      if (startRefusal(state) !== null) return state;
      return {
        phase: 'downloadQueued',
        survey: event.survey,
        kind: event.kind,
        reportUUID: null,
        queuePosition: null,
        running: false,
        progress: null,
      };
    case 'started': {
      if (!awaitsAnswer(state, event)) return state;
      const { reportUUID, status, queuePosition } = event.started;
      // FINISHED or FAILED at once: the next status read says which, with the file name or the reason.
      return { ...state, reportUUID, queuePosition, running: status !== 'QUEUED' };
    }
    case 'startFailed':
      return awaitsAnswer(state, event) ? NO_DOWNLOAD : state;
    case 'status':
      return withStatus(state, event.status);
    case 'downloaded':
      return state.phase === 'downloadReady' && state.reportUUID === event.reportUUID
        ? { ...state, phase: 'downloadCompleted' }
        : state;
    case 'lost':
      return reportUUIDOf(state) === event.reportUUID ? NO_DOWNLOAD : state;
    case 'surveySelected':
      return state.phase !== 'none' && state.survey !== event.survey ? NO_DOWNLOAD : state;
  }
}

/** Whether the state waits for the server's answer to starting this report (not one asked before a reset). */
function awaitsAnswer(
  state: ReportDownloadState,
  of: ReportOf,
): state is Extract<ReportDownloadState, { phase: 'downloadQueued' }> {
  return (
    state.phase === 'downloadQueued' &&
    state.reportUUID === null &&
    state.survey === of.survey &&
    state.kind === of.kind
  );
}

function withStatus(state: ReportDownloadState, status: TReportStatus): ReportDownloadState {
  if (state.phase !== 'downloadQueued' || state.reportUUID !== status.reportUUID) return state;
  const { survey, kind, reportUUID } = state;
  switch (status.status) {
    case 'QUEUED':
      if (!state.running && state.queuePosition === status.queuePosition) return state;
      return { ...state, running: false, queuePosition: status.queuePosition, progress: null };
    case 'RUNNING': {
      const { done, total } = status.progress;
      if (state.running && state.progress?.done === done && state.progress.total === total) return state;
      return { ...state, running: true, queuePosition: 0, progress: { done, total } };
    }
    case 'FINISHED':
      return {
        phase: 'downloadReady',
        survey,
        kind,
        reportUUID,
        fileName: status.fileName,
        size: status.size,
      };
    case 'FAILED':
      return NO_DOWNLOAD;
  }
}
