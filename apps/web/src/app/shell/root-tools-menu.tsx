import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BugReportIcon from '@mui/icons-material/BugReport';
import StorageIcon from '@mui/icons-material/Storage';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { pathFor } from '@opinio/domain/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Hint } from '@/components/hint.tsx';
import { BugReports, useBugTotal } from '@/features/bugs/components/bug-menu.tsx';

/** The badge's largest number: more shows as "999+". */
const MAX_BADGE = 999;

/**
 * Root only: the system's tools in one labelled menu (the list of all surveys, the web app's
 * error reports, with their count on the button), instead of an unnamed icon for each.
 */
export function RootToolsMenu({ surveyExtName }: { surveyExtName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [bugAnchor, setBugAnchor] = useState<HTMLElement | null>(null);
  const bugs = useBugTotal(surveyExtName);
  const label = t('shell.rootTools');
  return (
    <>
      <Hint title={label}>
        <IconButton
          color="inherit"
          // the name holds what the badge shows ("999+"), as WCAG 2.5.3 asks of a visible label
          aria-label={
            bugs > 0
              ? t('shell.rootToolsErrors', { count: bugs > MAX_BADGE ? `${MAX_BADGE}+` : bugs })
              : label
          }
          aria-haspopup="menu"
          aria-expanded={menuAnchor !== null}
          onClick={(e) => setMenuAnchor(e.currentTarget)}
          data-testid="root-tools-button"
        >
          {/* no badge at all without errors: no hidden "0" for the name to hold */}
          {bugs > 0 ? (
            <Badge badgeContent={bugs} color="error" max={MAX_BADGE}>
              <AdminPanelSettingsIcon />
            </Badge>
          ) : (
            <AdminPanelSettingsIcon />
          )}
        </IconButton>
      </Hint>
      <Menu
        open={menuAnchor !== null}
        anchorEl={menuAnchor}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ list: { 'aria-label': label } }}
      >
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            navigate(pathFor('surveylist', { surveyExtName }));
          }}
          data-testid="backend-button"
        >
          <ListItemIcon>
            <StorageIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.backend')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setBugAnchor(menuAnchor);
            setMenuAnchor(null);
          }}
          data-testid="bug-menu-button"
        >
          <ListItemIcon>
            <BugReportIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('bugs.open', { count: bugs })}</ListItemText>
        </MenuItem>
      </Menu>
      <BugReports surveyExtName={surveyExtName} anchor={bugAnchor} onClose={() => setBugAnchor(null)} />
    </>
  );
}
