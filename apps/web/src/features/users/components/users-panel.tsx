import ClearIcon from '@mui/icons-material/Clear';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TFilterOption } from '@opinio/domain/schemas/filters';
import type { TSignInFilter, TUserSort, TUserStatus, TUserSummary } from '@opinio/domain/schemas/users';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { EmptyState } from '@/components/empty-state.tsx';
import { RowLink } from '@/components/linked-table-row.tsx';
import { LoadMoreButton, PagedListBody } from '@/components/paged-list.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { UnitPicker } from '@/entities/selection/components/unit-picker.tsx';
import { formatDate, formatNumber, useLocale } from '@/lib/number-format.ts';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { type UserListQuery, useRoles, useUserList } from '../api/users-api.ts';
import { scopeLabel } from '../lib/labels.ts';
import { BulkBar } from './bulk-bar.tsx';
import { UserStatusChip } from './user-status-chip.tsx';

/** Columns shown from a small or medium screen, and only on the widest. */
const small = { display: { xs: 'none', sm: 'table-cell' } };
const wide = { display: { xs: 'none', md: 'table-cell' } };
const extraWide = { display: { xs: 'none', xl: 'table-cell' } };

const STATUSES: TUserStatus[] = ['active', 'invited', 'disabled'];
const SIGNED_IN: TSignInFilter[] = ['recent', 'dormant', 'never'];

interface Filters {
  roleId: number | '';
  status: TUserStatus | '';
  signedIn: TSignInFilter | '';
  unit: TFilterOption | null;
}
const NO_FILTERS: Filters = { roleId: '', status: '', signedIn: '', unit: null };

