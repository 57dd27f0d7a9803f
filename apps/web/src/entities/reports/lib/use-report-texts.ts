import type { TReportKind, TReportStatus } from '@opinio/domain/schemas/reports';
import { useTranslation } from 'react-i18next';
import { formatFileSize, formatPercent } from '@/lib/number-format.ts';
import type { ReportDownloadState } from './report-download-state.ts';

type Making = Extract<ReportDownloadState, { phase: 'downloadQueued' }>;

/** A finished report past its expiry can no longer be downloaded. */
export function reportExpired(
  report: Pick<TReportStatus, 'status' | 'expiresAt'>,
  now = Date.now(),
): boolean {
  return report.status === 'FINISHED' && report.expiresAt !== null && Date.parse(report.expiresAt) <= now;
}

/** A report's kind and where it stands, in words (the menu, the recent reports, the download screen). */
export function useReportTexts() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const kind = (reportKind: TReportKind) => t(`report.kind.${reportKind}`);
  const queued = (position: number | null) =>
    position !== null && position > 0 ? t('report.queued', { position }) : t('report.queuedNoPosition');
  const running = (progress: { done: number; total: number } | null) =>
    progress && progress.total > 0
      ? t('report.runningProgress', {
          percent: formatPercent((100 * progress.done) / progress.total, locale),
        })
      : t('report.running');
  /** The report being made: starting, queued with its place, or running with its progress. */
  const making = ({ reportUUID, running: isRunning, progress, queuePosition }: Making) => {
    if (reportUUID === null) return t('report.starting');
    return isRunning ? running(progress) : queued(queuePosition);
  };
  const size = (bytes: number) => formatFileSize(bytes, locale);
  const status = (report: TReportStatus) => {
    switch (report.status) {
      case 'QUEUED':
        return queued(report.queuePosition);
      case 'RUNNING':
        return running(report.progress);
      case 'FINISHED':
        if (reportExpired(report)) return t('report.expiredStatus');
        return report.size === null
          ? t('report.finished')
          : t('report.finishedSize', { size: size(report.size) });
      case 'FAILED':
        return t('report.failedStatus');
    }
  };
  return { kind, making, size, status };
}
