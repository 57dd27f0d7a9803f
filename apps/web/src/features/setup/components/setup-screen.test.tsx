// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, answerCalls, refuse, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { SetupScreen } from './setup-screen.tsx';

const DONE = { universe: 'acme', username: 'it.admin', survey: 'cx' };

/** The server: whether the setup is needed, and `run` for the setup call; nobody is signed in. */
function server(needed: boolean, run: (call: SentCall) => Answer = () => ({ status: 201, body: DONE })) {
  return answerCalls((call) => {
    if (call.path === '/api/vuejs/auth/validatecookie') return refuse(401, 'unauthorized', 'Sign in');
    if (call.path === '/api/setup' && call.method === 'GET') return { body: { needed } };
    if (call.path === '/api/setup' && call.method === 'POST') return run(call);
    return undefined;
  });
}

const setupCalls = (calls: SentCall[]) => calls.filter((c) => c.path === '/api/setup' && c.method === 'POST');

const draw = (language: 'en' | 'fi' = 'en') =>
  renderWithApp(<SetupScreen />, { path: '/setup', url: '/setup', language });

/** The field's message (its helper text), by the field's label. */
function messageOf(field: string | RegExp | HTMLElement): string {
  const input = field instanceof HTMLElement ? field : screen.getByLabelText(field);
  const described = input.getAttribute('aria-describedby') ?? '';
  return described
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Fills in every field a setup needs, right. */
async function fillIn(user: Awaited<ReturnType<typeof draw>>['user']) {
  await user.type(await screen.findByLabelText(/^Token/), 'printed-token-0123456789');
  await user.type(screen.getByLabelText(/^Name/), 'Acme Ltd');
  await user.type(screen.getByTestId('setup-universe-name'), 'acme');
  await user.type(screen.getByLabelText(/^User name/), 'it.admin');
  await user.type(screen.getByLabelText(/^Password/), 'a long password');
}

describe('SetupScreen', () => {
  it('once done, says so and leads to sign-in instead of the form', async () => {
    server(false);
    const { user } = await draw();
    expect(await screen.findByRole('heading', { name: 'Opinio is set up already' })).toBeTruthy();
    expect(screen.queryByTestId('setup-form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('went-to')).toHaveProperty('textContent', '/');
  });

  it('checks every field before sending, says each problem at its field and focuses the first', async () => {
    const calls = server(true);
    const { user } = await draw();
    await user.click(await screen.findByRole('button', { name: 'Set up Opinio' }));
    await waitFor(() => expect(messageOf(/^Token/)).toContain('Fill in this field'));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Token/));
    expect(messageOf(/^Name/)).toContain('Fill in this field');
    expect(messageOf(/^User name/)).toContain('Fill in this field');
    expect(messageOf(/^Password/)).toContain('Fill in this field');

    // the rules, in words of the field
    await user.type(screen.getByTestId('setup-universe-name'), 'Acme Ltd');
    await user.type(screen.getByTestId('setup-email'), 'not an address');
    await user.type(screen.getByTestId('setup-password'), 'short');
    await user.clear(screen.getByTestId('setup-survey-extname'));
    await user.type(screen.getByTestId('setup-survey-extname'), '9lives');
    await user.click(screen.getByRole('button', { name: 'Set up Opinio' }));
    await waitFor(() =>
      expect(messageOf(screen.getByTestId('setup-universe-name'))).toContain(
        'Use 2–40 characters a–z, 0–9 and -, starting with a letter',
      ),
    );
    expect(messageOf(/^E-mail/)).toContain('Enter a valid e-mail address');
    expect(messageOf(/^Password/)).toContain('Use at least 8 characters');
    expect(
      screen.getByText('Use a–z, 0–9 and _, starting with a letter (at most 63 characters)'),
    ).toBeTruthy();
    expect(setupCalls(calls)).toEqual([]);
  });

  it('sends the organisation, the administrator and a CX survey by default; says what was created', async () => {
    const calls = server(true);
    const { user } = await draw();
    await fillIn(user);
    expect((screen.getByTestId('setup-with-survey') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Set up Opinio' }));
    const done = await screen.findByTestId('setup-done');
    expect(setupCalls(calls).map((c) => c.body)).toEqual([
      {
        token: 'printed-token-0123456789',
        universe: { name: 'acme', title: 'Acme Ltd', defaultLocale: 'en' },
        administrator: {
          username: 'it.admin',
          email: null,
          firstName: '',
          lastName: '',
          password: 'a long password',
          locale: 'en',
        },
        survey: { template: 'cx', extName: 'cx', title: 'Customer experience' },
      },
    ]);
    expect(done.textContent).toContain('The organisation Acme Ltd (acme) and its administrator it.admin');
    expect(done.textContent).toContain('The survey Customer experience (cx)');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Opinio is ready' })),
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('went-to')).toHaveProperty('textContent', '/');
  });

  it('NPS follows the template in the short name and title; switched off, no survey is sent', async () => {
    const calls = server(true, () => ({ status: 201, body: { ...DONE, survey: null } }));
    const { user } = await draw();
    await user.click(await screen.findByRole('radio', { name: 'Net Promoter Score (NPS)' }));
    expect((screen.getByTestId('setup-survey-extname') as HTMLInputElement).value).toBe('nps');
    expect((screen.getByTestId('setup-survey-title') as HTMLInputElement).value).toBe('Net Promoter Score');
    await user.click(screen.getByTestId('setup-with-survey'));
    expect(screen.queryByTestId('setup-survey-extname')).toBeNull();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Set up Opinio' }));
    expect((await screen.findByTestId('setup-done')).textContent).toContain('No survey was created');
    expect(setupCalls(calls)[0]?.body).not.toHaveProperty('survey');
  });

  it('a field the server refuses is shown at that field, focused', async () => {
    server(true, () => refuse(400, 'invalid_value', 'Use at least 8 characters', 'administrator.password'));
    const { user } = await draw();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Set up Opinio' }));
    await waitFor(() => expect(messageOf(/^Password/)).toContain('Use at least 8 characters'));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
    expect(screen.queryByTestId('setup-error')).toBeNull();
  });

  it('a user name taken is said at the user name by its code', async () => {
    server(true, () =>
      refuse(409, 'already_exists', 'The user name it.admin is taken', 'administrator.username', {
        value: 'it.admin',
      }),
    );
    const { user } = await draw();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Set up Opinio' }));
    await waitFor(() => expect(messageOf(/^User name/)).toContain('it.admin'));
    expect(screen.queryByTestId('setup-error')).toBeNull();
  });

  it('a wrong token is said above the button in the user’s language, and the token takes the focus', async () => {
    server(true, () => refuse(403, 'setup_token_wrong', 'The setup token is not the one'));
    const { user } = await draw('fi');
    await user.type(await screen.findByLabelText(/^Tunnus/), 'wrong-token-0123456789');
    await user.type(screen.getByLabelText(/^Nimi/), 'Acme Oy');
    await user.type(screen.getByTestId('setup-universe-name'), 'acme');
    await user.type(screen.getByLabelText(/^Käyttäjätunnus/), 'it.admin');
    await user.type(screen.getByLabelText(/^Salasana/), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Ota Opinio käyttöön' }));
    const alert = await screen.findByTestId('setup-error');
    expect(alert.textContent).toContain(
      'Käyttöönottotunnus ei ole se, jonka palvelin tulosti käynnistyessään.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Tunnus/)));
  });

  it('a setup done meanwhile is said above the button, with the way to sign in', async () => {
    server(true, () => refuse(409, 'setup_done', 'The first setup is done already'));
    const { user } = await draw();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Set up Opinio' }));
    const alert = await screen.findByTestId('setup-error');
    expect(alert.textContent).toContain('The first setup is done already: sign in instead.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('went-to')).toHaveProperty('textContent', '/');
  });

  it('a failed look-up says so, with a retry', async () => {
    answerCalls((call) =>
      call.path === '/api/setup' ? refuse(503, 'unavailable', 'Down') : refuse(401, 'unauthorized', 'x'),
    );
    await draw();
    // asked once more before it fails (the app's queries do)
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set up Opinio' })).toBeTruthy();
  });
});
