import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZReportParams } from '@opinio/domain/schemas/reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useReportStatus } from '@/entities/reports/api/get-report-status.ts';
import { useReportTexts } from '@/entities/reports/lib/use-report-texts.ts';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { filterTokenForPage, pagePath } from '@/lib/page-path.ts';
import { ReportNotFound } from './report-not-found.tsx';
import { ReportStatusPanel } from './report-status-panel.tsx';

/**
 * Route "reportdownload": /reportdownload/:surveyExtName/:reportUUID, the link mailed when a
 * report finishes (so often the first page after sign-in). Follows the report until it is
 * finished, then offers its file.
 */
export function ReportDownloadScreen() {
  const { params } = useCurrentRoute();
  const parsed = ZReportParams.safeParse({ survey: params.surveyExtName, uuid: params.reportUUID });
  const back = <BackToDashboard />;
  if (!parsed.success) return <ReportNotFound back={back} />;
  return <ReportDownloadView surveyExtName={parsed.data.survey} reportUUID={parsed.data.uuid} back={back} />;
}

interface ReportDownloadViewProps {
  surveyExtName: string;
  reportUUID: string;
  back: ReactNode;
}

function ReportDownloadView({ surveyExtName, reportUUID, back }: ReportDownloadViewProps) {
  const { t } = useTranslation();
  const texts = useReportTexts();
  const { survey } = useSelection();
  const query = useReportStatus(surveyExtName, reportUUID);

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return <ReportNotFound back={back} />;
  }
  if (query.isPending || query.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <ScreenTitle route="reportdownload">{t('screen.reportdownload.title')}</ScreenTitle>
        {query.isPending ? (
          <LoadingSkeleton variant="rows" />
        ) : (
          <ErrorState error={query.error} onRetry={() => query.refetch()} />
        )}
      </Stack>
    );
  }
  const report = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      {back}
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <ScreenTitle route="reportdownload">{texts.kind(report.kind)}</ScreenTitle>
        {survey && <Typography color="text.secondary">{survey.title}</Typography>}
      </Stack>
      <ReportStatusPanel surveyExtName={surveyExtName} report={report} onNotSaved={() => query.refetch()} />
    </Stack>
  );
}

/** Back to the survey's first page, at the drill node and filters last used (the survey's start else). */
function BackToDashboard() {
  const { t } = useTranslation();
  const { survey, drillPath, filterToken } = useSelection();
  const page = survey?.pages[0];
  // a survey the user cannot open: "/" takes a signed-in user to their first page
  const to = survey && page ? pagePath(survey, page, drillPath, filterTokenForPage(page, filterToken)) : '/';
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ alignSelf: 'flex-start' }}
      data-testid="report-download-back"
    >
      {t('reportDownload.back')}
    </Button>
  );
}
