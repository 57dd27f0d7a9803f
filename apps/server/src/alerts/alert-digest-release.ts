import { isLocale, resolveText } from '@opinio/domain/localized-text';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '#services.ts';
import { alertMail, DIGEST_LISTED } from './alert-digest-mail.ts';
import { heldDigests, releaseDigest } from './alert-digest-repository.ts';

/** A held digest not added to for this long belongs to an import that stopped: it goes out. */
const IDLE_RELEASE_MS = 10 * 60_000;

/** The link to one alert's page. */
export const alertLink = (publicUrl: string, surveyExtName: string, alertId: number) =>
  `${publicUrl}/alert/${encodeURIComponent(surveyExtName)}/${alertId}`;

/**
 * Composes held digests, each in its recipient's language, and queues them: at the end
 * of their import (`keyPrefix`), or, for an import that died, once idle (the outbox
 * sender looks before each drain). Answers how many were queued.
 */
export async function releaseDigests(
  services: Pick<Services, 'config' | 'database' | 'mailer'>,
  filter: { keyPrefix: string } | { idleSince: Date },
): Promise<number> {
  const db = services.database.db;
  let queued = 0;
  for (const { id, universeId, digest } of await heldDigests(db, filter)) {
    const user = await db
      .selectFrom('users')
      .select(['email', 'locale'])
      .where('id', '=', digest.userId)
      .executeTakeFirst();
    // Only the listed alerts are read: a long digest counts the rest.
    const listedIds = digest.alertIds.slice(0, DIGEST_LISTED);
    const alerts =
      user?.email && listedIds.length > 0
        ? await db
            .selectFrom('alerts')
            .select(['id', 'title', 'description'])
            .where('universe_id', '=', universeId)
            .where('id', 'in', listedIds)
            .orderBy('id')
            .execute()
        : [];
    if (!user?.email || alerts.length === 0) {
      await releaseDigest(db, id, null);
      continue;
    }
    const locale = isLocale(user.locale) ? user.locale : digest.defaultLocale;
    const text = (t: Parameters<typeof resolveText>[0]) => resolveText(t, locale, digest.defaultLocale);
    const listed = alerts.map((a) => ({
      title: text(a.title),
      description: text(a.description),
      link: alertLink(services.config.publicUrl, digest.surveyExtName, Number(a.id)),
    }));
    // The alerts past the listed ones are counted, not read (one may have been deleted meanwhile).
    const unread = digest.alertIds.length - listedIds.length;
    const mail = alertMail({
      to: user.email,
      locale,
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
  services: Pick<Services, 'config' | 'database' | 'mailer'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const queued = await releaseDigests(services, { idleSince: new Date(Date.now() - IDLE_RELEASE_MS) });
  if (queued > 0) log.warn({ queued }, 'alert digests of an unfinished import queued');
}
