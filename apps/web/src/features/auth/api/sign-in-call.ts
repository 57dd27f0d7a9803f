/**
 * POST /api/vuejs/auth/login from the sign-in form, with plain fetch: the sign-in page is
 * the one screen that loads before the app (no route table, no zod). The path and headers
 * are those of `authApi.login` and of `fetchApi` (sign-in-call.test.ts holds them to it).
 */
export const SIGN_IN_PATH = '/api/vuejs/auth/login';

export interface SignInPayload {
  username: string;
  password: string;
  remember: boolean;
  universe?: string;
}

/** What a refused sign-in says, or that the server could not be reached (`null` message). */
export class SignInRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SignInRefused';
  }
}

/**
 * Signs in; the session cookie comes with the answer, whose body (the identity, unchecked
 * here) is returned. Refusals throw SignInRefused.
 */
export async function signInCall(payload: SignInPayload, locale: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(SIGN_IN_PATH, window.location.origin), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-requested-with': 'opinio',
        'accept-language': locale,
      },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new SignInRefused(0, '');
  }
  if (response.ok) return response.json().catch(() => null);
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = typeof body?.error?.message === 'string' ? body.error.message : response.statusText;
  throw new SignInRefused(response.status, message);
}
