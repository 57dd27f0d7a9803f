import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TRole, TSsoRoleMapping } from '@opinio/domain/schemas/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSaveMappings } from '../api/users-api.ts';

type MappingRow = { source: 'realm' | 'client'; clientId: string; ssoRole: string };

/** The single sign-on roles (realm or client roles of the token) that grant this role. */
export function RoleSsoMappings({
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
