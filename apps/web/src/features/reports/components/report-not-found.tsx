import Stack from '@mui/material/Stack';
import { REPORT_KEEP_DAYS } from '@opinio/domain/schemas/reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';

/** An unknown, expired or somebody else's report (404), or a malformed address: nothing to wait for. */
export function ReportNotFound({ back }: { back: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} data-testid="report-not-found">
      {back}
      <ScreenTitle route="reportdownload">{t('screen.reportdownload.title')}</ScreenTitle>
      <EmptyState text={t('reportDownload.notFound', { days: REPORT_KEEP_DAYS })} />
    </Stack>
  );
}
