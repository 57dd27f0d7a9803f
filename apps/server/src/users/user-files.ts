import { type CodedError, zodIssueProblem } from '@opinio/domain/error-codes';
import { isSafeText } from '@opinio/domain/safe-text';
import { type TUserListQuery, type TUserSummary, ZUserSave } from '@opinio/domain/schemas/users';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { rolePermissions } from '#access/role-permissions.ts';
import { auditActor, audited } from '#audit/audit-log.ts';
import { badRequest, HttpError, type RowError } from '#lib/http-error.ts';
import { type SheetRow, TooManyRows, UnpacksTooLarge, UnreadableFile } from '#lib/table-file.ts';
import { readTableFileInWorker } from '#lib/table-file-in-worker.ts';
import { checkFileSize, dataFileFormat, type UploadedFile } from '#lib/uploaded-file.ts';
import type { Services } from '#services.ts';
import { sendInvitation } from './members.ts';
import { refusedPersonChange, sharedPersonMessage } from './shared-person.ts';
import { checkScope, mayManage, reaches, type ScopeColumns, type UserAdmin } from './user-admin-context.ts';
import { allUsers } from './user-list.ts';

/** The columns of a user file, in the order the export writes them. */
const USER_FILE_COLUMNS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'role',
  'scopeUnit',
  'locale',
] as const;
type Column = (typeof USER_FILE_COLUMNS)[number];

/**
 * The scopeUnit cell of a member who sees the whole organisation; an empty cell is no unit
 * yet (the member sees nothing until given one), anything else a unit's extName.
 */
const WHOLE_ORGANISATION_CELL = '*';

/** At most this many rows in one user import. */
const USER_IMPORT_MAX_ROWS = 10_000;

/**
 * A user file is read in a worker thread within these limits, applied while reading: rows,
 * what a workbook may unpack to, and the thread's heap and time.
 */
const USER_FILE_LIMITS = { maxRows: USER_IMPORT_MAX_ROWS, maxUnpackedBytes: 64 * 1024 * 1024 };
const USER_FILE_THREAD = { maxHeapMb: 384, deadlineMs: 60_000 };

/** The largest user file taken (the upload stops reading beyond it). */
export const USER_FILE_MAX_BYTES = 10 * 1024 * 1024;

const text = (cell: string | number | null | undefined) =>
  cell === null || cell === undefined ? '' : String(cell).trim();

/** At most this many members in one export. */
const EXPORT_MAX_ROWS = 100_000;

/** The members matching the list's search and filters as an .xlsx file named after the survey. */
export async function userExport(
  admin: UserAdmin,
  query: TUserListQuery,
): Promise<{ fileName: string; content: Buffer }> {
  const users = await allUsers(admin, query, EXPORT_MAX_ROWS);
  const content = await userWorkbook(users, (user) => user.role.builtIn ?? user.role.name);
  return { fileName: `users-${admin.survey.extName}.xlsx`, content };
}

