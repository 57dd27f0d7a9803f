import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { holdsAll } from '@opinio/domain/permissions';
import { pathFor } from '@opinio/domain/routes';
import { ZFilterOption } from '@opinio/domain/schemas/filters';
import { ZLocale } from '@opinio/domain/schemas/locale';
import {
  leastRole,
  type TRole,
  type TRoleList,
  type TSsoProvider,
  type TUserDetails,
  type TUserSaved,
  ZUserSave,
} from '@opinio/domain/schemas/users';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { NoAccessScreen } from '@/components/no-access-screen.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { UnitPickerField } from '@/entities/selection/components/unit-picker.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useRoles, useSaveUser, useUserDetails } from '../api/users-api.ts';
import { type ScopeChoice, ScopeChoiceField } from './scope-choice.tsx';
import { UnmailedInvitationDialog } from './unmailed-invitation-dialog.tsx';

/**
 * The editor's fields: the save call's, with the scope as chosen (no unit yet, a unit as the
 * picker holds it, or the whole organisation) and the e-mail as typed.
 */
const ZUserForm = ZUserSave.omit({
  id: true,
  scopeUnit: true,
  wholeOrganisation: true,
  email: true,
  roleId: true,
}).extend({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.union([z.literal(''), z.email()])),
  roleId: z.number().int().positive(),
  scope: z.enum(['none', 'unit', 'whole']),
  unit: ZFilterOption.nullable(),
});
type TUserForm = z.infer<typeof ZUserForm>;

/** What a member has now: their unit, the whole organisation, or no unit yet. */
const scopeOf = (user: TUserDetails['user']): ScopeChoice =>
  user.scopeUnit ? 'unit' : user.wholeOrganisation ? 'whole' : 'none';

/** The providers to choose from, and the user's own binding though its host may since have gone. */
function ssoOptions(providers: TSsoProvider[], bound: string | null): TSsoProvider[] {
  if (bound === null || providers.some((p) => p.issuer === bound)) return providers;
  return [...providers, { issuer: bound, hosts: [] }];
}

/** The fields, and "a chosen unit" needs a unit (`unitRequired` says so). */
const userFormSchema = (unitRequired: string) =>
  ZUserForm.refine((form) => form.scope !== 'unit' || form.unit !== null, {
    path: ['unit'],
    message: unitRequired,
  });

/** Route "usereditor": /usereditor/:surveyExtName/:userId ("new" to add one). */
export function UserEditorScreen() {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const identity = useIdentity().data;
  const surveyExtName = params.surveyExtName ?? '';
  const creating = params.userId === 'new';
  const userId = Number(params.userId);
  const valid = creating || (Number.isSafeInteger(userId) && userId > 0);
  // adding one asks for no details (there is no user 0)
  const details = useUserDetails(surveyExtName, creating || !valid ? 0 : userId);
  const roles = useRoles(surveyExtName);
  if (identity && !identity.permissions.includes('users.manage')) return <NoAccessScreen rule="userAdmin" />;
  if (!valid || (!creating && !details.data) || !roles.data) {
    return (
      <DetailScreenStatus
        route="usereditor"
        notFoundText={t('users.details.notFound')}
        query={!valid ? undefined : !creating && !details.data ? details : roles}
      />
    );
  }
  return (
    <UserForm
      key={details.data?.user.id ?? 'new'}
      surveyExtName={surveyExtName}
      existing={creating ? null : (details.data ?? null)}
      roles={roles.data.items}
      adminScope={roles.data.adminScope}
      ssoProviders={roles.data.ssoProviders}
    />
  );
}

