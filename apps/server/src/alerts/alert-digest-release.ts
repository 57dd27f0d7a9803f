import { isLocale } from '@opinio/domain/localized-text';
import type { FastifyBaseLogger } from 'fastify';
import { universeMailBrand } from '#mail/mail-brand.ts';
import type { Services } from '#services.ts';
import { personName } from '#users/person-name.ts';
import { alertMail, DIGEST_LISTED } from './alert-digest-mail.ts';
import { heldDigests, releaseDigest } from './alert-digest-repository.ts';
import { mailedAlerts } from './mailed-alerts.ts';

/** A held digest not added to for this long belongs to an import that stopped: it goes out. */
const IDLE_RELEASE_MS = 10 * 60_000;

/**
 * Composes held digests, each in its recipient's language, and queues them: at the end
 * of their import (`keyPrefix`), or, for an import that died, once idle (the outbox
 * sender looks before each drain). Answers how many were queued.
 */
export async function releaseDigests(
  services: Pick<Services, 'catalog' | 'config' | 'database' | 'mailer'>,
  filter: { keyPrefix: string } | { idleSince: Date },
): Promise<number> {
  const db = services.database.db;
  let queued = 0;
  for (const { id, universeId, digest } of await heldDigests(db, filter)) {
    const user = await db
      .selectFrom('users')
      .select(['username', 'first_name', 'last_name', 'email', 'locale'])
      .where('id', '=', digest.userId)
      .executeTakeFirst();
    const locale = user && isLocale(user.locale) ? user.locale : digest.defaultLocale;
    // Only the listed alerts are read: a long digest counts the rest.
    const listedIds = digest.alertIds.slice(0, DIGEST_LISTED);
    const survey = user?.email
      ? await services.catalog.survey(universeId, digest.surveyExtName, locale)
      : undefined;
    const listed =
      user?.email && survey && listedIds.length > 0
        ? await mailedAlerts(db, survey, listedIds, locale, services.config.publicUrl)
        : [];
    if (!user?.email || listed.length === 0) {
      await releaseDigest(db, id, null);
      continue;
    }
    // The alerts past the listed ones are counted, not read (one may have been deleted meanwhile).
    const unread = digest.alertIds.length - listedIds.length;
    const mail = await alertMail({
      to: user.email,
      locale,
      name: personName(user),
      brand: await universeMailBrand(db, universeId),
      alerts: listed,
      total: listed.length + unread,
      listLink: digest.listLink,
    });
    await releaseDigest(db, id, mail);
    queued++;
  }
  if (queued > 0) services.mailer.onQueued();
  return queued;
}

/** The outbox sender's look for digests of imports that stopped before their end. */
export async function releaseStaleDigests(
  services: Pick<Services, 'catalog' | 'config' | 'database' | 'mailer'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const queued = await releaseDigests(services, { idleSince: new Date(Date.now() - IDLE_RELEASE_MS) });
  if (queued > 0) log.warn({ queued }, 'alert digests of an unfinished import queued');
}
