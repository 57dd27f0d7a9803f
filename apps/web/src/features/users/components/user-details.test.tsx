// @vitest-environment happy-dom
import type { TUserDetails } from '@opinio/domain/schemas/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppSnackbar } from '@/components/app-snackbar.tsx';
import { type Answer, answerCalls, refuse, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { UserDetails } from './user-details.tsx';

const DETAILS: TUserDetails = {
  user: {
    id: 12,
    username: 'mika',
    email: 'mika@example.com',
    firstName: 'Mika',
    lastName: 'Laine',
    displayName: 'Mika Laine',
    role: { key: 'store_manager', name: null },
    scopeUnit: { path: 'org,1', title: 'Helsinki store' },
    status: 'active',
    lastSignInAt: null,
    createdAt: '2026-10-01T08:00:00Z',
    locale: 'fi',
    isRoot: false,
  },
  signIn: { password: true, singleSignOn: false },
  invitation: null,
  otherUniverses: [],
  sharedAccount: false,
  sessions: [
    {
      id: 's-1',
      createdAt: '2026-11-20T08:00:00Z',
      lastSeenAt: '2026-11-24T08:00:00Z',
      expiresAt: '2026-12-24T08:00:00Z',
      persistent: true,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0',
      current: false,
    },
  ],
  alerts: [],
  audit: [],
  self: false,
  manageable: true,
} as unknown as TUserDetails;

const IMPACT = { assignedAlerts: 2, openAssignedAlerts: 1, comments: 0, keepsOtherUniverses: false };

/** The server: what deleting would change, and the user's actions, answered by `answer`. */
function server(answer: (call: SentCall) => Answer | undefined) {
  return answerCalls((call) => {
    if (call.path === '/api/vuejs/users/deleteimpact/demo/12') return { body: IMPACT };
    return call.method === 'POST' ? answer(call) : undefined;
  });
}

function drawDetails(details: TUserDetails = DETAILS) {
  return renderWithApp(
    <>
      <UserDetails details={details} surveyExtName="demo" />
      <AppSnackbar />
    </>,
  );
}

describe('UserDetails', () => {
  it("draws the user's identity, access, sessions and alerts under their headings", async () => {
    server(() => undefined);
    await drawDetails();
    expect(screen.getByRole('heading', { name: 'Mika Laine' })).toBeTruthy();
    for (const panel of ['Identity', 'Access', 'Open sessions', 'Assigned alerts'])
      expect(screen.getByRole('region', { name: panel })).toBeTruthy();
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(within(identity).getAllByRole('term')[0]?.textContent).toBe('User name');
    expect(within(identity).getAllByRole('definition')[0]?.textContent).toBe('mika');
    expect(screen.getByText('Chrome · Windows')).toBeTruthy();
    expect(screen.getByText('No alerts of this survey are assigned to this user.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('the own account shows its forms, and no administrator buttons', async () => {
    server(() => undefined);
    await drawDetails({ ...DETAILS, self: true, manageable: false });
    expect(screen.getByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Identity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
  });

  it('the own password form: a refusal of the current password shows at that field, the rest above its button', async () => {
    let answer = refuse(400, 'wrong_password', 'The current password is wrong.', 'currentPassword');
    const calls = server(() => answer);
    const { user } = await drawDetails({ ...DETAILS, self: true, manageable: false });
    const current = screen.getByLabelText(/Current password/);
    await user.type(current, 'old secret');
    await user.type(screen.getByLabelText(/New password/), 'a much longer new secret{Enter}');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(current.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The current password is not right.',
    );
    expect(calls.find((c) => c.path === '/api/vuejs/users/password')?.body).toEqual({
      currentPassword: 'old secret',
      newPassword: 'a much longer new secret',
    });

    answer = refuse(429, 'too_many_requests', 'Too many attempts: wait a minute.', undefined, {
      retryAfter: 60,
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Try again in 1 min.',
    );
  });

  it('disabling and ending a session send their calls and say so', async () => {
    const calls = server(() => ({ status: 204 }));
    const { user } = await drawDetails();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Mika Laine is disabled')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End session' }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/api/vuejs/users/sessions/revoke/demo/12'),
    );
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/vuejs/users/disable/demo/12', undefined],
      ['/api/vuejs/users/sessions/revoke/demo/12', { sessionId: 's-1' }],
    ]);
  });

  it("the server's refusal is shown to the user", async () => {
    server(() => refuse(403, 'root_only', 'You may not disable a root user.'));
    const { user } = await drawDetails();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Only root users may do this.')).toBeTruthy();
  });

  it('Delete asks first, and Escape closes the question with nothing deleted', async () => {
    const calls = server(() => undefined);
    const { user } = await drawDetails();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete Mika Laine?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('an invitation sent again that could not be mailed shows its link to copy', async () => {
    const link = 'https://opinio.example.com/?resetToken=xyz&invite=1';
    server(() => ({
      body: { expiresAt: '2026-12-01T08:00:00Z', invitationSent: false, invitationLink: link },
    }));
    const invited = { ...DETAILS, user: { ...DETAILS.user, status: 'invited' } } as TUserDetails;
    const { user } = await drawDetails(invited);
    await user.click(screen.getByRole('button', { name: 'Send invitation again' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'A new invitation to Mika Laine was made, but not mailed',
    });
    expect(within(dialog).getByTestId('invitation-link')).toHaveProperty('value', link);
    expect(screen.queryByText('Invitation sent to mika@example.com')).toBeNull();
  });
});
