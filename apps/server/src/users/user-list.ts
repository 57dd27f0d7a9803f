import type { TUserListQuery, TUserStatus, TUserSummary } from '@opinio/domain/schemas/users';
import { ZUserListQuery } from '@opinio/domain/schemas/users';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { builtInKey } from '#access/role-permissions.ts';
import { scopeOf } from '#access/scope.ts';
import { displayName } from '#auth/principal.ts';
import type { DB } from '#db/schema.ts';
import { badRequest } from '#lib/http-error.ts';
import type { UserAdmin } from './user-admin-context.ts';

type ListQuery = z.output<typeof ZUserListQuery>;
type Row = ExpressionBuilder<DB & { m: DB['memberships']; u: DB['users']; r: DB['roles'] }, 'm' | 'u' | 'r'>;

const DAY = 86_400_000;

/** An invitation is open while the user has never signed in and holds an unused one. */
const invitedSql = (eb: Row) =>
  eb.and([
    eb('m.disabled_at', 'is', null),
    eb('u.last_sign_in_at', 'is', null),
    eb.exists(
      eb
        .selectFrom('password_resets as pr')
        .select('pr.user_id')
        .whereRef('pr.user_id', '=', 'u.id')
        .where('pr.purpose', '=', 'invitation')
        .where('pr.used_at', 'is', null),
    ),
  ]);

const statusSql = (eb: Row) =>
  eb
    .case()
    .when('m.disabled_at', 'is not', null)
    .then(sql.lit('disabled'))
    .when(invitedSql(eb))
    .then(sql.lit('invited'))
    .else(sql.lit('active'))
    .end();

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscaped = (text: string) => text.replaceAll(/[\\%_]/g, (c) => `\\${c}`);

/** The sort keys of each order, the user's id last so that every key is unique. */
function sortKeys(sort: ListQuery['sort']): Array<Expression<unknown>> {
  switch (sort) {
    case 'username':
      return [sql`u.username`];
    case 'lastSignIn':
      return [sql`coalesce(u.last_sign_in_at, '1900-01-01T00:00:00Z'::timestamptz)`];
    case 'created':
      return [sql`m.created_at`];
    default:
      return [sql`lower(u.last_name)`, sql`lower(u.first_name)`];
  }
}

const ZCursor = z.tuple([z.array(z.union([z.string(), z.number(), z.null()])).max(3), z.number().int()]);

function encodeCursor(values: unknown[], id: number): string {
  return Buffer.from(JSON.stringify([values, id])).toString('base64url');
}

function decodeCursor(cursor: string, keys: number): { values: Array<string | number | null>; id: number } {
  try {
    const [values, id] = ZCursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (values.length !== keys) throw new Error('wrong length');
    return { values, id };
  } catch {
    throw badRequest('The cursor is not one this list gave', 'cursor', { code: 'invalid_cursor' });
  }
}

/** The members matching the search and filters, within the administrator's scope. */
function filtered(admin: UserAdmin, query: ListQuery) {
  let q = admin.db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .where('m.universe_id', '=', admin.universeId);
  const reach = admin.scope.unitNames();
  if (reach !== null) q = q.where('m.scope_unit', 'in', reach);
  if (query.unit !== undefined) {
    const unit = admin.survey.organisation.unitsByExtName.get(query.unit);
    if (!unit || !admin.scope.allows(unit))
      throw badRequest(`No unit ${query.unit} in your part of the organisation`, 'unit', {
        code: 'unknown_value',
        params: { value: query.unit },
      });
    q = q.where('m.scope_unit', 'in', scopeOf(unit).unitNames() ?? []);
  }
  if (query.roleId !== undefined) q = q.where('m.role_id', '=', query.roleId);
  if (query.q) {
    const pattern = `%${likeEscaped(query.q.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(u.username)`, 'like', pattern),
        eb(sql`lower(coalesce(u.email, ''))`, 'like', pattern),
        eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', pattern),
        eb(sql`lower(u.last_name || ' ' || u.first_name)`, 'like', pattern),
      ]),
    );
  }
  if (query.status !== undefined) {
    const status = query.status;
    q = q.where((eb) => eb(statusSql(eb), '=', sql.lit(status)) as unknown as Expression<SqlBool>);
  }
  if (query.signedIn === 'never') q = q.where('u.last_sign_in_at', 'is', null);
  if (query.signedIn === 'recent') q = q.where('u.last_sign_in_at', '>=', new Date(Date.now() - 30 * DAY));
  if (query.signedIn === 'dormant') {
    q = q.where((eb) =>
      eb.or([
        eb('u.last_sign_in_at', 'is', null),
        eb('u.last_sign_in_at', '<', new Date(Date.now() - 90 * DAY)),
      ]),
    );
  }
  return q;
}

