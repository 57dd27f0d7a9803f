import { LOGIN_STATUS_OK, type TUserIdentity } from '@opinio/domain/schemas/auth';
import { type TLocale, ZLocale } from '@opinio/domain/schemas/locale';
import type { Kysely } from 'kysely';
import { surveyPayload } from '#access/survey-payload.ts';
import type { DB } from '#db/schema.ts';
import { storedSettings } from '#db/universe-settings.ts';
import type { SurveyCatalog } from '#surveys/survey-catalog.ts';
import { displayName, type Principal, userUniverses } from './principal.ts';

/**
 * The user identity answered by every sign-in call (docs/product.md#sign-in-and-sessions).
 * While a root user impersonates, the user fields are those of the user acted as.
 */
export async function buildIdentity(
  db: Kysely<DB>,
  catalog: SurveyCatalog,
  principal: Principal,
  /** The language of the surveys' texts (requestLocale). */
  locale: TLocale | null,
): Promise<TUserIdentity> {
  const [surveys, loadCounts, universes, settings] = await Promise.all([
    catalog.surveys(principal.universe.id, locale),
    db
      .selectFrom('surveys')
      .select(['id', 'load_count'])
      .where('universe_id', '=', principal.universe.id)
      .execute(),
    userUniverses(db, principal.user),
    identitySettings(db, principal.universe.id),
  ]);
  const loadCount = new Map(loadCounts.map((r) => [r.id, Number(r.load_count)]));
  return {
    authToken: '',
    loginStatus: LOGIN_STATUS_OK,
    surveys: surveys.flatMap(
      (s) => surveyPayload(s, principal.scope, loadCount.get(s.id) ?? 0, principal.permissions) ?? [],
    ),
    role: principal.role,
    permissions: [...principal.permissions],
    isUserAdmin: principal.isUserAdmin,
    isRoot: principal.user.isRoot,
    noUnit: principal.scope.kind === 'none',
    universe: principal.universe.name,
    universes: universes.map((u) => ({ name: u.name, title: u.title })),
    locale: principal.user.locale,
    userId: principal.user.id,
    username: principal.user.username,
    displayName: displayName(principal.user),
    forwarding: principal.universe.forwarding,
    forwardingUrl: principal.universe.forwarding ? settings.forwardingUrl : null,
    support: settings.support,
    universeLocale: settings.defaultLocale,
    actingAs: principal.impersonator
      ? { username: principal.user.username, displayName: displayName(principal.user) }
      : null,
    impersonatedBy: principal.impersonator
      ? { username: principal.impersonator.username, displayName: principal.impersonator.displayName }
      : null,
  };
}

/**
 * The universe's settings the identity shows: the forwarding page's address, the support
 * contacts and the default language as set (null when the settings name none).
 */
async function identitySettings(db: Kysely<DB>, universeId: number) {
  const row = await db
    .selectFrom('universes')
    .select('settings')
    .where('id', '=', universeId)
    .executeTakeFirst();
  const { forwardingUrl, support } = storedSettings(row?.settings);
  return {
    forwardingUrl,
    defaultLocale: ZLocale.safeParse(row?.settings?.defaultLocale).data ?? null,
    support: Object.values(support).some((contact) => contact !== null) ? support : null,
  };
}
