import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { pathFor } from '@opinio/domain/routes';
import type { TAlertDetails } from '@opinio/domain/schemas/alerts';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AlertStateChip } from '@/components/alert-state-chip.tsx';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { Panel } from '@/components/panel.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { formatDateWithMonthName, useLocale } from '@/lib/number-format.ts';
import { useAlert } from '../api/get-alert.ts';
import { AlertFollowUp } from './alert-follow-up.tsx';
import { AlertHistory } from './alert-history.tsx';
import { DueDate } from './due-date.tsx';

/** Route "alert": /alert/:surveyExtName/:alertId. */
export function AlertScreen() {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const { survey } = useSelection();
  const alertId = Number(params.alertId);
  if (!survey || !Number.isInteger(alertId) || alertId <= 0) {
    return <DetailScreenStatus route="alert" notFoundText={t('alert.notFound')} />;
  }
  return <AlertView survey={survey} alertId={alertId} />;
}

function AlertView({ survey, alertId }: { survey: TSurvey; alertId: number }) {
  const { t } = useTranslation();
  const { drillPath, filterToken } = useSelection();
  const query = useAlert(survey.extName, alertId);
  // one column (a phone): the follow-up, what the reader came to do, comes first
  const oneColumn = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const listPath = pathFor('alerts', {
    surveyExtName: survey.extName,
    drillPath: joinFilteredDrillPath(drillPath, filterToken),
  });
  const back = (
    <Button
      component={RouterLink}
      to={listPath}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('alert.backToList')}
    </Button>
  );

  if (query.isPending || query.isError) {
    return <DetailScreenStatus route="alert" notFoundText={t('alert.notFound')} query={query} back={back} />;
  }
  const alert = query.data;
  const followUp = <AlertFollowUp surveyExtName={survey.extName} alert={alert} />;
  // The customer's words come first, under the title; then, on one column (a phone), the
  // follow-up; the facts and the history below. Two columns keep the follow-up on the right.
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      {back}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <ScreenTitle route="alert">{alert.title}</ScreenTitle>
        <AlertStateChip state={alert.state} size="medium" />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Stack spacing={2}>
            <CustomerWords survey={survey} alert={alert} />
            {oneColumn && followUp}
            <AlertSummary alert={alert} />
            <AlertHistory alert={alert} />
          </Stack>
        </Grid>
        {!oneColumn && <Grid size={{ md: 5, lg: 4 }}>{followUp}</Grid>}
      </Grid>
    </Stack>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }} data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

function AlertSummary({ alert }: { alert: TAlertDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Panel title={t('alert.summary')} testId="alert-summary">
      {alert.description && <Typography variant="body1">{alert.description}</Typography>}
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 3, m: 0 }}>
        <Fact label={t('alerts.column.unit')}>{alert.unitTitle}</Fact>
        <Fact label={t('alerts.column.rule')} testId="alert-rule">
          {alert.ruleName}
        </Fact>
        <Fact label={t('alerts.column.assignee')}>{alert.assignee ?? t('alerts.unassigned')}</Fact>
        <Fact label={t('alerts.column.due')}>
          <DueDate alert={alert} />
        </Fact>
        <Fact label={t('alerts.column.created')}>
          <time dateTime={alert.createdAt}>
            {formatDateWithMonthName(alert.createdAt, locale, { time: true })}
          </time>
        </Fact>
        <Fact label={t('alert.updated')}>
          <time dateTime={alert.updatedAt}>
            {formatDateWithMonthName(alert.updatedAt, locale, { time: true })}
          </time>
        </Fact>
        <Fact label={t('alert.number')}>{alert.id}</Fact>
      </Stack>
      {alert.resolution && (
        <Stack spacing={0.25}>
          <Typography variant="caption" color="text.secondary">
            {t('alert.resolution')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="alert-resolution-text">
            {alert.resolution}
          </Typography>
        </Stack>
      )}
    </Panel>
  );
}

/**
 * What the customer said: their comment first, then their score and when they answered (the
 * unit is the alert's, in its title), with the way to the whole interview.
 */
function CustomerWords({ survey, alert }: { survey: TSurvey; alert: TAlertDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { interview } = alert;
  const nps = interview.nps;
  const colour = nps === null ? 'default' : nps <= 6 ? 'error' : nps <= 8 ? 'warning' : 'success';
  return (
    <Panel
      title={t('alert.interview')}
      testId="alert-interview"
      actions={
        <Button
          component={RouterLink}
          to={pathFor('interview', { surveyExtName: survey.extName, interviewId: interview.id })}
          endIcon={<OpenInNewIcon />}
          size="small"
          data-testid="alert-open-interview"
        >
          {t('alert.openInterview')}
        </Button>
      }
    >
      {interview.comment ? (
        <Typography
          variant="body1"
          sx={{ whiteSpace: 'pre-line', borderLeft: 3, borderColor: 'divider', pl: 1.5, fontStyle: 'italic' }}
          data-testid="alert-comment"
        >
          {interview.comment}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="alert-comment">
          {t('alert.noComment')}
        </Typography>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {nps !== null && (
          <Chip color={colour} label={t('alert.nps', { value: nps })} sx={{ fontWeight: 700 }} />
        )}
        <Typography variant="body2" color="text.secondary">
          <time dateTime={interview.date}>
            {formatDateWithMonthName(interview.date, locale, { time: true })}
          </time>
        </Typography>
      </Stack>
    </Panel>
  );
}
