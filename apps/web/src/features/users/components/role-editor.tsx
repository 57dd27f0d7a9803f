import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Permission } from '@opinio/domain/permissions';
import { pathFor } from '@opinio/domain/routes';
import type { TRole } from '@opinio/domain/schemas/users';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { registerTextField } from '@/lib/register-text-field.ts';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useSaveRole } from '../api/users-api.ts';
import { RoleEditorHeading } from './role-editor-heading.tsx';
import { RolePermissionFields } from './role-permission-fields.tsx';
import { RoleSsoMappings } from './role-sso-mappings.tsx';

interface RoleValues {
  name: string;
  permissions: Permission[];
}

interface RoleEditorProps {
  surveyExtName: string;
  /** The role shown; null for a new one. */
  role: TRole | null;
  /** The role a new one copies. */
  copyOf: TRole | null;
  editable: boolean;
  back: ReactNode;
}

/** A role's name and permissions, and the single sign-on roles that grant it. */
export function RoleEditor({ surveyExtName, role, copyOf, editable, back }: RoleEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveRole(surveyExtName);
  const source = role ?? copyOf;
  const readOnly = !editable || !!role?.builtIn;
  const form = useForm<RoleValues>({
    defaultValues: {
      name: role ? roleLabel(role, t) : copyOf ? t('roles.copyOf', { name: roleLabel(copyOf, t) }) : '',
      permissions: [...(source?.permissions ?? [])],
    },
  });
  const { showError, rootError } = useFormErrors(form, { only: ['name'], focus: true });
  const nameError = form.formState.errors.name?.message;

  const submit = form.handleSubmit(async ({ name, permissions }) => {
    try {
      const saved = await save.mutateAsync({ id: role?.id, name: name.trim(), permissions });
      showSnackbar(t('roles.saved', { name: saved.name }), 'success');
      if (!role) navigate(pathFor('role', { surveyExtName, roleId: saved.id }), { replace: true });
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Stack spacing={2}>
      {back}
      <RoleEditorHeading surveyExtName={surveyExtName} role={role} editable={editable} />
      {role?.builtIn && <Alert severity="info">{t('roles.readOnly')}</Alert>}
      {!editable && <Alert severity="info">{t('roles.notEditable')}</Alert>}
      {role && !role.builtIn && role.members > 0 && editable && (
        <Typography variant="body2" color="text.secondary">
          {t('roles.inUse', { count: role.members })}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Panel title={t('roles.permissions')} testId="role-permissions">
          <form onSubmit={submit} noValidate>
            <Stack spacing={2.5}>
              <TextField
                label={t('roles.name')}
                {...registerTextField(form, 'name', {
                  validate: (name) => name.trim() !== '' || t('editor.required'),
                })}
                disabled={readOnly}
                required
                error={!!nameError}
                helperText={nameError}
                slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'role-name' } }}
                sx={{ maxWidth: 420 }}
              />
              <Controller
                control={form.control}
                name="permissions"
                render={({ field }) => (
                  <RolePermissionFields value={field.value} onChange={field.onChange} readOnly={readOnly} />
                )}
              />
              {rootError && <Alert severity="error">{rootError}</Alert>}
              {!readOnly && (
                <Button
                  type="submit"
                  variant="contained"
                  disabled={save.isPending}
                  sx={{ alignSelf: 'flex-start' }}
                  data-testid="save-role"
                >
                  {t('roles.save')}
                </Button>
              )}
            </Stack>
          </form>
        </Panel>
        {role && <RoleSsoMappings surveyExtName={surveyExtName} role={role} editable={editable} />}
      </Box>
    </Stack>
  );
}
