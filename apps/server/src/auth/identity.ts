import { LOGIN_STATUS_OK, type TUserIdentity } from '@opinio/domain/schemas/auth';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.ts';
import type { SurveyCatalog } from '../surveys/survey-catalog.ts';
import { surveyPayload } from '../surveys/survey-payload.ts';
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
  const [surveys, loadCounts, universes] = await Promise.all([
    catalog.surveys(principal.universe.id, locale),
    db
      .selectFrom('surveys')
      .select(['id', 'load_count'])
      .where('universe_id', '=', principal.universe.id)
      .execute(),
    userUniverses(db, principal.user),
  ]);
  const loadCount = new Map(loadCounts.map((r) => [r.id, Number(r.load_count)]));
  return {
    authToken: '',
    loginStatus: LOGIN_STATUS_OK,
    surveys: surveys.flatMap(
      (s) => surveyPayload(s, principal.scopeUnit, loadCount.get(s.id) ?? 0, principal.permissions) ?? [],
    ),
    role: principal.role,
    permissions: [...principal.permissions],
    isUserAdmin: principal.isUserAdmin,
    isRoot: principal.user.isRoot,
    universe: principal.universe.name,
    universes: universes.map((u) => ({ name: u.name, title: u.title })),
    locale: principal.user.locale,
    userId: principal.user.id,
    username: principal.user.username,
    displayName: displayName(principal.user),
    forwarding: principal.universe.forwarding,
    forwardingUrl: principal.universe.forwarding ? await forwardingUrl(db, principal.universe.id) : null,
    actingAs: principal.impersonator
      ? { username: principal.user.username, displayName: displayName(principal.user) }
      : null,
    impersonatedBy: principal.impersonator
      ? { username: principal.impersonator.username, displayName: principal.impersonator.displayName }
      : null,
  };
}

const ZHttpsUrl = z.string().url().startsWith('https://');

/** The forwarding page's target: universes.settings.forwardingUrl, when it is an https address. */
async function forwardingUrl(db: Kysely<DB>, universeId: number): Promise<string | null> {
  const row = await db
    .selectFrom('universes')
    .select('settings')
    .where('id', '=', universeId)
    .executeTakeFirst();
  return ZHttpsUrl.safeParse(row?.settings?.forwardingUrl).data ?? null;
}
