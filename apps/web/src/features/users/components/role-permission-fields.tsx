import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { PERMISSION_GROUPS, type Permission, REQUIRES, withRequired } from '@opinio/domain/permissions';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '@/entities/session/api/identity.ts';

interface RolePermissionFieldsProps {
  value: readonly Permission[];
  onChange: (permissions: Permission[]) => void;
  readOnly: boolean;
}

/** The permissions by group, a checkbox each: one the user lacks is not theirs to give (root gives any). */
export function RolePermissionFields({ value, onChange, readOnly }: RolePermissionFieldsProps) {
  const { t } = useTranslation();
  const identity = useIdentity().data;
  const mine = new Set(identity?.permissions ?? []);
  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(value);
    if (on) {
      next.add(permission);
      for (const p of withRequired([permission])) next.add(p);
    } else {
      next.delete(permission);
      // what needs it goes with it
      for (const [dependent, needed] of Object.entries(REQUIRES))
        if (needed === permission) next.delete(dependent as Permission);
    }
    onChange([...next]);
  };
  return (
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
                    checked={value.includes(permission)}
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
  );
}