function selected(admin: UserAdmin, query: ListQuery) {
  return filtered(admin, query).select((eb) => [
    'u.id',
    'u.username',
    'u.email',
    'u.first_name',
    'u.last_name',
    'u.last_sign_in_at',
    'u.is_root',
    'm.scope_unit',
    'm.whole_organisation',
    'm.created_at',
    'r.id as role_id',
    'r.name as role_name',
    'r.built_in',
    statusSql(eb).as('status'),
  ]);
}

type SelectedRow = {
  id: number;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  last_sign_in_at: Date | null;
  scope_unit: string | null;
  whole_organisation: boolean;
  created_at: Date;
  role_id: number;
  role_name: string;
  built_in: string | null;
  status: string;
};

function userSummary(admin: UserAdmin, row: SelectedRow): TUserSummary {
  const unit = row.scope_unit === null ? null : admin.survey.organisation.unitsByExtName.get(row.scope_unit);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: displayName({ username: row.username, firstName: row.first_name, lastName: row.last_name }),
    role: { id: row.role_id, name: row.role_name, builtIn: builtInKey(row) },
    scopeUnit:
      row.scope_unit === null ? null : { extName: row.scope_unit, title: unit?.title ?? row.scope_unit },
    wholeOrganisation: row.whole_organisation,
    status: row.status as TUserStatus,
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One page of the user list: keyset-paged in the chosen order, with the total. */
export async function listUsers(admin: UserAdmin, input: TUserListQuery) {
  const query = ZUserListQuery.parse(input);
  const keys = sortKeys(query.sort);
  const descending = query.direction === 'desc';
  let page = selected(admin, query);
  if (query.cursor) {
    const { values, id } = decodeCursor(query.cursor, keys.length);
    const left = sql.join([...keys, sql`u.id`]);
    const right = sql.join([
      ...values.map((v, i) =>
        (query.sort === 'lastSignIn' || query.sort === 'created') && i === 0
          ? sql`${v}::timestamptz`
          : sql`${v}`,
      ),
      sql`${id}`,
    ]);
    page = page.where(
      descending ? sql<SqlBool>`(${left}) < (${right})` : sql<SqlBool>`(${left}) > (${right})`,
    );
  }
  for (const key of keys) page = page.orderBy(key, descending ? 'desc' : 'asc');
  page = page.orderBy('u.id', descending ? 'desc' : 'asc');
  const [rows, count] = await Promise.all([
    page
      .select(keys.map((key, i) => sql`${key}`.as(`k${i}`)))
      .limit(query.limit + 1)
      .execute(),
    filtered(admin, query)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const more = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1) as (SelectedRow & Record<string, unknown>) | undefined;
  const keyValue = (value: unknown) =>
    value instanceof Date ? value.toISOString() : (value as string | number | null);
  return {
    items: items.map((row) => userSummary(admin, row as SelectedRow)),
    total: Number(count.n),
    nextCursor:
      more && last
        ? encodeCursor(
            keys.map((_, i) => keyValue(last[`k${i}`])),
            last.id,
          )
        : null,
  };
}

/** Every member matching the search and filters, in the list's order (for the Excel export). */
export async function allUsers(
  admin: UserAdmin,
  input: TUserListQuery,
  max: number,
): Promise<TUserSummary[]> {
  const query = ZUserListQuery.parse(input);
  const descending = query.direction === 'desc';
  let q = selected(admin, query);
  for (const key of sortKeys(query.sort)) q = q.orderBy(key, descending ? 'desc' : 'asc');
  const rows = await q
    .orderBy('u.id', descending ? 'desc' : 'asc')
    .limit(max)
    .execute();
  return rows.map((row) => userSummary(admin, row as SelectedRow));
}
