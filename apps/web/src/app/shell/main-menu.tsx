import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { LEFT_DRAWER_WIDTH } from '@opinio/domain/constants';
import type { Permission } from '@opinio/domain/permissions';
import { pathFor } from '@opinio/domain/routes';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyOnOpen } from '@/components/lazy-on-open.tsx';
import { NamedIcon } from '@/components/page-icon.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import {
  useActivePageExtName,
  useSelectionNavigation,
} from '@/entities/selection/lib/selection-navigation.ts';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { staysInApp } from '@/lib/in-app-click.ts';
import { filterTokenForPage, pagePath } from '@/lib/page-path.ts';

interface MainMenuProps {
  /** 'rail': the left column, icon above a short title; 'list': a phone drawer's rows. */
  layout?: 'rail' | 'list';
  /** Called after an entry is chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

// The import and support dialogs load when first opened: every user sees the menu, few open them.
const ImportDialog = lazyOnOpen(
  async () => (await import('@/features/import/components/import-dialog.tsx')).ImportDialog,
);
const SupportDialog = lazyOnOpen(async () => (await import('./support-dialog.tsx')).SupportDialog);

/** Left menu: the survey's pages, survey settings, import and the support dialog. */
export function MainMenu({ layout = 'rail', onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  const { survey, drillPath, filterToken } = useSelection();
  const active = useActivePageExtName();
  const { openPage } = useSelectionNavigation();
  const [supportOpen, setSupportOpen] = useState(false);
  // Survey settings and interview imports: for the roles that allow them.
  const identity = useIdentity().data;
  const may = (permission: Permission) => !!survey && !!identity?.permissions.includes(permission);
  const mayImport = may('imports.run');
  const maySettings = may('survey.settings') || may('apiKeys.manage') || may('webhooks.manage');
  const [importOpen, setImportOpen] = useState(false);
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const chosen = (action: () => void) => () => {
    onNavigate?.();
    action();
  };
  const list = layout === 'list';

  return (
    <Box
      component="nav"
      aria-label={t('shell.pages')}
      sx={
        list
          ? { display: 'flex', flexDirection: 'column' }
          : {
              width: LEFT_DRAWER_WIDTH,
              flexShrink: 0,
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
              display: 'flex',
              flexDirection: 'column',
              overflowY: 'auto',
              overflowX: 'hidden',
            }
      }
    >
      <List component="div" disablePadding sx={{ flex: 1 }}>
        {survey?.pages.map((page) => (
          <MenuEntry
            list={list}
            key={page.extname}
            icon={<NamedIcon icon={page.icon} />}
            label={page.title}
            selected={page.extname === active}
            href={
              survey
                ? pagePath(
                    survey,
                    page,
                    drillPath,
                    filterTokenForPage(page, filterToken, {
                      page: survey.pages.find((p) => p.extname === active),
                      survey,
                    }),
                  )
                : undefined
            }
            onClick={chosen(() => void openPage(page))}
            testId={`menu-${page.extname}`}
          />
        ))}
        {survey && drillPath && (
          // action plans of the drill node and below: every member sees them within their scope
          <MenuEntry
            list={list}
            icon={<FlagOutlinedIcon aria-hidden />}
            label={t('plans.menu')}
            selected={route.route?.name === 'plans'}
            href={pathFor('plans', { surveyExtName: survey.extName, drillPath })}
            onClick={chosen(() => navigate(pathFor('plans', { surveyExtName: survey.extName, drillPath })))}
            testId="menu-plans"
          />
        )}
      </List>
      <List component="div" disablePadding>
        {maySettings && survey && (
          <MenuEntry
            list={list}
            icon={<TuneOutlinedIcon aria-hidden />}
            label={t('surveyAdmin.menu')}
            selected={route.route?.name === 'survey'}
            onClick={chosen(() =>
              navigate(pathFor('survey', { surveyExtName: survey.extName, surveyId: String(survey.id) })),
            )}
            testId="menu-survey-admin"
          />
        )}
        {mayImport && (
          <MenuEntry
            list={list}
            icon={<UploadFileOutlinedIcon aria-hidden />}
            label={t('import.menu')}
            onClick={chosen(() => setImportOpen(true))}
            testId="menu-import"
          />
        )}
        <MenuEntry
          list={list}
          icon={<HelpOutlinedIcon aria-hidden />}
          label={t('support.menu')}
          onClick={chosen(() => setSupportOpen(true))}
          testId="menu-support"
        />
      </List>
      <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
      {mayImport && survey && (
        <ImportDialog
          open={importOpen}
          onClose={() => setImportOpen(false)}
          surveyExtName={survey.extName}
          surveyTitle={survey.title}
        />
      )}
    </Box>
  );
}

/** Letters of a word the rail's narrow column sets smaller. */
const LONG_WORD = 13;

/** The letters of the label's longest word (a soft hyphen is a place to break, not a letter). */
const longestWord = (label: string) => Math.max(...label.split(/[\s\u00AD]+/).map((word) => word.length));

interface MenuEntryProps {
  icon: ReactNode;
  label: string;
  selected?: boolean;
  onClick: () => void;
  testId: string;
  list: boolean;
  /** A page's address: the entry is a link (a new tab opens it with the same selection). */
  href?: string;
}

function MenuEntry({ icon, label, selected = false, onClick, testId, list, href }: MenuEntryProps) {
  const link = href === undefined ? {} : { component: 'a' as const, href };
  return (
    <ListItemButton
      {...link}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={(event: MouseEvent) => {
        // a plain click stays in the app; with a modifier the browser opens a tab or window
        if (href !== undefined && !staysInApp(event)) return;
        event.preventDefault();
        onClick();
      }}
      data-testid={testId}
      sx={{
        flexDirection: list ? 'row' : 'column',
        py: list ? 1 : 1.25,
        px: list ? 2 : 0.5,
        gap: list ? 2 : 0.25,
        color: selected ? 'primary.main' : 'text.secondary',
        borderLeft: 3,
        borderLeftColor: selected ? 'primary.main' : 'transparent',
      }}
    >
      {icon}
      <Typography
        variant={list ? 'body2' : 'caption'}
        sx={{
          textAlign: list ? 'left' : 'center',
          lineHeight: 1.2,
          fontWeight: selected ? 700 : 500,
          // a word as long as "administration" is set a little smaller in the rail, so that it
          // stays whole; a longer one still breaks rather than widens the rail
          ...(!list && longestWord(label) >= LONG_WORD
            ? { fontSize: '0.625rem', letterSpacing: '-0.01em' }
            : {}),
          hyphens: 'auto',
          overflowWrap: 'anywhere',
        }}
      >
        {label}
      </Typography>
    </ListItemButton>
  );
}
