import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { pathFor } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import type { TChange } from '@opinio/domain/schemas/changes';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Hint } from '@/components/hint.tsx';
import { IconButton, PathIcon } from '@/components/plain-controls.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useAlertCount } from '@/features/alerts/api/get-alert-count.ts';
import { useChanges } from '@/features/changes/api/get-changes.ts';
import { changeFigures } from '@/features/changes/lib/change-text.ts';
import { userKey } from '@/lib/browser-memory.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { useLocale } from '@/lib/number-format.ts';
import { defaultDrillPath, pagePath } from '@/lib/page-path.ts';
import './alert-bell.css';

/** The badge's largest number: more shows as "99+". */
const MAX_BADGE = 99;
/** Changes listed in the bell's menu: the strongest. */
const LISTED = 5;

/**
 * Where the newest change the user has seen in the bell is kept: the user's own, per survey
 * (forgotten at sign-out, lib/browser-memory.ts).
 */
const seenKey = (identity: TUserIdentity, survey: string) => userKey(identity, `changesSeen.${survey}`);
function readSeen(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** True once the browser is idle after the page's own work: the bell's changes wait for it. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * The bell: open alerts (refreshed at once by live `alert` events,
 * entities/session/api/live-events.ts) and what changed (docs/what-changed.md) in the units of
 * the user's reach. Its badge counts the open alerts; a dot tells of changes found since the
 * bell was last opened. It opens a menu: the open alerts (with the survey's alert filter when
 * it has one), then the strongest changes, each opening its unit's dashboard.
 */
export function AlertBell() {
  const { survey, drillPath, filterToken } = useSelection();
  const identity = useIdentity().data;
  if (!survey || !drillPath || !identity) return null;
  const alerts = identity.permissions.includes('alerts.view');
  const key = seenKey(identity, survey.extName);
  return (
    <SurveyBell
      key={key}
      survey={survey}
      drillPath={drillPath}
      filterToken={filterToken}
      alerts={alerts}
      seenAt={key}
    />
  );
}

function SurveyBell({
  survey,
  drillPath,
  filterToken,
  alerts,
  seenAt,
}: {
  survey: TSurvey;
  drillPath: string;
  filterToken: string;
  /** Whether the user sees alerts (a role without them has no count: it would answer 403). */
  alerts: boolean;
  /** The storage key of the newest change this user has seen in this survey's bell. */
  seenAt: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [seen, setSeen] = useState(() => readSeen(seenAt));
  // new data (a higher load count) may bring new alerts and changes: they are asked again
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const openAlerts = useAlertCount(survey.extName, loadCount, alerts);
  const idle = useIdle();
  const changesQuery = useChanges(
    { surveyExtName: survey.extName, loadCount, drillPathFiltered: defaultDrillPath(survey), locale },
    idle,
  );
  const changes = changesQuery.data?.changes ?? [];
  const fresh = (change: TChange) => change.detectedAt > seen;
  const newChanges = changes.filter(fresh).length;
  const alertsTarget = `${pathFor('alerts', {
    surveyExtName: survey.extName,
    drillPath: joinFilteredDrillPath(drillPath, survey.alertFilter || filterToken),
  })}?state=open`;
  const overview = survey.pages[0];
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  const open = (target: HTMLElement) => {
    setAnchor(target);
    const newest = changes.reduce((max, c) => (c.detectedAt > max ? c.detectedAt : max), seen);
    if (newest !== seen) {
      setSeen(newest);
      try {
        localStorage.setItem(seenAt, newest);
      } catch {
        // private windows without storage: the dot shows again next time
      }
    }
  };
  const alertCount = openAlerts > MAX_BADGE ? `${MAX_BADGE}+` : openAlerts;
  // The name holds what the badge shows ("99+"), as WCAG 2.5.3 asks of a visible label.
  const label = [
    alerts ? t('shell.alertsOpen', { count: alertCount }) : t('shell.changesTitle'),
    newChanges > 0 ? t('shell.changesNew', { count: newChanges }) : null,
  ]
    .filter(Boolean)
    .join('; ');
  return (
    <>
      <Hint title={alerts ? t('shell.alerts') : t('shell.changesTitle')}>
        <IconButton
          className="alert-bell"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => open(event.currentTarget)}
          testId="alert-bell"
        >
          <PathIcon name="notifications" />
          {alerts && openAlerts > 0 && (
            <span className="alert-bell-count" data-testid="alert-count">
              {alertCount}
            </span>
          )}
          {newChanges > 0 && <span className="alert-bell-dot" aria-hidden data-testid="bell-new-changes" />}
        </IconButton>
      </Hint>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 'min(420px, calc(100vw - 16px))' } } }}
      >
        {alerts && (
          <MenuItem onClick={() => go(alertsTarget)} data-testid="bell-alerts">
            {t('shell.alertsOpen', { count: alertCount })}
          </MenuItem>
        )}
        {alerts && <Divider />}
        <ListSubheader role="presentation" sx={{ lineHeight: '36px' }}>
          {t('shell.changesTitle')}
        </ListSubheader>
        {changes.length === 0 && (
          <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
            {changesQuery.isPending ? t('shell.changesLoading') : t('changes.none')}
          </MenuItem>
        )}
        {changes.slice(0, LISTED).map((change) => {
          const figures = changeFigures(change, locale);
          const to = overview ? pagePath(survey, overview, change.unit.path, '') : null;
          return (
            <MenuItem
              key={change.id}
              onClick={() => to && go(to)}
              disabled={!to}
              data-testid={`bell-change-${change.unit.extName}-${change.indicator.extName}`}
              sx={{ whiteSpace: 'normal', display: 'block', py: 1 }}
            >
              <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
                {change.unit.title}
                {fresh(change) && (
                  <Typography component="span" variant="caption" color="warning.dark" sx={{ ml: 1 }}>
                    {t('shell.changeNew')}
                  </Typography>
                )}
              </Typography>
              <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
                {t(change.direction === 'down' ? 'changes.fell' : 'changes.rose', { ...figures })}
              </Typography>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
