import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { pathFor } from '@opinio/domain/routes';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Hint } from '@/components/hint.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useAlertCount } from '@/features/alerts/api/get-alert-count.ts';
import { useLoadCount } from '@/lib/load-count.ts';

/**
 * Open alerts (refreshed at once by live `alert` events, entities/session/api/live-events.ts); opens the
 * alert list on the open ones, with the survey's alert filter when it has one.
 */
/** The badge's largest number: more shows as "99+". */
const MAX_BADGE = 99;

export function AlertBell() {
  const { survey, drillPath, filterToken } = useSelection();
  const identity = useIdentity().data;
  // A role without alerts has no bell (the count would answer 403).
  if (!survey || !drillPath || !identity?.permissions.includes('alerts.view')) return null;
  return <SurveyAlertBell survey={survey} drillPath={drillPath} filterToken={filterToken} />;
}

function SurveyAlertBell({
  survey,
  drillPath,
  filterToken,
}: {
  survey: TSurvey;
  drillPath: string;
  filterToken: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // new data (a higher load count) may bring new alerts: the count is asked again
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const openAlerts = useAlertCount(survey.extName, loadCount);
  // The bell counts open alerts: it opens the list on them, with the survey's alert filter if any.
  const target = `${pathFor('alerts', {
    surveyExtName: survey.extName,
    drillPath: joinFilteredDrillPath(drillPath, survey.alertFilter || filterToken),
  })}?state=open`;
  return (
    <Hint title={t('shell.alerts')}>
      <IconButton
        color="inherit"
        // The name holds what the badge shows ("99+"), as WCAG 2.5.3 asks of a visible label.
        aria-label={t('shell.alertsOpen', { count: openAlerts > MAX_BADGE ? `${MAX_BADGE}+` : openAlerts })}
        onClick={() => navigate(target)}
        data-testid="alert-bell"
        // room for the badge, which sticks out to the right (the bell may be the bar's last icon)
        sx={{ mr: 0.5 }}
      >
        <Badge badgeContent={openAlerts} color="error" max={MAX_BADGE}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Hint>
  );
}
