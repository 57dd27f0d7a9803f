import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TUserDetails } from '@opinio/domain/schemas/users';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AlertStateChip } from '@/components/alert-state-chip.tsx';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { Panel } from '@/components/panel.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useRevokeSession, useUserAction, useUserDetails } from '../api/users-api.ts';
import { AccountForms } from './account-forms.tsx';
import { AuditList } from './audit-list.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UserStatusChip } from './user-status-chip.tsx';

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

function UserDetails({
  details,
  surveyExtName,
  back,
}: {
  details: TUserDetails;
  surveyExtName: string;
  back?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { user } = details;
  const action = useUserAction(surveyExtName);
  const revoke = useRevokeSession(surveyExtName);
  const [deleting, setDeleting] = useState(false);
  const date = (iso: string | null) =>
    iso ? formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '–';

  const run = async (kind: 'disable' | 'enable' | 'invite') => {
    try {
      await action.mutateAsync({ action: kind, userId: user.id });
      const texts = {
        disable: t('users.action.disabled', { name: user.displayName }),
        enable: t('users.action.enabled', { name: user.displayName }),
        invite: t('users.action.invited', { email: user.email }),
      };
      showSnackbar(texts[kind], 'success');
    } catch (error) {
      showSnackbar(errorMessage(error), 'error');
    }
  };

  return (
    <Stack spacing={2} data-testid="user-details">
      {back}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <Stack spacing={0.5}>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <ScreenTitle route="userdetails">
              {details.self ? t('account.title') : user.displayName}
            </ScreenTitle>
            <UserStatusChip status={user.status} />
            {user.isRoot && <Chip size="small" color="warning" label="root" />}
          </Stack>
          <Typography color="text.secondary">
            {details.self ? user.displayName : user.username} · {roleLabel(user.role, t)} ·{' '}
            {user.scopeUnit?.title ?? t('users.wholeOrganisation')}
          </Typography>
        </Stack>
        {details.manageable && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Button
              variant="contained"
              onClick={() => navigate(pathFor('usereditor', { surveyExtName, userId: user.id }))}
              data-testid="edit-user"
            >
              {t('users.action.edit')}
            </Button>
            {user.status === 'invited' && user.email && (
              <Button variant="outlined" onClick={() => run('invite')} disabled={action.isPending}>
                {t('users.action.invite')}
              </Button>
            )}
            {user.status === 'disabled' ? (
              <Button
                variant="outlined"
                onClick={() => run('enable')}
                disabled={action.isPending}
                data-testid="enable-user"
              >
                {t('users.action.enable')}
              </Button>
            ) : (
              <Button
                variant="outlined"
                onClick={() => run('disable')}
                disabled={action.isPending}
                data-testid="disable-user"
              >
                {t('users.action.disable')}
              </Button>
            )}
            <Button
              variant="outlined"
              color="error"
              onClick={() => setDeleting(true)}
              data-testid="delete-user"
            >
              {t('users.action.delete')}
            </Button>
          </Stack>
        )}
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          {details.self ? (
            <AccountForms details={details} />
          ) : (
            <Panel title={t('users.details.identity')}>
              <Facts
                rows={[
                  [t('users.details.username'), user.username],
                  [t('users.details.email'), user.email ?? t('users.details.noEmail')],
                  [t('users.details.language'), t(`language.${user.locale}`)],
                ]}
              />
            </Panel>
          )}
          <Panel title={t('users.details.access')}>
            <Facts
              rows={[
                [t('users.details.role'), roleLabel(user.role, t)],
                [t('users.details.scope'), user.scopeUnit?.title ?? t('users.wholeOrganisation')],
                [t('users.details.status'), t(`users.status.${user.status}`)],
                [
                  t('users.details.methods'),
                  [
                    details.signIn.password && t('users.details.password'),
                    details.signIn.singleSignOn && t('users.details.singleSignOn'),
                  ]
                    .filter(Boolean)
                    .join(', ') || t('users.details.noMethod'),
                ],
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
          <Panel title={t('users.details.sessions')} testId="sessions">
            {details.sessions.length === 0 ? (
              <EmptyState text={t('users.details.noSessions')} />
            ) : (
              <List dense disablePadding>
                {details.sessions.map((session) => (
                  <ListItem
                    key={session.id}
                    divider
                    sx={{ px: 0 }}
                    secondaryAction={
                      session.current ? (
                        <Chip size="small" label={t('users.details.thisSession')} />
                      ) : (
                        <Button
                          size="small"
                          color="error"
                          disabled={revoke.isPending}
                          onClick={async () => {
                            try {
                              await revoke.mutateAsync({ userId: user.id, sessionId: session.id });
                              showSnackbar(t('users.details.revoked'), 'success');
                            } catch (error) {
                              showSnackbar(errorMessage(error), 'error');
                            }
                          }}
                        >
                          {t('users.details.revoke')}
                        </Button>
                      )
                    }
                  >
                    <ListItemText
                      sx={{ pr: 12 }}
                      primary={session.userAgent ? browserName(session.userAgent) : '–'}
                      secondary={`${t('users.details.session', {
                        created: date(session.createdAt),
                        seen: date(session.lastSeenAt),
                      })}${session.persistent ? ` · ${t('users.details.remembered')}` : ''}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Panel>
        </Stack>
        <Stack spacing={2}>
          <Panel title={t('users.details.alerts')}>
            {details.alerts.length === 0 ? (
              <EmptyState text={t('users.details.noAlerts')} />
            ) : (
              <List dense disablePadding>
                {details.alerts.map((alert) => (
                  <ListItem key={alert.id} divider sx={{ px: 0, gap: 1 }}>
                    <ListItemText
                      primary={
                        <Link
                          component={RouterLink}
                          to={pathFor('alert', { surveyExtName, alertId: alert.id })}
                        >
                          {alert.title}
                        </Link>
                      }
                      secondary={
                        alert.dueAt
                          ? t('users.details.due', { date: date(alert.dueAt) })
                          : date(alert.createdAt)
                      }
                    />
                    <AlertStateChip state={alert.state} />
                  </ListItem>
                ))}
              </List>
            )}
          </Panel>
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

/** A browser and system from a user agent, in a few words. */
function browserName(userAgent: string): string {
  const browser =
    /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent)?.[1]?.replace('Edg', 'Edge') ?? 'Browser';
  const system = /(Windows|Mac OS X|Android|iPhone|iPad|Linux)/
    .exec(userAgent)?.[1]
    ?.replace('Mac OS X', 'macOS');
  return system ? `${browser} · ${system}` : browser;
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
