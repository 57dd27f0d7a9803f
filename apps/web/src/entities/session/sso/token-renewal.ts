import { TOKEN_MIN_VALIDITY_S, TOKEN_REFRESH_CHECK_MS } from '@opinio/domain/constants';

/** What the renewal needs of the single sign-on client (SsoClient). */
export interface RenewableSession {
  readonly user: { readonly expires_in?: number } | null;
  renew(): Promise<void>;
  clear(): Promise<void>;
}

/** A token with less than 60 s of validity left is renewed (docs/product.md#single-sign-on). @internal */
export function needsRenewal(expiresInSeconds: number | undefined): boolean {
  return expiresInSeconds !== undefined && expiresInSeconds < TOKEN_MIN_VALIDITY_S;
}

/**
 * Checks the token every 10 s and renews it when it is about to expire. A failed renewal
 * is logged and clears the token; `onFailure` then signs the user out of the app. Answers
 * the function that stops the checks.
 */
export function startTokenRenewal(
  session: RenewableSession,
  onFailure: (error: unknown) => void,
): () => void {
  let renewing = false;
  const timer = setInterval(() => {
    if (renewing || !session.user || !needsRenewal(session.user.expires_in)) return;
    renewing = true;
    session
      .renew()
      .catch(async (error: unknown) => {
        console.error('The sign-in token could not be renewed; it is cleared.', error);
        await session.clear().catch(() => {});
        onFailure(error);
      })
      .finally(() => {
        renewing = false;
      });
  }, TOKEN_REFRESH_CHECK_MS);
  return () => clearInterval(timer);
}
