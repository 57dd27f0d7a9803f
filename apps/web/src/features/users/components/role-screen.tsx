import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PERMISSION_GROUPS, type Permission, REQUIRES, withRequired } from '@opinio/domain/permissions';
import { pathFor } from '@opinio/domain/routes';
import type { TRole, TSsoRoleMapping } from '@opinio/domain/schemas/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { NoAccessScreen } from '@/components/no-access-screen.tsx';
import { Panel } from '@/components/panel.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeleteRole, useRoles, useSaveMappings, useSaveRole } from '../api/users-api.ts';

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

function RoleEditor({
  surveyExtName,
  role,
  copyOf,
  editable,
  back,
}: {
  surveyExtName: string;
  role: TRole | null;
  copyOf: TRole | null;
  editable: boolean;
  back: React.ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identity = useIdentity().data;
  const save = useSaveRole(surveyExtName);
  const remove = useDeleteRole(surveyExtName);
  const source = role ?? copyOf;
  const readOnly = !editable || !!role?.builtIn;
  const [name, setName] = useState(
    role ? roleLabel(role, t) : copyOf ? t('roles.copyOf', { name: roleLabel(copyOf, t) }) : '',
  );
  const [permissions, setPermissions] = useState<Set<Permission>>(new Set(source?.permissions ?? []));
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const mine = new Set(identity?.permissions ?? []);

  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(permissions);
    if (on) {
      next.add(permission);
      for (const p of withRequired([permission])) next.add(p);
    } else {
      next.delete(permission);
      // what needs it goes with it
      for (const [dependent, needed] of Object.entries(REQUIRES))
        if (needed === permission) next.delete(dependent as Permission);
    }
    setPermissions(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError({ field: 'name', message: t('editor.required') });
      return;
    }
    try {
      const saved = await save.mutateAsync({
        id: role?.id,
        name: name.trim(),
        permissions: [...permissions],
      });
      showSnackbar(t('roles.saved', { name: saved.name }), 'success');
      setError(null);
      if (!role) navigate(pathFor('role', { surveyExtName, roleId: saved.id }), { replace: true });
    } catch (e) {
      setError({ field: e instanceof ApiError ? e.field : undefined, message: errorMessage(e) });
    }
  };

  return (
    <Stack spacing={2}>
      {back}
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
              onClick={() =>
                navigate(`${pathFor('role', { surveyExtName, roleId: 'new' })}?copyOf=${role.id}`)
              }
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
              onClick={async () => {
                if (!window.confirm(t('roles.deleteConfirm', { name: role.name }))) return;
                try {
                  await remove.mutateAsync(role.id);
                  showSnackbar(t('roles.deleted', { name: role.name }), 'success');
                  navigate(`${pathFor('users', { surveyExtName })}?tab=roles`);
                } catch (e) {
                  showSnackbar(errorMessage(e), 'error');
                }
              }}
            >
              {t('roles.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
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
                value={name}
                onChange={(e) => setName(e.target.value)}
                disabled={readOnly}
                required
                error={error?.field === 'name'}
                helperText={error?.field === 'name' ? error.message : undefined}
                slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'role-name' } }}
                sx={{ maxWidth: 420 }}
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {PERMISSION_GROUPS.map(({ group, permissions: inGroup }) => (
                  <Box component="fieldset" key={group} sx={{ border: 0, p: 0, m: 0 }}>
                    <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
                      {t(`permission.group.${group}`)}
                    </FormLabel>
                    <FormGroup>
                      {inGroup.map((permission) => (
                        <FormControlLabel
                          key={permission}
                          label={t(`permission.${permission}`)}
                          control={
                            <Checkbox
                              size="small"
                              checked={permissions.has(permission)}
                              disabled={readOnly || (!identity?.isRoot && !mine.has(permission))}
                              onChange={(e) => toggle(permission, e.target.checked)}
                              slotProps={{ input: { 'data-testid': `perm-${permission}` } as object }}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                  </Box>
                ))}
              </Box>
              {error && error.field !== 'name' && <Alert severity="error">{error.message}</Alert>}
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
        {role && <SsoMappings surveyExtName={surveyExtName} role={role} editable={editable} />}
      </Box>
    </Stack>
  );
}

type MappingRow = { source: 'realm' | 'client'; clientId: string; ssoRole: string };

/** The single sign-on roles (realm or client roles of the token) that grant this role. */
function SsoMappings({
  surveyExtName,
  role,
  editable,
}: {
  surveyExtName: string;
  role: TRole;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveMappings(surveyExtName);
  const [rows, setRows] = useState<MappingRow[]>(
    role.ssoMappings.map((m) => ({ source: m.source, clientId: m.clientId, ssoRole: m.ssoRole })),
  );
  const set = (index: number, change: Partial<MappingRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const submit = async () => {
    const mappings: TSsoRoleMapping[] = rows
      .filter((r) => r.ssoRole.trim() !== '')
      .map((r) => ({
        source: r.source,
        clientId: r.source === 'client' ? r.clientId : '',
        ssoRole: r.ssoRole,
      }));
    try {
      await save.mutateAsync({ roleId: role.id, body: { mappings } });
      showSnackbar(t('roles.sso.saved'), 'success');
    } catch {
      // shown below
    }
  };
  return (
    <Panel title={t('roles.sso.title')} testId="sso-mappings">
      <Typography variant="body2" color="text.secondary">
        {t('roles.sso.intro')}
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" sx={{ my: 1 }}>
          {t('roles.sso.none')}
        </Typography>
      )}
      <Stack spacing={1.5} sx={{ my: 1.5 }}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved
          <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('roles.sso.source')}
              value={row.source}
              disabled={!editable}
              onChange={(e) => set(index, { source: e.target.value as MappingRow['source'] })}
              sx={{ width: 150 }}
            >
              <MenuItem value="realm">{t('roles.sso.realm')}</MenuItem>
              <MenuItem value="client">{t('roles.sso.client')}</MenuItem>
            </TextField>
            {row.source === 'client' && (
              <TextField
                size="small"
                label={t('roles.sso.clientId')}
                value={row.clientId}
                disabled={!editable}
                onChange={(e) => set(index, { clientId: e.target.value })}
                sx={{ width: 140 }}
              />
            )}
            <TextField
              size="small"
              label={t('roles.sso.role')}
              value={row.ssoRole}
              disabled={!editable}
              onChange={(e) => set(index, { ssoRole: e.target.value })}
              sx={{ flex: 1, minWidth: 140 }}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `sso-role-${index}` } }}
            />
            {editable && (
              <IconButton
                aria-label={t('roles.sso.remove')}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <DeleteOutlinedIcon aria-hidden />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      {editable && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setRows([...rows, { source: 'realm', clientId: '', ssoRole: '' }])}
            data-testid="add-sso-role"
          >
            {t('roles.sso.add')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="save-sso-roles">
            {t('roles.sso.save')}
          </Button>
        </Stack>
      )}
    </Panel>
  );
}