function UserForm({
  surveyExtName,
  existing,
  roles,
  adminScope,
  ssoProviders,
}: {
  surveyExtName: string;
  existing: TUserDetails | null;
  roles: TRole[];
  /** The administrator's own scope: a user gets at most that (null: the whole organisation). */
  adminScope: TRoleList['adminScope'];
  /** The identity providers of the universe's hosts a user may be bound to. */
  ssoProviders: TSsoProvider[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identity = useIdentity().data;
  const save = useSaveUser(surveyExtName);
  const mine = new Set(identity?.permissions ?? []);
  const grantable = (role: TRole) => !!identity?.isRoot || holdsAll(mine, role.permissions);
  const user = existing?.user;
  // a person of other universes too: the person's own fields are theirs, not this universe's
  const personLocked = !!existing?.sharedAccount && !identity?.isRoot;
  const form = useForm<z.input<typeof ZUserForm>, unknown, TUserForm>({
    resolver: zodResolver(userFormSchema(t('editor.unitRequired'))),
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      // a new user speaks the universe's default language, else the administrator's
      locale: user?.locale ?? identity?.universeLocale ?? ZLocale.safeParse(identity?.locale).data ?? 'en',
      // a new member starts with the least access: the role that allows least, and no unit
      // (an administrator of a part of the organisation chooses a unit within it)
      roleId: user?.role.id ?? leastRole(roles.filter(grantable))?.id,
      scope: user ? scopeOf(user) : adminScope ? 'unit' : 'none',
      unit: user?.scopeUnit ?? null,
      invite: true,
      ssoIssuer: existing?.signIn.ssoIssuer ?? null,
    },
  });
  const { showError, rootError } = useFormErrors(form, {
    only: ['username', 'email', 'roleId'],
    rename: { scopeUnit: 'unit' },
  });
  const { errors } = form.formState;
  const invite = form.watch('invite');
  const scope = form.watch('scope');
  // a new user whose invitation could not be mailed: its link, shown before going on
  const [unmailed, setUnmailed] = useState<TUserSaved | null>(null);
  const showDetails = (saved: TUserSaved) =>
    navigate(pathFor('userdetails', { surveyExtName, userId: saved.user.id }));

  const submit = form.handleSubmit(async ({ unit, scope: chosenScope, email, ssoIssuer, ...values }) => {
    try {
      // the person's own fields go back as they are (a locked field may submit no value)
      const person =
        personLocked && user
          ? {
              username: user.username,
              firstName: user.firstName,
              lastName: user.lastName,
              locale: user.locale,
              email: user.email,
            }
          : { email: email === '' ? null : email, ssoIssuer };
      const saved = await save.mutateAsync({
        ...values,
        ...person,
        id: user?.id,
        scopeUnit: chosenScope === 'unit' ? (unit?.extName ?? null) : null,
        wholeOrganisation: chosenScope === 'whole',
        invite: !user && values.invite && email !== '',
      });
      // an invitation that was not mailed is said in its own dialog, with its link
      if (saved.invitationLink) {
        setUnmailed(saved);
        return;
      }
      showSnackbar(
        saved.invitationSent
          ? t('editor.createdInvited', { name: saved.user.displayName })
          : t('editor.saved', { name: saved.user.displayName }),
        'success',
      );
      showDetails(saved);
    } catch (error) {
      showError(error);
    }
  });
  const required = (message: string | undefined, type: string | undefined) =>
    type === 'too_small' ? t('editor.required') : message;

  return (
    <Stack spacing={2}>
      <ScreenTitle route="usereditor">
        {user ? t('editor.editTitle', { name: user.displayName }) : t('editor.createTitle')}
      </ScreenTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
        <form onSubmit={submit} noValidate data-testid="user-editor">
          <Stack spacing={2.5}>
            {personLocked && (
              <Alert severity="info" data-testid="editor-shared-account">
                {t('editor.sharedAccount')}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('editor.firstName')}
                {...registerTextField(form, 'firstName')}
                disabled={personLocked}
                error={!!errors.firstName}
                helperText={errors.firstName?.message}
                fullWidth
                autoFocus={!personLocked}
                slotProps={{ htmlInput: { 'data-testid': 'editor-first-name', maxLength: 100 } }}
              />
              <TextField
                label={t('editor.lastName')}
                {...registerTextField(form, 'lastName')}
                disabled={personLocked}
                error={!!errors.lastName}
                helperText={errors.lastName?.message}
                fullWidth
                slotProps={{ htmlInput: { 'data-testid': 'editor-last-name', maxLength: 100 } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('editor.username')}
                required
                {...registerTextField(form, 'username')}
                disabled={personLocked}
                error={!!errors.username}
                helperText={
                  required(errors.username?.message, errors.username?.type) ??
                  (personLocked ? undefined : t('editor.usernameHelp'))
                }
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { 'data-testid': 'editor-username', maxLength: 100 } }}
              />
              <TextField
                label={t('editor.email')}
                type="email"
                {...registerTextField(form, 'email')}
                disabled={personLocked}
                error={!!errors.email}
                helperText={errors.email?.message ?? (personLocked ? undefined : t('editor.emailHelp'))}
                fullWidth
                slotProps={{ htmlInput: { 'data-testid': 'editor-email', maxLength: 254 } }}
              />
            </Stack>
            <Controller
              control={form.control}
              name="roleId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('editor.role')}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  onBlur={field.onBlur}
                  error={!!errors.roleId}
                  helperText={errors.roleId?.message ?? t('editor.roleHelp')}
                  slotProps={{ htmlInput: { 'data-testid': 'editor-role' } }}
                >
                  {roles.map((role) => (
                    <MenuItem
                      key={role.id}
                      value={role.id}
                      disabled={!grantable(role)}
                      data-testid={`role-option-${role.id}`}
                    >
                      {roleLabel(role, t)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => (
                <ScopeChoiceField
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  adminScope={adminScope}
                />
              )}
            />
            {scope === 'unit' && (
              <UnitPickerField
                control={form.control}
                name="unit"
                surveyExtName={surveyExtName}
                label={t('editor.unit')}
                helperText={t('editor.unitHelp')}
                testId="editor-scope"
              />
            )}
            <Controller
              control={form.control}
              name="locale"
              render={({ field }) => (
                <TextField
                  select
                  label={t('editor.language')}
                  {...field}
                  disabled={personLocked}
                  sx={{ maxWidth: 240 }}
                >
                  {ZLocale.options.map((locale) => (
                    <MenuItem key={locale} value={locale}>
                      {t(`language.${locale}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {(ssoProviders.length > 0 || !!existing?.signIn.ssoIssuer) && (
              <Controller
                control={form.control}
                name="ssoIssuer"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('editor.ssoIssuer')}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
                    onBlur={field.onBlur}
                    disabled={personLocked}
                    error={!!errors.ssoIssuer}
                    helperText={errors.ssoIssuer?.message ?? t('editor.ssoIssuerHelp')}
                    slotProps={{
                      // "Not bound" is shown, not an empty field
                      select: { displayEmpty: true },
                      inputLabel: { shrink: true },
                      htmlInput: { 'data-testid': 'editor-sso-issuer' },
                    }}
                  >
                    <MenuItem value="">{t('editor.ssoNotBound')}</MenuItem>
                    {ssoOptions(ssoProviders, existing?.signIn.ssoIssuer ?? null).map((provider) => (
                      <MenuItem key={provider.issuer} value={provider.issuer}>
                        {provider.hosts.length > 0
                          ? t('editor.ssoProvider', { hosts: provider.hosts.join(', ') })
                          : provider.issuer}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            {!user && (
              <div>
                <FormControlLabel
                  control={
                    <Controller
                      control={form.control}
                      name="invite"
                      render={({ field }) => (
                        <Checkbox
                          checked={!!field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                          slotProps={{ input: { 'data-testid': 'editor-invite' } as object }}
                        />
                      )}
                    />
                  }
                  label={t('editor.invite')}
                />
                {invite && <FormHelperText sx={{ mt: 0 }}>{t('editor.inviteHelp')}</FormHelperText>}
              </div>
            )}
            {rootError && <Alert severity="error">{rootError}</Alert>}
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={save.isPending} data-testid="editor-save">
                {user ? t('editor.save') : t('editor.create')}
              </Button>
              <Button onClick={() => navigate(-1)} disabled={save.isPending}>
                {t('users.cancel')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
      {unmailed?.invitationLink && (
        <UnmailedInvitationDialog
          title={t('editor.notMailedTitle', { name: unmailed.user.displayName })}
          link={unmailed.invitationLink}
          onClose={() => showDetails(unmailed)}
        />
      )}
    </Stack>
  );
}
