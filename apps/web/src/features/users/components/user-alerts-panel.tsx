import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { pathFor } from '@opinio/domain/routes';
import type { TUserDetails } from '@opinio/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AlertStateChip } from '@/components/alert-state-chip.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { Panel } from '@/components/panel.tsx';

interface UserAlertsPanelProps {
  surveyExtName: string;
  alerts: TUserDetails['alerts'];
  date: (iso: string | null) => string;
}

/** The survey's alerts assigned to the user, each a link to the alert, with its state. */
export function UserAlertsPanel({ surveyExtName, alerts, date }: UserAlertsPanelProps) {
  const { t } = useTranslation();
  return (
    <Panel title={t('users.details.alerts')}>
      {alerts.length === 0 ? (
        <EmptyState text={t('users.details.noAlerts')} />
      ) : (
        <List dense disablePadding>
          {alerts.map((alert) => (
            <ListItem key={alert.id} divider sx={{ px: 0, gap: 1 }}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={pathFor('alert', { surveyExtName, alertId: alert.id })}>
                    {alert.title}
                  </Link>
                }
                secondary={
                  alert.dueAt ? t('users.details.due', { date: date(alert.dueAt) }) : date(alert.createdAt)
                }
              />
              <AlertStateChip state={alert.state} />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
