import type { TAuditEntry } from '@opinio/domain/schemas/users';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { displayName } from '#auth/principal.ts';
import type { DB } from '#db/schema.ts';
import { badRequest, forbidden } from '#lib/http-error.ts';
import type { UserAdmin } from './user-admin-context.ts';

const ZDetails = z.object({
  before: z.record(z.string(), z.unknown()).nullable().optional(),
  after: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** Audit log lines of a universe (or of one record in it), newest first, keyset-paged by id. */
export async function auditTrail(
  db: Kysely<DB>,
  input: { universeId: number; entity?: string; entityId?: string; beforeId?: number; limit: number },
): Promise<TAuditEntry[]> {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.created_at', 'a.action', 'a.entity', 'a.entity_id', 'a.details'])
    .select(['u.username', 'u.first_name', 'u.last_name'])
    .where('a.universe_id', '=', input.universeId);
  if (input.entity !== undefined) query = query.where('a.entity', '=', input.entity);
  if (input.entityId !== undefined) query = query.where('a.entity_id', '=', input.entityId);
  if (input.beforeId !== undefined) query = query.where('a.id', '<', input.beforeId);
  const rows = await query.orderBy('a.id', 'desc').limit(input.limit).execute();
  return rows.map((row) => {
    const details = ZDetails.safeParse(row.details).data ?? {};
    return {
      id: Number(row.id),
      at: new Date(row.created_at).toISOString(),
      action: row.action,
      actor:
        row.username === null
          ? null
          : displayName({
              username: row.username,
              firstName: row.first_name ?? '',
              lastName: row.last_name ?? '',
            }),
      entity: row.entity,
      entityId: row.entity_id,
      before: details.before ?? null,
      after: details.after ?? null,
    };
  });
}

/** The universe's whole log, a page at a time (the cursor is the last line's id). */
async function auditPage(db: Kysely<DB>, universeId: number, query: { cursor?: string; limit: number }) {
  let beforeId: number | undefined;
  if (query.cursor !== undefined) {
    beforeId = Number(query.cursor);
    if (!Number.isSafeInteger(beforeId) || beforeId <= 0)
      throw badRequest('The cursor is not one this list gave', 'cursor', { code: 'invalid_cursor' });
  }
  const items = await auditTrail(db, { universeId, beforeId, limit: query.limit + 1 });
  const more = items.length > query.limit;
  const page = items.slice(0, query.limit);
  return { items: page, nextCursor: more ? String(page.at(-1)!.id) : null };
}

/** The universe's audit log, for root users only. */
export function readAuditLog(admin: UserAdmin, query: { cursor?: string; limit: number }) {
  if (!admin.principal.user.isRoot)
    throw forbidden('Only root users read the audit log', { code: 'root_only' });
  return auditPage(admin.db, admin.universeId, query);
}
