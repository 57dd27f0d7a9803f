import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { forbidden, HttpError, unauthorized } from '#lib/http-error.ts';
import { passwordAccount } from './account-repository.ts';
import { impersonationStart, impersonationTarget } from './impersonation.ts';
import { userUniverses } from './principal.ts';
import type { NewSession } from './session-cookie.ts';

const WRONG_CREDENTIALS = 'Wrong user name or password';
const SSO_ONLY = 'This address signs in with single sign-on only';

export interface SignIn {
  username: string;
  password: string;
  remember: boolean;
  /** The universe to enter, by name; else the account's first. */
  universe?: string | undefined;
  /** A root user signs in acting as this user… */
  actAsUser?: string | undefined;
  /** …in this universe (else `universe`, else one of the user's). */
  actAsUniverse?: string | undefined;
  /** The host signs in with single sign-on only: a root user's password alone is accepted. */
  ssoOnly?: boolean;
}

/**
 * A sign-in by user name and password: the session to start (its universe, and whom a root
 * user acts as, with the audit row of the impersonation's start). Unknown users and wrong
 * passwords get the same answer after the same work, once `failed` has counted the attempt.
 * On a host of single sign-on only every refusal is one answer, 403 `sso_only`, whether the
 * user name is unknown, a user's who is not root, or a root user's with a wrong password:
 * it tells no one which names exist or are root. Each counts against the failure limits.
 */
async function signIn(db: Kysely<DB>, input: SignIn, failed: () => Promise<unknown>): Promise<NewSession> {
  const user = await passwordAccount(db, input.username, input.password);
  if (input.ssoOnly && !user?.isRoot) {
    await failed();
    throw forbidden(SSO_ONLY, { code: 'sso_only' });
  }
  if (!user) {
    await failed();
    throw unauthorized(WRONG_CREDENTIALS, { code: 'wrong_credentials' });
  }
  if (input.actAsUser) {
    if (!user.isRoot) throw forbidden('Only root users may act as another user', { code: 'root_only' });
    const target = await impersonationTarget(db, {
      username: input.actAsUser,
      universeName: input.actAsUniverse ?? input.universe,
    });
    return {
      universeId: target.universe.id,
      userId: user.id,
      persistent: input.remember,
      actAsUserId: target.userId,
      audit: impersonationStart({ realUserId: user.id, target, via: 'login' }),
    };
  }
  const universes = await userUniverses(db, user);
  const universe = input.universe ? universes.find((u) => u.name === input.universe) : universes[0];
  if (!universe) {
    throw new HttpError(
      { code: 'no_universe', params: input.universe ? { universe: input.universe } : {} },
      input.universe
        ? `You have no access to universe ${input.universe}`
        : 'Your account has no access to any universe',
    );
  }
  return { universeId: universe.id, userId: user.id, persistent: input.remember };
}

/**
 * A password sign-in within the place `attempt` holds under the failure limits: a wrong
 * password keeps the place for the window; a right one, or no answer from the database,
 * gives it back (sign-in-limits.ts).
 */
export async function signInWithin(
  db: Kysely<DB>,
  input: SignIn,
  attempt: { release(): void },
): Promise<NewSession> {
  let failed = false;
  try {
    return await signIn(db, input, async () => {
      failed = true;
    });
  } finally {
    if (!failed) attempt.release();
  }
}
