import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { pathFor } from '@opinio/domain/routes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { NoAccessScreen } from '@/components/no-access-screen.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useRoles } from '../api/users-api.ts';
import { RoleEditor } from './role-editor.tsx';

/** Route "role": /role/:surveyExtName/:roleId ("new", with `?copyOf=<id>` for a copy). */
export function RoleScreen() {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const [search] = useSearchParams();
  const identity = useIdentity().data;
  const surveyExtName = params.surveyExtName ?? '';
  const roles = useRoles(surveyExtName);
  const back = (
    <Link
      component={RouterLink}
      to={`${pathFor('users', { surveyExtName })}?tab=roles`}
      sx={{ alignSelf: 'flex-start' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('roles.back')}
      </Stack>
    </Link>
  );
  if (identity && !identity.permissions.includes('users.manage')) return <NoAccessScreen rule="userAdmin" />;
  const creating = params.roleId === 'new';
  const role = roles.data?.items.find((r) => String(r.id) === params.roleId);
  const copyOf = roles.data?.items.find((r) => String(r.id) === search.get('copyOf'));
  if (!roles.data || (!creating && !role)) {
    return (
      <DetailScreenStatus
        route="role"
        notFoundText={t('roles.notFound')}
        query={roles.data ? undefined : roles}
        back={back}
      />
    );
  }
  return (
    <RoleEditor
      key={`${params.roleId}-${copyOf?.id ?? ''}`}
      surveyExtName={surveyExtName}
      role={role ?? null}
      copyOf={copyOf ?? null}
      editable={roles.data.editable}
      back={back}
    />
  );
}