/** The members: search, filters, sortable columns, "show more" pages, and actions on a selection. */
export function UsersPanel({
  surveyExtName,
  initialRoleId,
}: {
  surveyExtName: string;
  initialRoleId?: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), 300);
  const [filters, setFilters] = useState<Filters>({ ...NO_FILTERS, roleId: initialRoleId ?? '' });
  const [sort, setSort] = useState<{ by: TUserSort; direction: 'asc' | 'desc' }>({
    by: 'name',
    direction: 'asc',
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const roles = useRoles(surveyExtName);

  const query: UserListQuery = useMemo(
    () => ({
      q: q || undefined,
      roleId: filters.roleId === '' ? undefined : filters.roleId,
      status: filters.status || undefined,
      signedIn: filters.signedIn || undefined,
      unit: filters.unit?.extName,
      sort: sort.by,
      direction: sort.direction,
      limit: 50,
    }),
    [q, filters, sort],
  );
  const list = useUserList(surveyExtName, query);
  const users = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = q !== '' || JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  const sortBy = (by: TUserSort) =>
    setSort((current) => ({
      by,
      direction:
        current.by === by && current.direction === 'asc' ? 'desc' : by === 'lastSignIn' ? 'desc' : 'asc',
    }));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allShown = users.length > 0 && users.every((u) => selected.has(u.id));

  const header = (by: TUserSort | null, label: string, sx?: object) => (
    <TableCell sx={sx} sortDirection={by && sort.by === by ? sort.direction : false}>
      {by ? (
        <TableSortLabel
          active={sort.by === by}
          direction={sort.by === by ? sort.direction : 'asc'}
          onClick={() => sortBy(by)}
        >
          {label}
        </TableSortLabel>
      ) : (
        label
      )}
    </TableCell>
  );
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1.5fr' },
          alignItems: 'start',
        }}
      >
        <SearchField
          label={t('users.search')}
          value={search}
          onChange={setSearch}
          testId="user-search"
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <TextField
          select
          size="small"
          label={t('users.filter.role')}
          value={filters.roleId}
          onChange={(e) =>
            setFilters({ ...filters, roleId: e.target.value === '' ? '' : Number(e.target.value) })
          }
          slotProps={{ htmlInput: { 'data-testid': 'filter-role' } }}
        >
          <MenuItem value="">{t('users.filter.any')}</MenuItem>
          {(roles.data?.items ?? []).map((role) => (
            <MenuItem key={role.id} value={role.id}>
              {roleLabel(role, t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('users.filter.status')}
          value={filters.status}
          onChange={(e) => setFilters({ ...filters, status: e.target.value as TUserStatus | '' })}
        >
          <MenuItem value="">{t('users.filter.any')}</MenuItem>
          {STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`users.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('users.filter.signedIn')}
          value={filters.signedIn}
          onChange={(e) => setFilters({ ...filters, signedIn: e.target.value as TSignInFilter | '' })}
        >
          <MenuItem value="">{t('users.filter.any')}</MenuItem>
          {SIGNED_IN.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`users.signedIn.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <UnitPicker
            surveyExtName={surveyExtName}
            value={filters.unit}
            onChange={(unit) => setFilters({ ...filters, unit })}
            label={t('users.filter.unit')}
            size="small"
            testId="filter-unit"
          />
        </Box>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 36 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="user-count">
          {list.data &&
            t('users.count', {
              shown: formatNumber(users.length, locale),
              total: formatNumber(total, locale),
            })}
        </Typography>
        {filtered && (
          <Button
            size="small"
            startIcon={<ClearIcon aria-hidden />}
            onClick={() => {
              setSearch('');
              setFilters(NO_FILTERS);
            }}
          >
            {t('users.filter.clear')}
          </Button>
        )}
      </Stack>
      {selected.size > 0 && (
        <BulkBar
          surveyExtName={surveyExtName}
          userIds={[...selected]}
          onDone={() => setSelected(new Set())}
          roles={roles.data?.items ?? []}
          adminScope={roles.data?.adminScope ?? null}
        />
      )}
      <PagedListBody query={list} itemCount={users.length} empty={<EmptyState text={t('users.empty')} />}>
        <TableScroll label={t('users.tab.users')}>
          <Table size="small" aria-label={t('users.tab.users')} data-testid="user-table">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allShown}
                    indeterminate={!allShown && users.some((u) => selected.has(u.id))}
                    onChange={() => setSelected(allShown ? new Set() : new Set(users.map((u) => u.id)))}
                    slotProps={{ input: { 'aria-label': t('users.selectAll') } }}
                  />
                </TableCell>
                {header('name', t('users.col.name'))}
                {header('username', t('users.col.username'), extraWide)}
                {header(null, t('users.col.role'), small)}
                {header(null, t('users.col.scope'), wide)}
                {header(null, t('users.col.status'))}
                {header('lastSignIn', t('users.col.lastSignIn'), { ...wide, whiteSpace: 'nowrap' })}
                {header('created', t('users.col.created'), extraWide)}
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  surveyExtName={surveyExtName}
                  selected={selected.has(user.id)}
                  onToggle={() => toggle(user.id)}
                />
              ))}
            </TableBody>
          </Table>
        </TableScroll>
        <LoadMoreButton query={list} label={t('users.more')} testId="users-more" />
      </PagedListBody>
    </Stack>
  );
}

function UserRow({
  user,
  surveyExtName,
  selected,
  onToggle,
}: {
  user: TUserSummary;
  surveyExtName: string;
  selected: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableRow hover selected={selected} data-testid={`user-row-${user.username}`}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t('users.select', { name: user.displayName }) } }}
        />
      </TableCell>
      <TableCell sx={{ fontWeight: 600 }}>
        <RowLink to={pathFor('userdetails', { surveyExtName, userId: user.id })}>{user.displayName}</RowLink>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {user.email ?? user.username}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
          {roleLabel(user.role, t)} · {scopeLabel(user, t)}
        </Typography>
      </TableCell>
      <TableCell sx={extraWide}>{user.username}</TableCell>
      <TableCell sx={small}>{roleLabel(user.role, t)}</TableCell>
      <TableCell sx={wide}>{scopeLabel(user, t)}</TableCell>
      <TableCell>
        <UserStatusChip status={user.status} />
      </TableCell>
      <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
        {user.lastSignInAt ? formatDate(user.lastSignInAt, locale) : t('users.neverSignedIn')}
      </TableCell>
      <TableCell sx={{ ...extraWide, whiteSpace: 'nowrap' }}>{formatDate(user.createdAt, locale)}</TableCell>
    </TableRow>
  );
}
