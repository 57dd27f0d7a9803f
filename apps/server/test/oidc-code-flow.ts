import { createHash, randomBytes } from 'node:crypto';

/**
 * A browser's sign-in at oidc-provider, without a browser: the authorization code flow
 * with PKCE, through the devInteractions login form (any password), with fetch and a
 * cookie jar. The provider grants without a consent screen (see oidc-provider.ts).
 */
export const SCOPE = 'openid profile email roles universes';
export const DEFAULT_REDIRECT = 'http://localhost/oidc-callback';

/** Code flow with PKCE through the devInteractions form, as a browser would do it. */
export async function authorizationCodeFlow(issuer: string, clientId: string, login: string) {
  const jar = new Map<string, string>();
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: DEFAULT_REDIRECT,
    response_type: 'code',
    scope: SCOPE,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const request = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };

  let next = authorize.href;
  let prompted = 0;
  for (let hop = 0; hop < 10; hop++) {
    const response = await request(next);
    const location = response.headers.get('location');
    if (!location) throw new Error(`Sign-in stopped at ${next}: ${response.status} ${await response.text()}`);
    const target = new URL(location, next);
    if (target.href.startsWith(DEFAULT_REDIRECT)) {
      const code = target.searchParams.get('code');
      if (!code) throw new Error(`Sign-in refused: ${target.search}`);
      return exchangeCode(issuer, clientId, code, verifier);
    }
    if (target.pathname.includes('/interaction/')) {
      // First the login prompt; a consent prompt only if no grant was found.
      const form: Record<string, string> =
        prompted++ === 0 ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' };
      const submitted = await request(target.href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
      next = new URL(submitted.headers.get('location') ?? '', target).href;
      continue;
    }
    next = target.href;
  }
  throw new Error('Sign-in did not finish');
}

async function exchangeCode(issuer: string, clientId: string, code: string, verifier: string) {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: DEFAULT_REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await response.json()) as { access_token?: string; id_token?: string; error?: string };
  if (!body.access_token || !body.id_token) throw new Error(`Token request failed: ${JSON.stringify(body)}`);
  return { accessToken: body.access_token, idToken: body.id_token };
}
