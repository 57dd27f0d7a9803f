// @vitest-environment happy-dom
import type { TUserSaved } from '@opinio/domain/schemas/users';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppSnackbar } from '@/components/app-snackbar.tsx';
import { type Answer, answerCalls, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { UserEditorScreen } from './user-editor-screen.tsx';

const IDENTITY = { isRoot: false, permissions: ['users.manage'], locale: 'en', universeLocale: null };
const ROLES = {
  items: [
    {
      id: 3,
      name: null,
      builtIn: 'store_manager',
      permissions: [],
      members: 0,
      ssoMappings: [],
      updatedAt: '2026-11-01T08:00:00Z',
    },
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
  it('asks no details, offers "Whole organisation" as the chosen scope and saves it untouched', async () => {
    const calls = server({});
    const { user } = await drawNew();
    const whole = (await screen.findByRole('radio', { name: 'Whole organisation' })) as HTMLInputElement;
    expect(whole.checked).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Sees' })).toBeTruthy();
    // no unit picker until "A chosen unit" is picked
    expect(screen.queryByTestId('editor-scope')).toBeNull();
    await user.type(screen.getByTestId('editor-username'), 'sanna');
    await user.type(screen.getByTestId('editor-email'), 'sanna@example.com');
    await user.click(screen.getByTestId('editor-save'));
    expect(await screen.findByTestId('went-to')).toHaveProperty('textContent', '/userdetails/demo/41');
    const saves = calls.filter((c) => c.path === '/api/vuejs/users/save/demo');
    expect(saves.map((c) => c.body)).toMatchObject([{ username: 'sanna', scopeUnit: null, invite: true }]);
    expect(calls.some((c) => c.path.startsWith('/api/vuejs/users/details/'))).toBe(false);
  });

  it('an administrator of a region gives at most the region: it is chosen, the whole organisation is not offered', async () => {
    const north = { extName: 'north', title: 'North region' };
    const calls = server({}, undefined, { ...ROLES, editable: false, adminScope: north });
    const { user } = await drawNew();
    const chosen = (await screen.findByRole('radio', { name: 'A chosen unit' })) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Whole organisation' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(/North region or a unit below it/)).toBeTruthy();
    await user.type(screen.getByTestId('editor-username'), 'sanna');
    await user.click(screen.getByTestId('editor-save'));
    await screen.findByTestId('went-to');
    const saves = calls.filter((c) => c.path === '/api/vuejs/users/save/demo');
    expect(saves.map((c) => c.body)).toMatchObject([{ username: 'sanna', scopeUnit: 'north' }]);
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
    expect(await screen.findByText('Choose a unit, or the whole organisation')).toBeTruthy();
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
