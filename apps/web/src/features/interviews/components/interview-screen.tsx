import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShareIcon from '@mui/icons-material/Share';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { pathFor } from '@opinio/domain/routes';
import type { TInterviewDetails } from '@opinio/domain/schemas/interviews';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AlertStateChip } from '@/components/alert-state-chip.tsx';
import { AnswerList } from '@/components/answer-list.tsx';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { Panel } from '@/components/panel.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { ReportMenu } from '@/entities/reports/components/report-menu.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { formatDate, formatDateWithMonthName, useLocale } from '@/lib/number-format.ts';
import { useInterview } from '../api/get-interview.ts';
import { InterviewComments } from './interview-comments.tsx';
import { InterviewOrigin } from './interview-origin.tsx';
import { ShareDialog } from './share-dialog.tsx';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Route "interview": /interview/:surveyExtName/:interviewId. */
export function InterviewScreen() {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const { survey } = useSelection();
  const interviewId = Number(params.interviewId);
  if (!survey || !Number.isInteger(interviewId) || interviewId <= 0) {
    return <DetailScreenStatus route="interview" notFoundText={t('interview.notFound')} />;
  }
  return <InterviewView survey={survey} interviewId={interviewId} />;
}

function InterviewView({ survey, interviewId }: { survey: TSurvey; interviewId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { drillPath, filterToken } = useSelection();
  const listPath = pathFor('alerts', {
    surveyExtName: survey.extName,
    drillPath: joinFilteredDrillPath(drillPath, filterToken),
  });
  const me = useIdentity().data?.displayName ?? '';
  const query = useInterview(survey.extName, interviewId);
  const [sharing, setSharing] = useState(false);
  const back = (
    <Button
      // Opened from a link outside the app there is no page to go back to: the alert list then.
      onClick={() => (location.key === 'default' ? navigate(listPath) : navigate(-1))}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('interview.back')}
    </Button>
  );

  if (query.isPending || query.isError) {
    return (
      <DetailScreenStatus
        route="interview"
        notFoundText={t('interview.notFound')}
        query={query}
        back={back}
      />
    );
  }
  const interview = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      {back}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ScreenTitle route="interview">{t('interview.title', { id: interview.id })}</ScreenTitle>
        <Typography color="text.secondary">{survey.title}</Typography>
        <Stack direction="row" sx={{ ml: 'auto', gap: 1, alignItems: 'center' }}>
          {/* the interview's own unit, unfiltered: the report is of this one interview */}
          <ReportMenu
            survey={survey}
            drillPathFiltered={interview.unit.drillPath}
            offers={[{ kind: 'interview', interviewId: interview.id }]}
          />
          <Button
            variant="outlined"
            startIcon={<ShareIcon />}
            onClick={() => setSharing(true)}
            data-testid="interview-share"
          >
            {t('share.action')}
          </Button>
        </Stack>
      </Stack>
      <UnitBreadcrumbs survey={survey} interview={interview} />
      <InterviewDates interview={interview} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Panel title={t('interview.answers')} testId="interview-answers">
            <AnswerList answers={interview.answers} survey={survey} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Stack spacing={2}>
            <InterviewAlerts survey={survey} interview={interview} />
            <InterviewOrigin surveyExtName={survey.extName} origin={interview.origin} />
            <InterviewComments
              surveyExtName={survey.extName}
              interviewId={interview.id}
              comments={interview.comments}
              me={me}
            />
          </Stack>
        </Grid>
      </Grid>
      <ShareDialog
        open={sharing}
        onClose={() => setSharing(false)}
        surveyExtName={survey.extName}
        interviewId={interview.id}
      />
    </Stack>
  );
}

/** The unit's chain; each level the user may open links to the first dashboard page there. */
function UnitBreadcrumbs({ survey, interview }: { survey: TSurvey; interview: TInterviewDetails }) {
  const { t } = useTranslation();
  const { view, filterToken } = useSelection();
  const page = survey.pages[0];
  const parts = interview.unit.drillPath.split(',');
  // The view's start path is the top of the user's scope: levels above it cannot be opened.
  const scope = (survey.views.find((v) => v.extName === parts[0])?.startPath ?? view?.startPath ?? '').split(
    ',',
  );
  return (
    <Breadcrumbs aria-label={t('interview.unitPath')} data-testid="interview-breadcrumb">
      {interview.unit.segments.map((segment, index) => {
        const prefix = parts.slice(0, index + 2);
        const inScope = prefix.length >= scope.length && scope.every((part, i) => prefix[i] === part);
        if (!page || !inScope) {
          return (
            <Typography key={segment.extName} color="text.secondary">
              {segment.title}
            </Typography>
          );
        }
        const to = pathFor('page', {
          pageId: page.extname,
          surveyExtName: survey.extName,
          drillPath: joinFilteredDrillPath(prefix.join(','), filterToken),
        });
        const last = index === interview.unit.segments.length - 1;
        return (
          <Link
            key={segment.extName}
            component={RouterLink}
            to={to}
            underline="hover"
            color={last ? 'text.primary' : 'inherit'}
            sx={{ fontWeight: last ? 600 : 400 }}
            data-testid={`interview-unit-${segment.extName}`}
          >
            {segment.title}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}

function InterviewDates({ interview }: { interview: TInterviewDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts: [string, ReactNode][] = [
    [
      t('interview.date'),
      <time key="date" dateTime={interview.date}>
        {formatDate(interview.date, locale, DATE_TIME)}
      </time>,
    ],
    [
      t('interview.received'),
      <time key="received" dateTime={interview.createdAt}>
        {formatDate(interview.createdAt, locale, DATE_TIME)}
      </time>,
    ],
    [t('interview.unit'), interview.unit.title],
  ];
  if (interview.externalId) facts.push([t('interview.externalId'), interview.externalId]);
  return (
    <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
      {facts.map(([label, value]) => (
        <Stack key={label} spacing={0.25}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function InterviewAlerts({ survey, interview }: { survey: TSurvey; interview: TInterviewDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Panel title={t('interview.alerts', { count: interview.alerts.length })} testId="interview-alerts">
      {interview.alerts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('interview.noAlerts')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {interview.alerts.map((alert) => (
            <Stack
              component="li"
              key={alert.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Stack sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={pathFor('alert', { surveyExtName: survey.extName, alertId: alert.id })}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                  data-testid="interview-alert-link"
                >
                  {alert.title}
                </Link>
                <Typography variant="caption" color="text.secondary">
                  {alert.assignee ?? t('alerts.unassigned')} ·{' '}
                  {formatDateWithMonthName(alert.createdAt, locale)}
                </Typography>
              </Stack>
              <AlertStateChip state={alert.state} />
            </Stack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
