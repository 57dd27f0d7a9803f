import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TUserDetails } from '@opinio/domain/schemas/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useUserAction } from '../api/users-api.ts';
import { scopeLabel } from '../lib/labels.ts';
import { UnmailedInvitationDialog } from './unmailed-invitation-dialog.tsx';
import { UserStatusChip } from './user-status-chip.tsx';

interface UserDetailsHeaderProps {
  surveyExtName: string;
  details: TUserDetails;
  onDelete: () => void;
}

/** The user's name, status, role and unit, and what an administrator may do with them. */
export function UserDetailsHeader({ surveyExtName, details, onDelete }: UserDetailsHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = details;
  const action = useUserAction(surveyExtName);
  // an invitation that could not be mailed (no SMTP): its link, to hand over
  const [unmailedLink, setUnmailedLink] = useState<string | null>(null);

  const run = async (kind: 'disable' | 'enable' | 'invite') => {
    try {
      const result = await action.mutateAsync({ action: kind, userId: user.id });
      const link = (result as { invitationLink?: string | null } | undefined)?.invitationLink;
      if (kind === 'invite' && link) {
        setUnmailedLink(link);
        return;
      }
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
          {scopeLabel(user, t)}
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
          <Button variant="outlined" color="error" onClick={onDelete} data-testid="delete-user">
            {t('users.action.delete')}
          </Button>
        </Stack>
      )}
      {unmailedLink && (
        <UnmailedInvitationDialog
          title={t('users.action.notMailedTitle', { name: user.displayName })}
          link={unmailedLink}
          onClose={() => setUnmailedLink(null)}
        />
      )}
    </Stack>
  );
}
