import type { TUniverseData } from '@opinio/domain/schemas/survey-admin';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { storedSettings } from '#db/universe-settings.ts';
import { badRequest, conflict, notFound } from '#lib/http-error.ts';

/** The universe's title, settings and single sign-on configurations. */
export async function universeData(db: Kysely<DB>, universeId: number): Promise<TUniverseData> {
  const [universe, sso] = await Promise.all([
    db
      .selectFrom('universes')
      .select(['name', 'title', 'settings'])
      .where('id', '=', universeId)
      .executeTakeFirst(),
    db
      .selectFrom('client_configs')
      .select(['domain', 'idp_url', 'realm', 'client_id', 'sso_only'])
      .where('universe_id', '=', universeId)
      .orderBy('domain')
      .execute(),
  ]);
  if (!universe) throw notFound('The universe no longer exists');
  return {
    name: universe.name,
    title: universe.title,
    ...storedSettings(universe.settings),
    sso: sso.map((c) => ({
      domain: c.domain,
      idpUrl: c.idp_url,
      realm: c.realm,
      clientId: c.client_id,
      ssoOnly: c.sso_only,
    })),
  };
}

/**
 * Replaces the universe's title, settings (other keys of `settings` stay) and single
 * sign-on configurations in one transaction. A host name twice in the list answers 400, one
 * that another universe signs in with 409, naming `sso[i].domain`; nothing changes then.
 * Universes and client configurations are no tenant's rows: no row-level security applies.
 */
export async function replaceUniverseData(
  db: Kysely<DB>,
  universeId: number,
  data: TUniverseData,
): Promise<void> {
  const seen = new Set<string>();
  for (const [i, c] of data.sso.entries()) {
    if (seen.has(c.domain)) {
      throw badRequest(`${c.domain} is in the list twice`, `sso[${i}].domain`, {
        code: 'duplicate',
        params: { value: c.domain },
      });
    }
    seen.add(c.domain);
  }
  await db.transaction().execute(async (trx) => {
    const universe = await trx
      .selectFrom('universes')
      .select('settings')
      .where('id', '=', universeId)
      .forUpdate()
      .executeTakeFirst();
    if (!universe) throw notFound('The universe no longer exists');
    await trx.deleteFrom('client_configs').where('universe_id', '=', universeId).execute();
    if (data.sso.length > 0) {
      const inserted = await trx
        .insertInto('client_configs')
        .values(
          data.sso.map((c) => ({
            domain: c.domain,
            universe_id: universeId,
            idp_url: c.idpUrl,
            realm: c.realm,
            client_id: c.clientId,
            sso_only: c.ssoOnly ?? false,
          })),
        )
        .onConflict((oc) => oc.column('domain').doNothing())
        .returning('domain')
        .execute();
      const ours = new Set(inserted.map((r) => r.domain));
      const taken = data.sso.findIndex((c) => !ours.has(c.domain));
      if (taken >= 0) {
        throw conflict(`${data.sso[taken].domain} signs in to another universe`, `sso[${taken}].domain`, {
          code: 'already_exists',
          params: { value: data.sso[taken].domain },
        });
      }
    }
    const settings: Record<string, unknown> = {
      ...(universe.settings ?? {}),
      defaultLocale: data.defaultLocale,
      forwarding: data.forwarding,
      forwardingUrl: data.forwardingUrl,
      support: data.support,
      // left out of a call: as they were
      ...(data.primaryColor === undefined ? {} : { primaryColor: data.primaryColor }),
      ...(data.logoUrl === undefined ? {} : { logoUrl: data.logoUrl }),
    };
    await trx
      .updateTable('universes')
      .set({ title: data.title, settings: JSON.stringify(settings) })
      .where('id', '=', universeId)
      .execute();
  });
}
