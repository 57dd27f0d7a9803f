/**
 * GET /api/setup from the sign-in page, with plain fetch: that page loads before the app (no
 * route table, no zod; features/auth/api/sign-in-call.ts). The path is `setupApi.state`'s
 * (setup-state-call.test.ts holds it to it).
 * @internal
 */
export const SETUP_STATE_PATH = '/api/setup';

/**
 * Whether the first setup is still to be done: true only when the server says so. A failure
 * (an older server, no connection) answers false: the sign-in page then says nothing of it.
 */
export async function setupNeededCall(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(new URL(SETUP_STATE_PATH, window.location.origin), {
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-requested-with': 'opinio' },
      signal,
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { needed?: unknown } | null;
    return body?.needed === true;
  } catch {
    return false;
  }
}
