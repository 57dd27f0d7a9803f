import type { TUserIdentity } from '@opinio/domain/schemas/auth';

/**
 * What the app keeps in the browser's storage, and its forgetting at sign-out
 * (docs/product.md#logout-and-session-end). Every key starts `opinio.`. A signed-in user's
 * own keys name the universe and the user (userKey), so that the next person on the browser
 * never reads them, and sign-out forgets them all, with the language picked in the tab.
 * A questionnaire's answers not yet sent stay (responsive/local-draft.ts): they are the
 * invitation's respondent's, kept until sent, and no signed-in user reads them.
 */
const PREFIX = 'opinio.';
const RESPONDENT = 'opinio.responsive.';

/**
 * A key of the signed-in user's own: `name` in their universe, for them (and for the root user
 * acting as them, whose own state is not theirs).
 */
export function userKey(
  identity: Pick<TUserIdentity, 'universe' | 'userId' | 'impersonatedBy'>,
  name: string,
): string {
  const by = identity.impersonatedBy ? `~${identity.impersonatedBy.username}` : '';
  return `${PREFIX}${name}.${identity.universe}.${identity.userId}${by}`;
}

/** Forgets everything the app kept in the browser for whoever was signed in. */
export function forgetSignedInUser(): void {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      const store = storage();
      const keys: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(PREFIX) && !key.startsWith(RESPONDENT)) keys.push(key);
      }
      for (const key of keys) store.removeItem(key);
    } catch {
      // storage switched off (a private window): there is nothing kept to forget
    }
  }
}
