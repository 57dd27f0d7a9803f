import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TReportStatus } from '@opinio/domain/schemas/reports';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN_SX } from '@/components/visually-hidden.tsx';
import { saveReport } from '@/entities/reports/lib/report-download.ts';
import { reportExpired, useReportTexts } from '@/entities/reports/lib/use-report-texts.ts';
import { errorText } from '@/lib/error-text.ts';
import { formatDate } from '@/lib/number-format.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

interface ReportStatusPanelProps {
  surveyExtName: string;
  report: TReportStatus;
  /** The file could not be saved: the status is asked again (it may have expired). */
  onNotSaved: () => void;
}

/** Where the report stands (queued, being made, ready, failed, expired), its facts and its file. */
export function ReportStatusPanel({ surveyExtName, report, onNotSaved }: ReportStatusPanelProps) {
  const { t } = useTranslation();
  const texts = useReportTexts();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const expired = reportExpired(report);
  const waiting = report.status === 'QUEUED' || report.status === 'RUNNING';
  const { done, total } = report.progress;
  const percent = report.status === 'RUNNING' && total > 0 ? (100 * done) / total : null;

  async function download() {
    setSaving(true);
    const name = await saveReport(surveyExtName, report.reportUUID, report.fileName);
    setSaving(false);
    if (name) setSaved(name);
    else onNotSaved();
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="report-status-panel">
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <StatusIcon report={report} expired={expired} />
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ fontWeight: 600 }}
            data-testid="report-status"
            data-status={report.status}
          >
            {texts.status(report)}
          </Typography>
        </Stack>
        {/* the steps, not every per cent of progress */}
        <Box role="status" sx={VISUALLY_HIDDEN_SX}>
          {report.status === 'RUNNING' ? t('report.running') : texts.status(report)}
        </Box>
        {waiting && (
          <>
            <LinearProgress
              variant={percent === null ? 'indeterminate' : 'determinate'}
              value={percent ?? undefined}
              aria-label={t('reportDownload.progress')}
            />
            <Typography variant="body2" color="text.secondary">
              {t('reportDownload.waiting')}
            </Typography>
          </>
        )}
        {report.status === 'FAILED' && (
          <Alert severity="error" variant="outlined" data-testid="report-error">
            <AlertTitle>{t('reportDownload.failed')}</AlertTitle>
            {/* said by its code in the UI's language; an unexpected failure as such (its detail is in the log) */}
            {report.failure ? errorText(report.failure.code, report.failure.params) : errorText('internal')}
          </Alert>
        )}
        {expired && (
          <Alert severity="info" variant="outlined">
            {t('reportDownload.expiredNote')}
          </Alert>
        )}
        <ReportFacts report={report} />
        {report.status === 'FINISHED' && !expired && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <Button
              variant="contained"
              size="large"
              startIcon={
                saving ? (
                  <CircularProgress size={18} color="inherit" aria-hidden />
                ) : (
                  <FileDownloadOutlinedIcon />
                )
              }
              onClick={download}
              disabled={saving}
              data-testid="report-download"
            >
              {saving ? t('report.downloading') : t('report.download')}
            </Button>
            <Typography
              role="status"
              variant="body2"
              color="text.secondary"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {saved && t('reportDownload.downloaded', { file: saved })}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function StatusIcon({ report, expired }: { report: TReportStatus; expired: boolean }) {
  if (report.status === 'FAILED') return <ErrorOutlineIcon color="error" aria-hidden />;
  if (report.status === 'FINISHED')
    return <CheckCircleOutlineIcon color={expired ? 'disabled' : 'success'} aria-hidden />;
  return <HourglassEmptyIcon color="action" aria-hidden />;
}

/** The file, when it was started and finished, its size and until when it can be downloaded. */
function ReportFacts({ report }: { report: TReportStatus }) {
  const { t, i18n } = useTranslation();
  const texts = useReportTexts();
  const locale = i18n.language;
  const when = (iso: string) => <time dateTime={iso}>{formatDate(iso, locale, DATE_TIME)}</time>;
  const facts: [string, ReactNode][] = [
    [t('reportDownload.file'), report.fileName],
    [t('reportDownload.started'), when(report.createdAt)],
  ];
  if (report.finishedAt) facts.push([t('reportDownload.finishedAt'), when(report.finishedAt)]);
  if (report.size !== null) facts.push([t('reportDownload.size'), texts.size(report.size)]);
  if (report.expiresAt) facts.push([t('reportDownload.expires'), when(report.expiresAt)]);
  return (
    <Stack
      component="dl"
      direction="row"
      sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1.5, m: 0 }}
      data-testid="report-facts"
    >
      {facts.map(([label, value]) => (
        <Stack key={label} spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
