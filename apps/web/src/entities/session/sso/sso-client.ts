import { ErrorResponse, type User, UserManager } from 'oidc-client-ts';
import { type SsoClientConfig, ssoSettings } from './sso-settings.ts';

/** Carried through the provider's sign-in: where to go afterwards. */
interface SignInState {
  returnTo: string | null;
}

const returnToOf = (state: unknown): string | null => (state as SignInState | undefined)?.returnTo ?? null;

/**
 * The browser's side of single sign-on (OpenID Connect, authorization code with PKCE) with
 * oidc-client-ts: the silent check on load, the sign-in redirect and its callback,
 * renewal, sign-out. Holds the provider's user; its access token is our bearer token.
 */
export class SsoClient {
  readonly manager: UserManager;
  readonly authority: string;
  #user: User | null = null;
  /** Why the last sign-in did not let the user in, for the sign-in screen. */
  problem: string | null = null;
  /**
   * Why the provider cannot be used now (unreachable at start-up), for the sign-in screen:
   * the app runs all the same, with the password form open to the break-glass account.
   */
  unavailable: string | null = null;

  constructor(config: SsoClientConfig, origin: string) {
    const settings = ssoSettings(config, origin);
    this.authority = settings.authority;
    this.manager = new UserManager(settings);
    this.manager.events.addUserLoaded((user) => {
      this.#user = user;
    });
    this.manager.events.addUserUnloaded(() => {
      this.#user = null;
    });
  }

  get user(): User | null {
    return this.#user;
  }

  accessToken(): string | null {
    return this.#user?.access_token ?? null;
  }

  /** Discovery first, so that an unreachable provider is reported as such. */
  async loadMetadata(): Promise<void> {
    try {
      await this.manager.metadataService.getMetadata();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The identity provider ${this.authority} could not be reached: ${reason}`);
    }
  }

  /** Check-sso on load: signed in at the provider means signed in here, without a screen. */
  async checkSession(): Promise<void> {
    try {
      this.#user = await this.manager.signinSilent();
    } catch (error) {
      // login_required and the like: not signed in at the provider. Anything else is a failure.
      if (!(error instanceof ErrorResponse)) throw error;
      this.#user = null;
    }
  }

  /** Completes a sign-in redirect; answers where the user was going. */
  async completeSignIn(url: string): Promise<string | null> {
    try {
      const user = await this.manager.signinRedirectCallback(url);
      this.#user = user;
      return returnToOf(user.state);
    } catch (error) {
      // The provider said no (e.g. the user cancelled): signed out, the sign-in screen says why.
      if (!(error instanceof ErrorResponse)) throw error;
      this.problem = error.error_description ?? error.error ?? error.message;
      return returnToOf(error.state);
    }
  }

  /** To the provider's login; back at `returnTo` afterwards. */
  async signIn(returnTo: string | null): Promise<void> {
    // After a refusal the provider must ask again, else it signs in the same person.
    const prompt = this.problem ? 'login' : undefined;
    await this.manager.signinRedirect({ state: { returnTo } satisfies SignInState, prompt });
  }

  /** A new token through the silent check; throws when the provider does not give one. */
  async renew(): Promise<void> {
    const user = await this.manager.signinSilent();
    if (!user) throw new Error('The identity provider returned no user');
    this.#user = user;
  }

  /** Forgets the provider's tokens here (the provider's own session stays). */
  async clear(): Promise<void> {
    this.#user = null;
    await this.manager.removeUser();
  }

  /** Ends the provider's session too, when it offers an end-session endpoint; else only here. */
  async signOut(): Promise<void> {
    const endSession = await this.manager.metadataService.getEndSessionEndpoint().catch(() => undefined);
    if (endSession && this.#user) {
      await this.manager.signoutRedirect();
      return;
    }
    await this.clear();
  }
}
