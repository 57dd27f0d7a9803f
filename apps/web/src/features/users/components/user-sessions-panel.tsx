import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { TUserDetails } from '@opinio/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { Panel } from '@/components/panel.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useRevokeSession } from '../api/users-api.ts';

interface UserSessionsPanelProps {
  surveyExtName: string;
  details: TUserDetails;
  date: (iso: string | null) => string;
}

/** The user's sessions (browser, started, last seen), each but the current one ended by a button. */
export function UserSessionsPanel({ surveyExtName, details, date }: UserSessionsPanelProps) {
  const { t } = useTranslation();
  const revoke = useRevokeSession(surveyExtName);
  const end = async (sessionId: string) => {
    try {
      await revoke.mutateAsync({ userId: details.user.id, sessionId });
      showSnackbar(t('users.details.revoked'), 'success');
    } catch (error) {
      showSnackbar(errorMessage(error), 'error');
    }
  };
  return (
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
                    onClick={() => end(session.id)}
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
