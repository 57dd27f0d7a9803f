import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TSampleDetails } from '@opinio/domain/schemas/samples';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { useSample } from '../api/get-sample.ts';
import { backTarget } from '../lib/back-target.ts';
import { ContactStateChip } from './contact-state-chip.tsx';
import { MessageTable } from './message-table.tsx';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Route "sample": /sample/:surveyExtName/:fromPage/:sampleId (fromPage defaults to 'sample'). */
export function SampleScreen() {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const { survey } = useSelection();
  const sampleId = params.sampleId ?? '';
  if (!survey || !/^\d{1,15}$/.test(sampleId)) {
    return (
      <Stack spacing={2}>
        <ScreenTitle route="sample">{t('screen.sample.title')}</ScreenTitle>
        <EmptyState text={t('sample.notFound')} />
      </Stack>
    );
  }
  return <SampleView survey={survey} sampleId={sampleId} fromPage={params.fromPage ?? 'sample'} />;
}

function SampleView({ survey, sampleId, fromPage }: { survey: TSurvey; sampleId: string; fromPage: string }) {
  const { t } = useTranslation();
  const { drillPath, filterToken } = useSelection();
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const query = useSample(survey.extName, loadCount, sampleId);
  const target = backTarget(survey, fromPage, drillPath, filterToken);
  const back = (
    <Button
      component={RouterLink}
      to={target.path}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ alignSelf: 'flex-start' }}
      data-testid="sample-back"
    >
      {target.pageTitle ? t('sample.backToPage', { page: target.pageTitle }) : t('sample.backToList')}
    </Button>
  );
  if (query.isPending) {
    return (
      <Stack spacing={2}>
        {back}
        <ScreenTitle route="sample">{t('screen.sample.title')}</ScreenTitle>
        <LoadingSkeleton variant="rows" />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack spacing={2}>
        {back}
        <ScreenTitle route="sample">{t('screen.sample.title')}</ScreenTitle>
        {missing ? (
          <EmptyState text={t('sample.notFound')} />
        ) : (
          <ErrorState error={query.error} onRetry={() => query.refetch()} />
        )}
      </Stack>
    );
  }
  return <SampleDetails survey={survey} sample={query.data} back={back} busy={query.isFetching} />;
}

function SampleDetails({
  survey,
  sample,
  back,
  busy,
}: {
  survey: TSurvey;
  sample: TSampleDetails;
  back: ReactNode;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const address = sample.address
    ? [sample.address.street, [sample.address.postalCode, sample.address.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : null;
  const facts: Array<[string, ReactNode]> = [
    [t('sample.email'), sample.email],
    [t('sample.phone'), sample.phone],
    [t('sample.address'), address],
    [t('sample.sample'), sample.sample.name],
    [t('sample.unit'), sample.unit.title],
    [t('sample.added'), formatDate(sample.createdAt, locale, DATE_TIME)],
    [t('sample.answered'), sample.completedAt ? formatDate(sample.completedAt, locale, DATE_TIME) : null],
  ];
  return (
    <Stack spacing={2} aria-busy={busy}>
      {back}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <ScreenTitle route="sample">{sample.name || t('samples.unnamed')}</ScreenTitle>
        <ContactStateChip state={sample.state} />
        <Typography color="text.secondary">{survey.title}</Typography>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel title={t('sample.contact')} testId="sample-contact">
            <Stack component="dl" spacing={1} sx={{ m: 0 }}>
              {facts.map(([label, value]) => (
                <Stack key={label} direction="row" spacing={2}>
                  <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value ?? '–'}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Panel title={t('sample.interview')} testId="sample-interview">
              {sample.interviewId !== null ? (
                <Button
                  component={RouterLink}
                  to={pathFor('interview', {
                    surveyExtName: survey.extName,
                    interviewId: sample.interviewId,
                  })}
                  variant="contained"
                  endIcon={<ChevronRightIcon />}
                  sx={{ alignSelf: 'flex-start' }}
                  data-testid="sample-open-interview"
                >
                  {t('sample.openInterview')}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('sample.notAnswered')}
                </Typography>
              )}
            </Panel>
            <Panel title={t('sample.messages')} testId="sample-messages">
              {sample.messages.length === 0 ? (
                <EmptyState text={t('sample.noMessages')} />
              ) : (
                <MessageTable messages={sample.messages} />
              )}
            </Panel>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
