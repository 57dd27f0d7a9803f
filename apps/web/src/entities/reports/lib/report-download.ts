import type { TReportStatus } from '@opinio/domain/schemas/reports';
import { useEffect, useSyncExternalStore } from 'react';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import type { DrillTarget } from '@/lib/analytics-context.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { downloadReport } from '../api/download-report.ts';
import { useReportStatus } from '../api/get-report-status.ts';
import {
  NO_DOWNLOAD,
  nextDownloadState,
  type ReportDownloadEvent,
  type ReportDownloadState,
  startRefusal,
} from './report-download-state.ts';
import { type ReportRequest, requestReport } from './report-request.ts';

/*
 * The app's one report download (SPEC 4): a store outside React, so that it outlives the
 * screen a report was started on, and the snackbar's action can reach it.
 */
let state: ReportDownloadState = NO_DOWNLOAD;
const listeners = new Set<() => void>();

function dispatch(event: ReportDownloadEvent): ReportDownloadState {
  const next = nextDownloadState(state, event);
  if (next !== state) {
    state = next;
    for (const listener of listeners) listener();
  }
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function useReportDownload(): ReportDownloadState {
  return useSyncExternalStore(subscribe, getState, getState);
}

/** Starts a report on the filtered drill node, unless one is queued or ready (the menu says why). */
export async function startReport(target: DrillTarget, request: ReportRequest): Promise<void> {
  if (startRefusal(state) !== null) return;
  const of = { survey: target.surveyExtName, kind: request.kind };
  dispatch({ type: 'start', ...of });
  try {
    const started = await requestReport(target, request, i18n.language);
    dispatch({ type: 'started', ...of, started });
  } catch (error) {
    dispatch({ type: 'startFailed', ...of });
    const full = error instanceof ApiError && error.code === 'report_queue_full';
    showSnackbar(
      full ? i18n.t('report.queueFull') : i18n.t('report.startFailed', { message: errorMessage(error) }),
      'error',
    );
  }
}

/**
 * Saves a finished report's file (from the menu, the snackbar or the download screen); the
 * download completes when it is the one followed. A refusal is said in the snackbar.
 * Answers the name the file was saved under, null when it was not.
 */
export async function saveReport(
  survey: string,
  reportUUID: string,
  fileName: string,
): Promise<string | null> {
  try {
    const saved = await downloadReport(survey, reportUUID, fileName);
    dispatch({ type: 'downloaded', reportUUID });
    return saved;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      dispatch({ type: 'lost', reportUUID });
      showSnackbar(i18n.t('report.expired'), 'error');
    } else {
      showSnackbar(i18n.t('report.downloadFailed', { message: errorMessage(error) }), 'error');
    }
    return null;
  }
}

/** Saves the report that is ready (or again, the one downloaded last). */
export function saveReadyReport(): Promise<string | null> {
  const current = state;
  if (current.phase !== 'downloadReady' && current.phase !== 'downloadCompleted')
    return Promise.resolve(null);
  return saveReport(current.survey, current.reportUUID, current.fileName);
}

function applyStatus(status: TReportStatus): void {
  const before = state;
  const after = dispatch({ type: 'status', status });
  if (after === before) return;
  if (after.phase === 'downloadReady') {
    showSnackbar(i18n.t('report.ready'), 'success', {
      label: i18n.t('report.download'),
      run: () => void saveReadyReport(),
    });
  } else if (status.status === 'FAILED') {
    showSnackbar(
      i18n.t('report.failed', { message: status.error ?? i18n.t('report.failedUnknown') }),
      'error',
    );
  }
}

/**
 * Mounted once, while signed in (in the app shell): while a report is queued or running its
 * status is asked every REPORT_POLL_MS (a `report` live event asks at once); another survey,
 * or signing out, resets the state.
 */
export function useReportDownloadWatch(): ReportDownloadState {
  const current = useReportDownload();
  const survey = useSelection().survey?.extName ?? null;
  useEffect(() => {
    dispatch({ type: 'surveySelected', survey });
  }, [survey]);
  useEffect(() => () => void dispatch({ type: 'surveySelected', survey: null }), []);

  const followed = current.phase === 'downloadQueued' ? current.reportUUID : null;
  const status = useReportStatus(
    current.phase === 'none' ? '' : current.survey,
    followed ?? '',
    followed !== null,
  );
  useEffect(() => {
    if (status.data) applyStatus(status.data);
  }, [status.data]);
  const lost = followed !== null && status.error instanceof ApiError && status.error.status === 404;
  useEffect(() => {
    if (!lost || followed === null) return;
    dispatch({ type: 'lost', reportUUID: followed });
    showSnackbar(i18n.t('report.expired'), 'error');
  }, [lost, followed]);
  return current;
}
