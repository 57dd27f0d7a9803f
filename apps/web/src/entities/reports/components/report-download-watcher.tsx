import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN_SX } from '@/components/visually-hidden.tsx';
import { useReportDownloadWatch } from '../lib/report-download.ts';
import type { ReportDownloadState } from '../lib/report-download-state.ts';
import { useReportTexts } from '../lib/use-report-texts.ts';

/**
 * Follows the report being made for the whole app (mounted once, in the shell) and tells
 * screen readers its steps: starting, queued with its place, being made, ready. Progress
 * is not announced: it changes every second.
 */
export function ReportDownloadWatcher() {
  const download = useReportDownloadWatch();
  const announcement = useAnnouncement(download);
  return (
    <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN_SX} data-testid="report-announcement">
      {announcement}
    </Box>
  );
}

function useAnnouncement(download: ReportDownloadState): string {
  const { t } = useTranslation();
  const texts = useReportTexts();
  switch (download.phase) {
    case 'none':
    case 'downloadCompleted':
      return '';
    case 'downloadReady':
      return t('report.announce.ready', { kind: texts.kind(download.kind), file: download.fileName });
    case 'downloadQueued': {
      const kind = texts.kind(download.kind);
      const position = download.queuePosition;
      if (download.reportUUID === null) return t('report.announce.starting', { kind });
      if (download.running) return t('report.announce.running', { kind });
      return position !== null && position > 0
        ? t('report.announce.queued', { kind, position })
        : t('report.announce.queuedNoPosition', { kind });
    }
  }
}
