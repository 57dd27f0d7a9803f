import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PERMISSIONS } from '@opinio/domain/permissions';
import { pathFor } from '@opinio/domain/routes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/error-state.tsx';
import { LinkedTableRow, RowLink } from '@/components/linked-table-row.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { useRoles } from '../api/users-api.ts';

/** The universe's roles: built-in ones first, with their permissions, members and single sign-on roles. */
export function RolesPanel({ surveyExtName }: { surveyExtName: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const roles = useRoles(surveyExtName);
  if (roles.isPending) return <LoadingSkeleton variant="rows" />;
  if (roles.isError) return <ErrorState error={roles.error} onRetry={() => roles.refetch()} />;
  const { items, editable } = roles.data;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <Typography color="text.secondary" variant="body2" sx={{ maxWidth: 720 }}>
          {t('roles.intro')} {!editable && t('roles.notEditable')}
        </Typography>
        {editable && (
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => navigate(pathFor('role', { surveyExtName, roleId: 'new' }))}
            sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
            data-testid="new-role"
          >
            {t('roles.new')}
          </Button>
        )}
      </Stack>
      <TableScroll label={t('users.tab.roles')}>
        <Table size="small" aria-label={t('users.tab.roles')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('roles.col.name')}</TableCell>
              <TableCell>{t('roles.col.permissions')}</TableCell>
              <TableCell align="right">{t('roles.col.members')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('roles.col.sso')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((role) => {
              const to = pathFor('role', { surveyExtName, roleId: role.id });
              return (
                <LinkedTableRow key={role.id} to={to} data-testid={`role-row-${role.id}`}>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                      <RowLink to={to}>{roleLabel(role, t)}</RowLink>
                      {role.builtIn && <Chip size="small" label={t('roles.builtIn')} />}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    {t('roles.permissionCount', {
                      count: role.permissions.length,
                      total: PERMISSIONS.length,
                    })}
                  </TableCell>
                  <TableCell align="right">{formatNumber(role.members, locale)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {role.ssoMappings.map((m) => m.ssoRole).join(', ') || '–'}
                  </TableCell>
                </LinkedTableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
