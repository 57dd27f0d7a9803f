import LogoutIcon from '@mui/icons-material/Logout';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { pathFor } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout.ts';
import { AccountMenu } from './account-menu.tsx';
import { BarButton } from './bar-button.tsx';
import { UniverseMenu } from './universe-menu.tsx';

interface AccountActionsProps {
  identity: TUserIdentity;
  surveyExtName: string | null;
}

/** User admin (admins), account menu, change universe (several universes), logout. */
export function AccountActions({ identity, surveyExtName }: AccountActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <>
      {surveyExtName && identity.isUserAdmin && (
        <BarButton
          label={t('shell.userAdmin')}
          testId="user-admin-button"
          onClick={() => navigate(pathFor('users', { surveyExtName }))}
        >
          <SupervisorAccountIcon />
        </BarButton>
      )}
      <AccountMenu identity={identity} surveyExtName={surveyExtName} />
      {identity.universes.length > 1 && (
        <UniverseMenu universes={identity.universes} current={identity.universe} />
      )}
      <BarButton
        label={t('shell.logout')}
        testId="logout-button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogoutIcon />
      </BarButton>
    </>
  );
}
