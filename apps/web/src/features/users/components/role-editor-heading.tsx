import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { pathFor } from '@opinio/domain/routes';
import type { TRole } from '@opinio/domain/schemas/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeleteRole } from '../api/users-api.ts';

interface RoleEditorHeadingProps {
  surveyExtName: string;
  role: TRole | null;
  editable: boolean;
}

/** The role's name, and its members, a copy of it, and its deletion (asked first). */
export function RoleEditorHeading({ surveyExtName, role, editable }: RoleEditorHeadingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteRole(surveyExtName);
  const [deleting, setDeleting] = useState(false);
  const rolesPath = `${pathFor('users', { surveyExtName })}?tab=roles`;
  const deleteRole = async (doomed: TRole) => {
    await remove.mutateAsync(doomed.id);
    showSnackbar(t('roles.deleted', { name: doomed.name }), 'success');
    navigate(rolesPath);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <ScreenTitle route="role">{role ? roleLabel(role, t) : t('roles.title.new')}</ScreenTitle>
        {role?.builtIn && <Chip size="small" label={t('roles.builtIn')} />}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {role && (
          <Button
            variant="outlined"
            onClick={() => navigate(`${pathFor('users', { surveyExtName })}?role=${role.id}`)}
          >
            {t('roles.showMembers')} ({role.members})
          </Button>
        )}
        {role && editable && (
          <Button
            variant="outlined"
            onClick={() => navigate(`${pathFor('role', { surveyExtName, roleId: 'new' })}?copyOf=${role.id}`)}
            data-testid="copy-role"
          >
            {t('roles.copy')}
          </Button>
        )}
        {role && !role.builtIn && editable && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon aria-hidden />}
            disabled={role.members > 0 || remove.isPending}
            onClick={() => setDeleting(true)}
            data-testid="delete-role"
          >
            {t('roles.delete')}
          </Button>
        )}
      </Stack>
      {deleting && role && (
        <ConfirmDialog
          title={t('roles.delete')}
          body={t('roles.deleteConfirm', { name: role.name })}
          cancelLabel={t('users.cancel')}
          confirmLabel={t('roles.delete')}
          onConfirm={() => deleteRole(role)}
          onClose={() => setDeleting(false)}
          pending={remove.isPending}
          error={remove.error}
          confirmTestId="delete-role-confirm"
        />
      )}
    </Stack>
  );
}
