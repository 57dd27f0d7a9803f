// @vitest-environment happy-dom
import { BUILT_IN_ROLES } from '@opinio/domain/permissions';
import type { TUserSaved } from '@opinio/domain/schemas/users';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppSnackbar } from '@/components/app-snackbar.tsx';
import { type Answer, answerCalls, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { UserEditorScreen } from './user-editor-screen.tsx';

/** A regional manager who administers users: every role but the administrator's is theirs to give. */
const IDENTITY = {
  isRoot: false,
  permissions: [...BUILT_IN_ROLES.regional_manager, 'users.manage'],
  locale: 'en',
  universeLocale: null,
};
const role = (id: number, builtIn: string | null, name: string | null, permissions: readonly string[]) => ({
  id,
  name,
  builtIn,
  permissions: [...permissions],
  members: 0,
  ssoMappings: [],
  updatedAt: '2026-11-01T08:00:00Z',
});
const ROLES = {
  items: [
    role(3, 'store_manager', null, BUILT_IN_ROLES.store_manager),
    role(4, 'regional_manager', null, BUILT_IN_ROLES.regional_manager),
    role(5, 'analyst', null, BUILT_IN_ROLES.analyst),
    role(6, 'administrator', null, BUILT_IN_ROLES.administrator),
    role(7, null, 'Rankings only', ['rankings.view']),
  ],
  editable: true,
  adminScope: null as { extName: string; title: string } | null,
  ssoProviders: [] as Array<{ issuer: string; hosts: string[] }>,
};
const SAVED: TUserSaved = {
  user: {
    id: 41,
    username: 'sanna',
    email: 'sanna@example.com',
    firstName: '',
    lastName: '',
    displayName: 'sanna',
    role: { key: 'store_manager', name: null },
    scopeUnit: null,
    wholeOrganisation: false,
    status: 'invited',
    lastSignInAt: null,
    createdAt: '2026-11-25T08:00:00Z',
    locale: 'en',
    isRoot: false,
  } as unknown as TUserSaved['user'],
  invitationSent: true,
  invitationLink: null,
};

/** The server: who is signed in (`identity`), the roles, and `save` for the save call. */
function server(
  identity: object,
  save: (call: SentCall) => Answer = () => ({ body: SAVED }),
  roles: typeof ROLES = ROLES,
) {
  return answerCalls((call) => {
    if (call.path === '/api/vuejs/auth/validatecookie') return { body: { ...IDENTITY, ...identity } };
    if (call.path === '/api/vuejs/roles/list/demo') return { body: roles };
    if (call.path === '/api/vuejs/users/save/demo') return save(call);
    return undefined;
  });
}

const drawNew = () =>
  renderWithApp(
    <>
      <UserEditorScreen />
      <AppSnackbar />
    </>,
    { path: '/usereditor/:surveyExtName/:userId', url: '/usereditor/demo/new' },
  );

describe('UserEditorScreen, a new user', () => {
  it('starts with the least access: no unit, said to see nothing, and the role that allows least; saved so untouched', async () => {
    const calls = server({});
    const { user } = await drawNew();
    const none = (await screen.findByRole('radio', { name: 'No unit yet' })) as HTMLInputElement;
    expect(none.checked).toBe(true);
    for (const wider of ['A chosen unit', 'Whole organisation'])
      expect((screen.getByRole('radio', { name: wider }) as HTMLInputElement).checked).toBe(false);
    const sees = screen.getByRole('radiogroup', { name: 'Sees' });
    expect(sees.getAttribute('aria-describedby')).toBe(screen.getByTestId('editor-scope-help').id);
    expect(screen.getByTestId('editor-scope-help').textContent).toBe(
      'They see nothing until you give them a unit: no survey, number, interview or alert. When they sign in, they are told to ask an administrator.',
    );
    // no unit picker until "A chosen unit" is picked
    expect(screen.queryByTestId('editor-scope')).toBeNull();
    // of the roles they may give, the one that allows least (not the store manager)
    expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toBe('Rankings only');
    await user.type(screen.getByTestId('editor-username'), 'sanna');
    await user.type(screen.getByTestId('editor-email'), 'sanna@example.com');
    await user.click(screen.getByTestId('editor-save'));
    expect(await screen.findByTestId('went-to')).toHaveProperty('textContent', '/userdetails/demo/41');
    const saves = calls.filter((c) => c.path === '/api/vuejs/users/save/demo');
    expect(saves.map((c) => c.body)).toEqual([
      expect.objectContaining({
        username: 'sanna',
        roleId: 7,
        scopeUnit: null,
        wholeOrganisation: false,
        invite: true,
      }),
    ]);
    expect(calls.some((c) => c.path.startsWith('/api/vuejs/users/details/'))).toBe(false);
  });

  it('gives the whole organisation only when it is chosen, and says what it means', async () => {
    const calls = server({});
    const { user } = await drawNew();
    await user.click(await screen.findByRole('radio', { name: 'Whole organisation' }));
    expect(screen.getByTestId('editor-scope-help').textContent).toBe(
      'They see every unit of the organisation.',
    );
    await user.type(screen.getByTestId('editor-username'), 'sanna');
    await user.click(screen.getByTestId('editor-save'));
    await screen.findByTestId('went-to');
    const saves = calls.filter((c) => c.path === '/api/vuejs/users/save/demo');
    expect(saves.map((c) => c.body)).toMatchObject([{ scopeUnit: null, wholeOrganisation: true }]);
  });

  it('an administrator of a region chooses a unit within it: none is chosen for them, nothing wider is offered', async () => {
    const north = { extName: 'north', title: 'North region' };
    const calls = server({}, undefined, { ...ROLES, editable: false, adminScope: north });
    const { user } = await drawNew();
    const chosen = (await screen.findByRole('radio', { name: 'A chosen unit' })) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    for (const other of ['No unit yet', 'Whole organisation'])
      expect((screen.getByRole('radio', { name: other }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/North region or a unit below it/)).toBeTruthy();
    // the picker is empty: the region is not given unless it is chosen
    expect((screen.getByTestId('editor-scope') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByTestId('editor-username'), 'sanna');
    await user.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText('Choose a unit')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/vuejs/users/save/demo')).toEqual([]);
  });

  it("binds the user to one of the universe's single sign-on providers, offered by host", async () => {
    const issuer = 'https://id.example.com/realms/cx';
    const calls = server({}, undefined, {
      ...ROLES,
      ssoProviders: [{ issuer, hosts: ['cx.example.com', 'cx2.example.com'] }],
    });
    const { user } = await drawNew();
    const select = await screen.findByRole('combobox', { name: 'Single sign-on' });
    expect(select.textContent).toBe('Not bound');
    await user.click(select);
    await user.click(
      await screen.findByRole('option', { name: 'The provider of cx.example.com, cx2.example.com' }),
    );
    await user.type(screen.getByTestId('editor-username'), 'sanna');
    await user.click(screen.getByTestId('editor-save'));
    await screen.findByTestId('went-to');
    const saves = calls.filter((c) => c.path === '/api/vuejs/users/save/demo');
    expect(saves.map((c) => c.body)).toMatchObject([{ username: 'sanna', ssoIssuer: issuer }]);
  });

  it('offers no single sign-on choice where the universe has no provider', async () => {
    server({});
    await drawNew();
    await screen.findByTestId('editor-username');
    expect(screen.queryByTestId('editor-sso-issuer')).toBeNull();
  });

  it('"A chosen unit" needs a unit before it saves', async () => {
    const calls = server({});
    const { user } = await drawNew();
    await user.click(await screen.findByRole('radio', { name: 'A chosen unit' }));
    expect(screen.getByTestId('editor-scope')).toBeTruthy();
    await user.type(screen.getByTestId('editor-username'), 'sanna');
    await user.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText('Choose a unit')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/vuejs/users/save/demo')).toEqual([]);
  });

  it("speaks the universe's default language, else the administrator's", async () => {
    server({ locale: 'en', universeLocale: 'sv' });
    const first = await drawNew();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('Svenska'),
    );
    first.unmount();
    server({ locale: 'en', universeLocale: null });
    await drawNew();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('English'),
    );
  });

  it('an invitation that could not be mailed is said so, with its link to copy', async () => {
    const link = 'https://opinio.example.com/?resetToken=abc-123&invite=1';
    server({}, () => ({ body: { ...SAVED, invitationSent: false, invitationLink: link } }));
    const { user } = await drawNew();
    await user.type(await screen.findByTestId('editor-username'), 'sanna');
    await user.type(screen.getByTestId('editor-email'), 'sanna@example.com');
    await user.click(screen.getByTestId('editor-save'));
    const dialog = await screen.findByRole('dialog', { name: 'sanna added: the invitation was not mailed' });
    expect(dialog.textContent).toContain('the invitation could not be mailed');
    expect(dialog.textContent).not.toMatch(/on its way/);
    expect((screen.getByTestId('invitation-link') as HTMLInputElement).value).toBe(link);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect((await screen.findByTestId('went-to')).textContent).toBe('/userdetails/demo/41');
  });
});
