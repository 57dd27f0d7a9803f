import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import StorageIcon from '@mui/icons-material/Storage';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TranslateIcon from '@mui/icons-material/Translate';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import type { TSurvey, TView } from '@opinio/domain/schemas/survey';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyOnOpen } from '@/components/lazy-on-open.tsx';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import { useChooseLanguage } from '@/entities/session/api/choose-language.ts';
import { useChangeUniverse } from '@/features/auth/api/change-universe.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { staysInApp } from '@/lib/in-app-click.ts';
import { LOCALES } from '@/lib/locale-choice.ts';
import { MainMenu } from './main-menu.tsx';
import { NATIVE_NAMES } from './native-names.ts';

const ImpersonateDialog = lazyOnOpen(
  async () => (await import('@/features/auth/components/impersonate-dialog.tsx')).ImpersonateDialog,
);

interface PhoneDrawerProps {
  open: boolean;
  onClose: () => void;
  identity: TUserIdentity;
  surveyExtName: string | null;
  /** The survey's pages, administration and support (hidden on routes without the page menu). */
  showPages: boolean;
  /** The survey's views and the one shown (null on routes without views). */
  views: { survey: TSurvey; current: TView | null } | null;
}

/**
 * On a phone the views, the page menu and the top bar's account actions live in one drawer
 * opened from the top bar's menu button: the views (when there is a choice), pages, then the
 * user's own account, administration, language, organisation and sign-out, each with its
 * name written out.
 */
export function PhoneDrawer({ open, onClose, identity, surveyExtName, showPages, views }: PhoneDrawerProps) {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useChooseLanguage();
  const navigate = useNavigate();
  const logout = useLogout();
  const change = useChangeUniverse();
  const [actAsOpen, setActAsOpen] = useState(false);
  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        // the page menu holds the support and import dialogs: they outlive the drawer
        keepMounted
        slotProps={{
          paper: { sx: { width: 300, maxWidth: '85vw' }, 'data-testid': 'phone-drawer' } as object,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography component="span" variant="h6" sx={{ fontWeight: 800, flex: 1 }}>
            Opinio
          </Typography>
          <IconButton aria-label={t('shell.closeMenu')} onClick={onClose} data-testid="phone-drawer-close">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        {views && views.survey.views.length > 1 && (
          <DrawerViews survey={views.survey} current={views.current} onNavigate={onClose} />
        )}
        {showPages && <MainMenu layout="list" onNavigate={onClose} />}
        <Divider />
        <List component="nav" aria-label={t('shell.accountActions')} dense>
          {surveyExtName && (
            <DrawerItem
              icon={<PersonIcon />}
              label={t('shell.myAccount')}
              testId="drawer-my-account"
              onClick={() => go(pathFor('userdetails', { surveyExtName, userId: identity.userId }))}
            />
          )}
          {surveyExtName && identity.isUserAdmin && (
            <DrawerItem
              icon={<SupervisorAccountIcon />}
              label={t('shell.userAdmin')}
              testId="drawer-user-admin"
              onClick={() => go(pathFor('users', { surveyExtName }))}
            />
          )}
          {surveyExtName && identity.isRoot && (
            <DrawerItem
              icon={<StorageIcon />}
              label={t('shell.backend')}
              testId="drawer-backend"
              onClick={() => go(pathFor('surveylist', { surveyExtName }))}
            />
          )}
          {identity.isRoot && (
            <DrawerItem
              icon={<SupervisorAccountIcon />}
              label={t('impersonation.menuItem')}
              testId="drawer-act-as"
              onClick={() => {
                onClose();
                setActAsOpen(true);
              }}
            />
          )}
        </List>
        {identity.universes.length > 1 && (
          <List
            component="div"
            role="group"
            dense
            aria-labelledby="drawer-universes"
            subheader={
              <ListSubheader component="div" id="drawer-universes">
                {t('shell.universes')}
              </ListSubheader>
            }
          >
            {identity.universes.map((universe) => (
              <DrawerItem
                key={universe.name}
                icon={<SwapHorizIcon />}
                label={universe.title}
                selected={universe.name === identity.universe}
                disabled={universe.name === identity.universe || change.isPending}
                testId={`drawer-universe-${universe.name}`}
                onClick={() => {
                  onClose();
                  change.mutate(universe.name);
                }}
              />
            ))}
          </List>
        )}
        <List
          component="div"
          role="group"
          dense
          aria-labelledby="drawer-language"
          subheader={
            <ListSubheader component="div" id="drawer-language">
              {t('shell.language')}
            </ListSubheader>
          }
        >
          {LOCALES.map((locale) => (
            <DrawerItem
              key={locale}
              icon={<TranslateIcon />}
              label={NATIVE_NAMES[locale]}
              lang={locale}
              selected={i18n.language === locale}
              testId={`drawer-language-${locale}`}
              onClick={() => {
                onClose();
                chooseLanguage(locale);
              }}
            />
          ))}
        </List>
        <Divider />
        <List component="div" dense>
          <DrawerItem
            icon={<LogoutIcon />}
            label={t('shell.logout')}
            testId="drawer-logout"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          />
        </List>
      </Drawer>
      {identity.isRoot && <ImpersonateDialog open={actAsOpen} onClose={() => setActAsOpen(false)} />}
    </>
  );
}

interface DrawerViewsProps {
  survey: TSurvey;
  current: TView | null;
  onNavigate: () => void;
}

/** The survey's views as links (each view has its address), the one shown marked as current. */
function DrawerViews({ survey, current, onNavigate }: DrawerViewsProps) {
  const { t } = useTranslation();
  const { openView, viewPath } = useSelectionNavigation();
  return (
    <List
      component="nav"
      dense
      aria-labelledby="drawer-views"
      subheader={
        <ListSubheader component="div" id="drawer-views">
          {t('shell.views')}
        </ListSubheader>
      }
    >
      {survey.views.map((view) => {
        const shown = view.extName === current?.extName;
        return (
          <ListItemButton
            key={view.extName}
            component="a"
            href={viewPath(view)}
            selected={shown}
            aria-current={shown ? 'page' : undefined}
            data-testid={`view-tab-${view.extName}`}
            onClick={(event: MouseEvent) => {
              if (!staysInApp(event)) return;
              event.preventDefault();
              onNavigate();
              void openView(view);
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <ViewListIcon />
            </ListItemIcon>
            <ListItemText primary={view.title} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

interface DrawerItemProps {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  testId: string;
  selected?: boolean;
  disabled?: boolean;
  lang?: string;
}

function DrawerItem({ icon, label, onClick, testId, selected, disabled, lang }: DrawerItemProps) {
  return (
    <ListItemButton
      onClick={onClick}
      selected={selected}
      disabled={disabled}
      aria-current={selected ? 'true' : undefined}
      data-testid={testId}
      lang={lang}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}
