import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { pathFor } from '@opinio/domain/routes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useUserDetails } from '../api/users-api.ts';
import { UserDetails } from './user-details.tsx';

/**
 * Route "userdetails": /userdetails/:surveyExtName/:userId. A member for their administrator:
 * identity, access, sign-in, sessions, assigned alerts and changes; the signed-in user's own
 * (the account button): their details, password and sessions.
 */
export function UserDetailsScreen() {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const surveyExtName = params.surveyExtName ?? '';
  const userId = Number(params.userId);
  const valid = Number.isSafeInteger(userId) && userId > 0;
  const details = useUserDetails(surveyExtName, valid ? userId : 0);
  const identity = useIdentity().data;
  const back = identity?.permissions.includes('users.manage') ? (
    <Link component={RouterLink} to={pathFor('users', { surveyExtName })} sx={{ alignSelf: 'flex-start' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('users.details.back')}
      </Stack>
    </Link>
  ) : undefined;
  if (!valid || !details.data) {
    return (
      <DetailScreenStatus
        route="userdetails"
        notFoundText={t('users.details.notFound')}
        query={valid ? details : undefined}
        back={back}
      />
    );
  }
  return <UserDetails details={details.data} surveyExtName={surveyExtName} back={back} />;
}
