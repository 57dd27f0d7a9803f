import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { pathFor } from '@opinio/domain/routes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSelection } from '../../lib/selection.tsx';

/** Open alerts; opens the alert list with the survey's alert filter when it has one. */
export function AlertBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { survey, drillPath, filterToken } = useSelection();
  // The open-alert count arrives with the alerts module; until then nothing is counted.
  const openAlerts = 0;
  if (!survey || !drillPath) return null;
  const target = pathFor('alerts', {
    surveyExtName: survey.extName,
    drillPath: joinFilteredDrillPath(drillPath, survey.alertFilter || filterToken),
  });
  return (
    <Tooltip title={t('shell.alerts')}>
      <IconButton
        color="inherit"
        aria-label={t('shell.alertsOpen', { count: openAlerts })}
        onClick={() => navigate(target)}
        data-testid="alert-bell"
      >
        <Badge badgeContent={openAlerts} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
