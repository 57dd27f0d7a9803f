import { type TSignInTokenClaims, ZSignInTokenClaims } from '@opinio/domain/schemas/auth';
import {
  createRemoteJWKSet,
  type JWTHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { HttpError, unauthorized } from '#lib/http-error.ts';

export interface OidcClient {
  issuer: string;
  clientId: string;
}

export type TokenKind = 'access' | 'id';

// Asymmetric signatures only: an HMAC "signed" with a public key must never pass.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

// jose errors that mean "this token is not good"; anything else means we could not check.
const INVALID_TOKEN = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JWS_INVALID',
  'ERR_JWT_INVALID',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

export const invalidToken = (reason: string) =>
  Object.assign(unauthorized('The sign-in token is not valid; sign in again', { code: 'invalid_token' }), {
    reason,
  });

const providerUnavailable = () =>
  new HttpError({ code: 'sso_unavailable' }, 'The sign-in provider cannot be reached; try again shortly');

/**
 * Verifies OpenID Connect tokens against the provider's keys. Discovery and the JWKS are
 * fetched once per issuer and cached; jose refetches the keys when a new key id shows up.
 */
export class OidcVerifier {
  readonly #keys = new Map<string, Promise<JWTVerifyGetKey>>();

  async verify(kind: TokenKind, token: string, client: OidcClient): Promise<TSignInTokenClaims> {
    const keys = await this.#keySet(client.issuer);
    let payload: JWTPayload;
    let header: JWTHeaderParameters;
    try {
      ({ payload, protectedHeader: header } = await jwtVerify(token, keys, {
        issuer: client.issuer,
        algorithms: ALGORITHMS,
        ...(kind === 'id' ? { audience: client.clientId } : {}),
      }));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code && INVALID_TOKEN.has(code)) throw invalidToken(`${kind} token: ${code}`);
      throw providerUnavailable();
    }
    if (isAccessToken(header, payload) !== (kind === 'access'))
      throw invalidToken(`${kind} token: ${kind === 'access' ? 'not an access token' : 'an access token'}`);
    if (!isForClient(kind, payload, client.clientId))
      throw invalidToken(`${kind} token: not for this client`);
    const claims = ZSignInTokenClaims.safeParse(payload);
    if (!claims.success) throw invalidToken(`${kind} token: malformed claims`);
    return claims.data;
  }

  #keySet(issuer: string): Promise<JWTVerifyGetKey> {
    let keys = this.#keys.get(issuer);
    if (!keys) {
      keys = discoverKeys(issuer);
      this.#keys.set(issuer, keys);
      // A provider that was down is asked again next time.
      keys.catch(() => this.#keys.delete(issuer));
    }
    return keys;
  }
}

/**
 * An access token, by what providers mark it with: the JWT access token profile's type
 * (RFC 9068, `typ: at+jwt` in the header), or Keycloak's `typ: Bearer` claim (its ID tokens
 * say `ID`). An ID token names the client in its audience too, so without this an ID token
 * would pass where an access token is required (a bearer token, a sign-in's access token),
 * and the other way round.
 */
function isAccessToken(header: JWTHeaderParameters, payload: JWTPayload): boolean {
  const type = typeof header.typ === 'string' ? header.typ.toLowerCase() : '';
  return type === 'at+jwt' || type === 'application/at+jwt' || payload.typ === 'Bearer';
}

/**
 * The token was issued to our client: an ID token's audience is the client (and its azp,
 * when present). An access token names the client in its audience, or, as Keycloak does
 * (audience "account"), as azp; RFC 9068 providers use client_id.
 */
function isForClient(kind: TokenKind, payload: JWTPayload, clientId: string): boolean {
  const azp = payload.azp;
  if (kind === 'id') return azp === undefined || azp === clientId;
  const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  return audience.includes(clientId) || azp === clientId || payload.client_id === clientId;
}

async function discoverKeys(issuer: string): Promise<JWTVerifyGetKey> {
  let document: { issuer?: unknown; jwks_uri?: unknown };
  try {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch {
    throw providerUnavailable();
  }
  // OpenID Connect Discovery 1.0, section 4.3: the document must name the same issuer.
  if (document.issuer !== issuer || typeof document.jwks_uri !== 'string') throw providerUnavailable();
  return createRemoteJWKSet(new URL(document.jwks_uri));
}
