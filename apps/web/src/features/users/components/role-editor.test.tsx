// @vitest-environment happy-dom
import type { TRole } from '@opinio/domain/schemas/users';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppSnackbar } from '@/components/app-snackbar.tsx';
import type { Locale } from '@/lib/locale-choice.ts';
import { type Answer, answerCalls, refuse, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { RoleEditor } from './role-editor.tsx';

const ROLE: TRole = {
  id: 4,
  name: 'Store lead',
  builtIn: null,
  permissions: ['alerts.view'],
  members: 0,
  ssoMappings: [{ source: 'realm', clientId: '', ssoRole: 'store-lead' }],
  updatedAt: '2026-11-01T08:00:00Z',
};
const IDENTITY = { isRoot: false, permissions: ['users.manage', 'alerts.view', 'alerts.comment'] };
const IDENTITY_PATH = '/api/vuejs/auth/validatecookie';
const SAVE_PATH = '/api/vuejs/roles/save/demo';

/** The server: who is signed in, and `answer` for the role's calls. */
function server(answer: (call: SentCall) => Answer | undefined) {
  return answerCalls((call) => {
    if (call.path === IDENTITY_PATH) return { body: IDENTITY };
    return call.method === 'POST' ? answer(call) : undefined;
  });
}

function drawEditor(role: TRole | null = ROLE, language: Locale = 'en') {
  return renderWithApp(
    <>
      <RoleEditor surveyExtName="demo" role={role} copyOf={null} editable back={null} />
      <AppSnackbar />
    </>,
    { language },
  );
}

/** The message under a field (its helper text). */
function helperOf(field: HTMLElement): string {
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

const sent = (calls: SentCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

describe('RoleEditor', () => {
  it('draws the role: its name, its permissions checked, and its single sign-on roles', async () => {
    server(() => undefined);
    await drawEditor();
    expect(screen.getByRole('heading', { name: 'Store lead' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Store lead');
    expect((screen.getByRole('checkbox', { name: 'See alerts' }) as HTMLInputElement).checked).toBe(true);
    // a permission the user lacks is not theirs to give
    expect((screen.getByRole('checkbox', { name: 'Campaigns' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('sso-role-0') as HTMLInputElement).value).toBe('store-lead');
  });

  it('a permission brings the one it needs; Enter in the name saves them', async () => {
    const calls = server((call) => ({ body: { ...ROLE, ...(call.body as object) } }));
    const { user } = await drawEditor({ ...ROLE, permissions: [] });
    const notes = screen.getByRole('checkbox', { name: 'Write resolution notes' }) as HTMLInputElement;
    // the permissions the user has are theirs to give once they are known
    await waitFor(() => expect(notes.disabled).toBe(false));
    await user.click(notes);
    expect((screen.getByRole('checkbox', { name: 'See alerts' }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 's{Enter}');
    expect(await screen.findByText('Role Store leads saved')).toBeTruthy();
    expect(sent(calls, SAVE_PATH)).toEqual([
      { id: 4, name: 'Store leads', permissions: ['alerts.comment', 'alerts.view'] },
    ]);
  });

  it('an empty name is not sent', async () => {
    const calls = server(() => undefined);
    const { user } = await drawEditor(null);
    await user.click(screen.getByTestId('save-role'));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(name)).toBe('Required');
    expect(sent(calls, SAVE_PATH)).toEqual([]);
  });

  it("a name taken is said at the name field in Finnish, the rest above the button; never the server's English", async () => {
    let answer = refuse(409, 'already_exists', 'A role named Store lead exists', 'name', {
      value: 'Store lead',
    });
    server(() => answer);
    const { user } = await drawEditor(ROLE, 'fi');
    const name = screen.getByRole('textbox', { name: /^Nimi/ });
    await user.click(screen.getByTestId('save-role'));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(name)).toBe('Store lead on jo käytössä.');

    answer = refuse(403, 'missing_permission', 'You lack users.manage', undefined, {
      permission: 'users.manage',
    });
    await user.click(screen.getByTestId('save-role'));
    expect(await screen.findByText('Roolisi ei salli tätä (users.manage).')).toBeTruthy();
    expect(document.body.textContent).not.toContain('You lack');
  });

  it('Delete asks first; confirming deletes the role', async () => {
    const calls = server(() => ({ status: 204 }));
    const { user } = await drawEditor();
    await user.click(screen.getByTestId('delete-role'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete the role Store lead? Nobody has it.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST' && c.path !== IDENTITY_PATH)).toEqual([]);
    await user.click(screen.getByTestId('delete-role'));
    await user.click(await screen.findByTestId('delete-role-confirm'));
    expect(await screen.findByText('Role Store lead deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path !== IDENTITY_PATH).map((c) => c.path)).toEqual([
      '/api/vuejs/roles/delete/demo/4',
    ]);
  });
});
