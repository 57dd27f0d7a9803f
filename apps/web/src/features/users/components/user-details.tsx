import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { pathFor } from '@opinio/domain/routes';
import type { TUserDetails } from '@opinio/domain/schemas/users';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { AccountForms } from './account-forms.tsx';
import { AuditList } from './audit-list.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UserAlertsPanel } from './user-alerts-panel.tsx';
import { UserDetailsHeader } from './user-details-header.tsx';
import { AccessPanel, IdentityPanel } from './user-facts.tsx';
import { UserSessionsPanel } from './user-sessions-panel.tsx';

interface UserDetailsProps {
  details: TUserDetails;
  surveyExtName: string;
  back?: ReactNode;
}

/**
 * A member for their administrator (identity, access, sessions, alerts, changes), or the
 * signed-in user's own account with its forms.
 */
export function UserDetails({ details, surveyExtName, back }: UserDetailsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { user } = details;
  const [deleting, setDeleting] = useState(false);
  const date = (iso: string | null) =>
    iso ? formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '–';

  return (
    <Stack spacing={2} data-testid="user-details">
      {back}
      <UserDetailsHeader surveyExtName={surveyExtName} details={details} onDelete={() => setDeleting(true)} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          {details.self ? <AccountForms details={details} /> : <IdentityPanel user={user} />}
          <AccessPanel details={details} date={date} />
          <UserSessionsPanel surveyExtName={surveyExtName} details={details} date={date} />
        </Stack>
        <Stack spacing={2}>
          <UserAlertsPanel surveyExtName={surveyExtName} alerts={details.alerts} date={date} />
          <Panel title={t('users.details.audit')}>
            <AuditList entries={details.audit} />
          </Panel>
        </Stack>
      </Box>
      {deleting && (
        <DeleteUserDialog
          surveyExtName={surveyExtName}
          user={user}
          onClose={(deleted) => {
            setDeleting(false);
            if (deleted) navigate(pathFor('users', { surveyExtName }));
          }}
        />
      )}
    </Stack>
  );
}