/** The members of the list as a workbook: one sheet, the import's columns and more. */
async function userWorkbook(users: TUserSummary[], roleName: (u: TUserSummary) => string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = [
    ...USER_FILE_COLUMNS.map((key) => ({ header: key, key, width: key === 'email' ? 34 : 18 })),
    { header: 'status', key: 'status', width: 12 },
    { header: 'lastSignIn', key: 'lastSignIn', width: 20 },
    { header: 'created', key: 'created', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const user of users) {
    sheet.addRow({
      username: user.username,
      email: user.email ?? '',
      firstName: user.firstName,
      lastName: user.lastName,
      role: roleName(user),
      scopeUnit: user.scopeUnit?.extName ?? (user.wholeOrganisation ? WHOLE_ORGANISATION_CELL : ''),
      status: user.status,
      lastSignIn: user.lastSignInAt ? new Date(user.lastSignInAt) : null,
      created: new Date(user.createdAt),
    });
  }
  for (const key of ['lastSignIn', 'created']) sheet.getColumn(key).numFmt = 'yyyy-mm-dd hh:mm';
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: USER_FILE_COLUMNS.length + 3 } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface PlannedRow {
  row: number;
  existingId: number | null;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  roleId: number;
  scope: ScopeColumns;
  locale: 'en' | 'fi' | 'sv';
}

const HEADER_ALIASES: Record<string, Column> = {
  username: 'username',
  user: 'username',
  email: 'email',
  mail: 'email',
  firstname: 'firstName',
  lastname: 'lastName',
  role: 'role',
  scopeunit: 'scopeUnit',
  scope: 'scopeUnit',
  unit: 'scopeUnit',
  locale: 'locale',
  language: 'locale',
};

/**
 * Imports members from an uploaded CSV or .xlsx file (at most USER_FILE_MAX_BYTES): every row is checked (columns, values, roles the
 * administrator may give, units within their scope, user names free or of members they may
 * change) before anything is written; one bad row writes nothing and answers 400 with every
 * bad cell. New members with an e-mail address are invited. An empty scopeUnit is no unit
 * yet, `*` the whole organisation (WHOLE_ORGANISATION_CELL).
 */
export async function importUsers(
  services: Pick<Services, 'config' | 'mailer'>,
  admin: UserAdmin,
  file: UploadedFile,
  log: FastifyBaseLogger,
) {
  checkFileSize(file, USER_FILE_MAX_BYTES);
  const format = dataFileFormat(file.filename || 'users.csv', file.content);
  let rows: SheetRow[];
  try {
    rows = await readTableFileInWorker(
      { format, content: file.content, limits: USER_FILE_LIMITS },
      USER_FILE_THREAD,
    );
  } catch (error) {
    if (error instanceof UnreadableFile) throw badRequest(error.message, 'file', { code: 'invalid_file' });
    if (error instanceof TooManyRows)
      throw badRequest(`At most ${error.max} users in one file`, 'file', {
        code: 'too_many',
        params: { max: error.max },
      });
    if (error instanceof UnpacksTooLarge)
      throw new HttpError(
        { code: 'file_unpacks_too_large', params: { maxMb: error.maxBytes / (1024 * 1024) } },
        error.message,
        { field: 'file' },
      );
    throw error;
  }
  const [header, ...body] = rows.filter((r) => r.cells.some((c) => text(c) !== ''));
  if (!header) throw badRequest('The file is empty', 'file', { code: 'empty_file' });
  const index = new Map<Column, number>();
  header.cells.forEach((cell, i) => {
    const column =
      HEADER_ALIASES[
        text(cell)
          .toLowerCase()
          .replaceAll(/[^a-z]/g, '')
      ];
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = (['username', 'role'] as const).filter((c) => !index.has(c));
  if (missing.length > 0) {
    throw badRequest(`The header row needs the columns ${missing.join(', ')}`, 'file', {
      code: 'missing_columns',
      params: { columns: missing.join(', ') },
    });
  }

  const { db } = admin;
  const roles = await db
    .selectFrom('roles')
    .select(['id', 'name', 'built_in', 'permissions'])
    .where('universe_id', '=', admin.universeId)
    .execute();
  const usernames = body.map((r) => text(r.cells[index.get('username')!]));
  const existing = usernames.length
    ? await db
        .selectFrom('users as u')
        .leftJoin('memberships as m', (join) =>
          join.onRef('m.user_id', '=', 'u.id').on('m.universe_id', '=', admin.universeId),
        )
        .select(['u.id', 'u.username', 'u.is_root', 'm.user_id as member', 'm.scope_unit'])
        .where('u.username', 'in', [...new Set(usernames.filter(Boolean))].slice(0, USER_IMPORT_MAX_ROWS))
        .execute()
    : [];
  const byName = new Map(existing.map((e) => [e.username, e]));

  const errors: RowError[] = [];
  const planned: PlannedRow[] = [];
  const seen = new Set<string>();
  for (const row of body) {
    const cell = (column: Column) => (index.has(column) ? text(row.cells[index.get(column)!]) : '');
    const fail = (column: string, message: string, problem: CodedError = { code: 'invalid_value' }) =>
      errors.push({ row: row.row, column, message, code: problem.code, params: problem.params ?? {} });
    const values = Object.fromEntries(USER_FILE_COLUMNS.map((c) => [c, cell(c)])) as Record<Column, string>;
    const unsafe = USER_FILE_COLUMNS.find((c) => !isSafeText(values[c]));
    if (unsafe) {
      fail(unsafe, 'holds characters that cannot be stored', { code: 'unsafe_text' });
      continue;
    }
    const role = roles.find(
      (r) => r.name.toLowerCase() === values.role.toLowerCase() || r.built_in === values.role.toLowerCase(),
    );
    if (!role)
      fail(
        'role',
        values.role ? `No role named ${values.role}` : 'Enter a role',
        values.role ? { code: 'unknown_value', params: { value: values.role } } : { code: 'required' },
      );
    else if (
      !admin.principal.user.isRoot &&
      rolePermissions(role).some((p) => !admin.principal.permissions.has(p))
    ) {
      fail('role', `You cannot give the role ${values.role}: it allows more than your own`, {
        code: 'exceeds_own_role',
      });
    }
    let scope: ScopeColumns = { scope_unit: null, whole_organisation: false };
    try {
      const whole = values.scopeUnit === WHOLE_ORGANISATION_CELL;
      scope = checkScope(admin, {
        scopeUnit: whole || values.scopeUnit === '' ? null : values.scopeUnit,
        wholeOrganisation: whole,
      });
    } catch (error) {
      fail(
        'scopeUnit',
        error instanceof Error ? error.message : String(error),
        error instanceof HttpError ? ({ code: error.code, params: error.params } as CodedError) : undefined,
      );
    }
    const parsed = ZUserSave.safeParse({
      username: values.username,
      email: values.email || null,
      firstName: values.firstName,
      lastName: values.lastName,
      locale: values.locale === '' ? undefined : values.locale.toLowerCase(),
      roleId: role?.id ?? 1,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        fail(String(issue.path[0] ?? 'row'), issue.message, zodIssueProblem(issue) as CodedError);
      continue;
    }
    const username = parsed.data.username;
    if (seen.has(username))
      fail('username', `${username} appears more than once in the file`, {
        code: 'duplicate',
        params: { value: username },
      });
    seen.add(username);
    const known = byName.get(username);
    if (known && (known.member === null || !reaches(admin, known.scope_unit))) {
      fail('username', `The user name ${username} is taken`, {
        code: 'already_exists',
        params: { value: username },
      });
    } else if (known && !mayManage(admin, { id: known.id, is_root: known.is_root })) {
      fail('username', `You cannot change ${username} by import`, { code: 'forbidden' });
    } else if (known) {
      const field = await refusedPersonChange(admin, db, known.id, {
        username,
        email: parsed.data.email ?? null,
        first_name: parsed.data.firstName,
        last_name: parsed.data.lastName,
        locale: parsed.data.locale,
      });
      if (field) fail(field, sharedPersonMessage, { code: 'shared_person' });
    }
    if (role && errors.every((e) => e.row !== row.row)) {
      planned.push({
        row: row.row,
        existingId: known?.id ?? null,
        username,
        email: parsed.data.email ?? null,
        firstName: parsed.data.firstName,
        lastName: parsed.data.lastName,
        roleId: role.id,
        scope,
        locale: parsed.data.locale,
      });
    }
  }
  if (errors.length > 0) {
    throw new HttpError(
      { code: 'invalid_rows', params: { count: errors.length } },
      `${errors.length} problem${errors.length === 1 ? '' : 's'} in the file: nothing was imported`,
      { field: 'file', rows: errors.slice(0, 1000) },
    );
  }

  const created: PlannedRow[] = [];
  let updated = 0;
  await audited(db, auditActor(admin.principal), 'user.import', {
    write: async (trx) => {
      for (const plan of planned) {
        const fields = {
          username: plan.username,
          email: plan.email,
          first_name: plan.firstName,
          last_name: plan.lastName,
          locale: plan.locale,
        };
        if (plan.existingId === null) {
          const user = await trx.insertInto('users').values(fields).returning('id').executeTakeFirstOrThrow();
          await trx
            .insertInto('memberships')
            .values({
              universe_id: admin.universeId,
              user_id: user.id,
              role_id: plan.roleId,
              ...plan.scope,
            })
            .execute();
          created.push({ ...plan, existingId: user.id });
        } else {
          await trx.updateTable('users').set(fields).where('id', '=', plan.existingId).execute();
          await trx
            .updateTable('memberships')
            .set({ role_id: plan.roleId, ...plan.scope })
            .where('universe_id', '=', admin.universeId)
            .where('user_id', '=', plan.existingId)
            .execute();
          updated += 1;
        }
      }
    },
    audit: () => ({ details: { created: created.map((c) => c.username), updated } }),
  });
  let invited = 0;
  for (const user of created) {
    if (!user.email || user.existingId === null) continue;
    await sendInvitation(services, admin, user.existingId, log);
    invited += 1;
  }
  return { created: created.length, updated, invited };
}
