import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PersonIcon from '@mui/icons-material/Person';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { pathFor } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Hint } from '@/components/hint.tsx';
import { lazyOnOpen } from '@/components/lazy-on-open.tsx';

const ImpersonateDialog = lazyOnOpen(
  async () => (await import('@/features/auth/components/impersonate-dialog.tsx')).ImpersonateDialog,
);

interface AccountMenuProps {
  identity: TUserIdentity;
  surveyExtName: string | null;
}

/** The account button's menu: own user details; for root users, "Act as user". */
export function AccountMenu({ identity, surveyExtName }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [actAsOpen, setActAsOpen] = useState(false);
  if (!surveyExtName && !identity.isRoot) return null;
  const label = t('shell.account', { name: identity.displayName });
  return (
    <>
      <Hint title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="account-button"
        >
          <AccountCircleIcon />
        </IconButton>
      </Hint>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {surveyExtName && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              navigate(pathFor('userdetails', { surveyExtName, userId: identity.userId }));
            }}
            data-testid="menu-my-account"
          >
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('shell.myAccount')}</ListItemText>
          </MenuItem>
        )}
        {identity.isRoot && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setActAsOpen(true);
            }}
            data-testid="menu-act-as"
          >
            <ListItemIcon>
              <SupervisorAccountIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('impersonation.menuItem')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      <ImpersonateDialog open={actAsOpen} onClose={() => setActAsOpen(false)} />
    </>
  );
}
