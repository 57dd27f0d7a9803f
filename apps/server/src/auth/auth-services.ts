import type { AppConfig } from '#config.ts';
import type { Database } from '#db/database.ts';
import type { SurveyCatalog } from '#surveys/survey-catalog.ts';
import type { OidcVerifier } from './oidc/oidc-verifier.ts';

/** What sign-in, sessions and the checks of a request use of the app's services (a part of `Services`). */
export interface AuthServices {
  config: AppConfig;
  database: Database;
  catalog: SurveyCatalog;
  /** Verifies single sign-on tokens; caches each provider's keys. */
  oidc: OidcVerifier;
  /** Today's date for relative time filters (UTC); tests pin it. */
  today(): Date;
}
