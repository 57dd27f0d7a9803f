import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFilterOption } from '@opinio/domain/schemas/filters';
import type { TRole, TUnitRef, TUserBulk } from '@opinio/domain/schemas/users';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnitPicker } from '@/entities/selection/components/unit-picker.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useBulkChange } from '../api/users-api.ts';
import { type ScopeChoice, ScopeChoiceField } from './scope-choice.tsx';

type Action = TUserBulk['action'];

interface BulkBarProps {
  surveyExtName: string;
  userIds: number[];
  roles: TRole[];
  /** The administrator's own scope (null: the whole organisation): users are moved within it. */
  adminScope: TUnitRef | null;
  onDone(): void;
}

/** What to do with the selected users: all of them or, if one is beyond reach, none. */
export function BulkBar({ surveyExtName, userIds, roles, adminScope, onDone }: BulkBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [action, setAction] = useState<Action | null>(null);
  const count = formatNumber(userIds.length, locale);
  return (
    <Paper
      variant="outlined"
      sx={{ px: 2, py: 1, bgcolor: 'action.selected' }}
      role="region"
      aria-label={t('users.selected', { count: userIds.length })}
      data-testid="bulk-bar"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, mr: 1 }}>{t('users.selected', { count })}</Typography>
        {(['disable', 'enable', 'setRole', 'setScope'] as const).map((a) => (
          <Button
            key={a}
            size="small"
            variant="outlined"
            onClick={() => setAction(a)}
            data-testid={`bulk-${a}`}
          >
            {t(`users.bulk.${a}`)}
          </Button>
        ))}
        <Button size="small" onClick={onDone}>
          {t('users.bulk.clear')}
        </Button>
      </Stack>
      {action && (
        <BulkDialog
          surveyExtName={surveyExtName}
          action={action}
          userIds={userIds}
          roles={roles}
          adminScope={adminScope}
          onClose={(done) => {
            setAction(null);
            if (done) onDone();
          }}
        />
      )}
    </Paper>
  );
}

function BulkDialog({
  surveyExtName,
  action,
  userIds,
  roles,
  adminScope,
  onClose,
}: {
  surveyExtName: string;
  action: Action;
  userIds: number[];
  roles: TRole[];
  adminScope: TUnitRef | null;
  onClose(done: boolean): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bulk = useBulkChange(surveyExtName);
  const [roleId, setRoleId] = useState<number | ''>('');
  // nothing that widens what the users see is chosen until the administrator chooses it
  const [scope, setScope] = useState<ScopeChoice>('unit');
  const [unit, setUnit] = useState<TFilterOption | null>(null);
  const count = userIds.length;
  const title = {
    disable: t('users.bulk.disable'),
    enable: t('users.bulk.enable'),
    setRole: t('users.bulk.roleTitle', { count }),
    setScope: t('users.bulk.scopeTitle', { count }),
  }[action];

  const apply = async () => {
    const body: TUserBulk =
      action === 'setRole'
        ? { action, userIds, roleId: Number(roleId) }
        : action === 'setScope'
          ? {
              action,
              userIds,
              scopeUnit: scope === 'unit' ? (unit?.extName ?? null) : null,
              wholeOrganisation: scope === 'whole',
            }
          : { action, userIds };
    try {
      const result = await bulk.mutateAsync(body);
      showSnackbar(t('users.bulk.done', { count: result.changed }), 'success');
      onClose(true);
    } catch {
      // shown in the dialog
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {action === 'disable' && (
            <DialogContentText>{t('users.bulk.disableConfirm', { count })}</DialogContentText>
          )}
          {action === 'setRole' && (
            <TextField
              select
              label={t('editor.role')}
              value={roleId}
              onChange={(e) => setRoleId(Number(e.target.value))}
              slotProps={{ htmlInput: { 'data-testid': 'bulk-role' } }}
            >
              {roles.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {roleLabel(role, t)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {action === 'setScope' && (
            <ScopeChoiceField value={scope} onChange={setScope} adminScope={adminScope} />
          )}
          {action === 'setScope' && scope === 'unit' && (
            <UnitPicker
              surveyExtName={surveyExtName}
              value={unit}
              onChange={setUnit}
              label={t('editor.unit')}
              helperText={t('editor.unitHelp')}
              testId="bulk-scope-unit"
            />
          )}
          {bulk.isError && <Alert severity="error">{errorMessage(bulk.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={bulk.isPending}>
          {t('users.cancel')}
        </Button>
        <Button
          variant="contained"
          color={action === 'disable' ? 'error' : 'primary'}
          onClick={apply}
          disabled={
            bulk.isPending ||
            (action === 'setRole' && roleId === '') ||
            (action === 'setScope' && scope === 'unit' && unit === null)
          }
          data-testid="bulk-apply"
        >
          {action === 'disable' || action === 'enable' ? title : t('users.bulk.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
