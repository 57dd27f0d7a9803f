import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NoAccessScreen } from '@/components/no-access-screen.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { userExportHref } from '../api/users-api.ts';
import { AuditPanel } from './audit-panel.tsx';
import { ImportUsersDialog } from './import-users-dialog.tsx';
import { RolesPanel } from './roles-panel.tsx';
import { UsersPanel } from './users-panel.tsx';

type UsersTab = 'users' | 'roles' | 'audit';

/** Route "users": /userlist/:surveyExtName. The universe's members, its roles and (root) its audit log. */
export function UserListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { params } = useCurrentRoute();
  const identity = useIdentity().data;
  const [search, setSearch] = useSearchParams();
  const [importing, setImporting] = useState(false);
  const surveyExtName = params.surveyExtName ?? '';
  const tab = (
    ['roles', 'audit'].includes(search.get('tab') ?? '') ? search.get('tab') : 'users'
  ) as UsersTab;
  const roleFilter = Number(search.get('role')) || undefined;
  if (identity && !identity.permissions.includes('users.manage')) return <NoAccessScreen rule="userAdmin" />;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <Stack spacing={0.5}>
          <ScreenTitle route="users">{t('screen.users.title')}</ScreenTitle>
          <Typography variant="body2" color="text.secondary">
            {t('users.intro', {
              universe: identity?.universes.find((u) => u.name === identity.universe)?.title ?? '',
            })}
          </Typography>
        </Stack>
        {tab === 'users' && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Button
              variant="contained"
              startIcon={<AddIcon aria-hidden />}
              onClick={() => navigate(pathFor('usereditor', { surveyExtName, userId: 'new' }))}
              data-testid="new-user"
            >
              {t('users.new')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon aria-hidden />}
              onClick={() => setImporting(true)}
              data-testid="import-users"
            >
              {t('users.import')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon aria-hidden />}
              href={userExportHref(surveyExtName, {})}
              data-testid="export-users"
            >
              {t('users.export')}
            </Button>
          </Stack>
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: UsersTab) => setSearch(next === 'users' ? {} : { tab: next }, { replace: true })}
        aria-label={t('screen.users.title')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="users" label={t('users.tab.users')} data-testid="tab-users" />
        <Tab value="roles" label={t('users.tab.roles')} data-testid="tab-roles" />
        {identity?.isRoot && <Tab value="audit" label={t('users.tab.audit')} data-testid="tab-audit" />}
      </Tabs>
      {tab === 'users' && (
        <UsersPanel key={roleFilter} surveyExtName={surveyExtName} initialRoleId={roleFilter} />
      )}
      {tab === 'roles' && <RolesPanel surveyExtName={surveyExtName} />}
      {tab === 'audit' && identity?.isRoot && <AuditPanel surveyExtName={surveyExtName} />}
      {importing && <ImportUsersDialog surveyExtName={surveyExtName} onClose={() => setImporting(false)} />}
    </Stack>
  );
}
