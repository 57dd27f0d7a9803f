/**
 * POST /api/vuejs/auth/login from the sign-in form, with plain fetch: the sign-in page is
 * the one screen that loads before the app (no route table, no zod). The path and headers
 * are those of `authApi.login` and of `fetchApi` (sign-in-call.test.ts holds them to it).
 * @internal
 */
export const SIGN_IN_PATH = '/api/vuejs/auth/login';

export interface SignInPayload {
  username: string;
  password: string;
  remember: boolean;
  universe?: string;
}

/**
 * A refused sign-in: the server's error code and parameters (decision 037) and its English
 * message; status 0 when the server could not be reached.
 */
export class SignInRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = '',
    readonly params: Readonly<Record<string, string | number>> = {},
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
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: unknown; code?: unknown; params?: unknown };
  } | null;
  const { message, code, params } = body?.error ?? {};
  throw new SignInRefused(
    response.status,
    typeof message === 'string' ? message : response.statusText,
    typeof code === 'string' ? code : '',
    params !== null && typeof params === 'object' ? (params as Record<string, string | number>) : {},
  );
}
