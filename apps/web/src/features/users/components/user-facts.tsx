import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TUserDetails } from '@opinio/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { scopeLabel } from '../lib/labels.ts';

/** Who the user is: user name, e-mail address and language (another's, not the account's own). */
export function IdentityPanel({ user }: { user: TUserDetails['user'] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('users.details.identity')}>
      <Facts
        rows={[
          [t('users.details.username'), user.username],
          [t('users.details.email'), user.email ?? t('users.details.noEmail')],
          [t('users.details.language'), t(`language.${user.locale}`)],
        ]}
      />
    </Panel>
  );
}

/** What the user may reach and how they sign in, their invitation and their other universes. */
export function AccessPanel({
  details,
  date,
}: {
  details: TUserDetails;
  date: (iso: string | null) => string;
}) {
  const { t } = useTranslation();
  const { user } = details;
  const methods = [
    details.signIn.password && t('users.details.password'),
    details.signIn.singleSignOn && t('users.details.singleSignOn'),
  ].filter(Boolean);
  return (
    <Panel title={t('users.details.access')}>
      <Facts
        rows={[
          [t('users.details.role'), roleLabel(user.role, t)],
          [t('users.details.scope'), scopeLabel(user, t)],
          [t('users.details.status'), t(`users.status.${user.status}`)],
          [t('users.details.methods'), methods.join(', ') || t('users.details.noMethod')],
          [
            t('users.details.lastSignIn'),
            user.lastSignInAt ? date(user.lastSignInAt) : t('users.neverSignedIn'),
          ],
          [t('users.details.created'), date(user.createdAt)],
        ]}
      />
      {details.invitation && (
        <Typography variant="body2" color="text.secondary">
          {t('users.details.invitation', {
            sent: date(details.invitation.sentAt),
            expires: date(details.invitation.expiresAt),
          })}
        </Typography>
      )}
      {details.sharedAccount && (
        <Typography variant="body2" color="text.secondary" data-testid="shared-account">
          {t('users.details.sharedAccount')}
        </Typography>
      )}
      {details.otherUniverses.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {t('users.details.otherUniverses')}
          </Typography>
          <Facts
            rows={details.otherUniverses.map((u) => [
              u.title,
              `${roleLabel(u.role, t)} · ${t(`users.status.${u.status}`)}`,
            ])}
          />
        </>
      )}
    </Panel>
  );
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, max-content) 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
