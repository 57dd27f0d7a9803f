import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Scope } from '#access/scope.ts';
import type { Principal } from '#auth/principal.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import type { DB } from '#db/schema.ts';
import { badRequest, forbidden, notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/**
 * Who administers users, where: the caller, their universe, and the part of the survey's
 * organisation their scope covers. An administrator scoped to a unit reaches only members
 * scoped within it; members of the whole organisation are beyond them.
 */
export interface UserAdmin {
  principal: Principal;
  universeId: number;
  survey: SurveyModel;
  scope: Scope;
  db: Kysely<DB>;
}

export async function userAdminContext(
  services: Pick<Services, 'catalog' | 'database'>,
  request: FastifyRequest,
  surveyExtName: string,
): Promise<UserAdmin> {
  const { principal, survey, scope } = await surveyForRequest(services, request, surveyExtName);
  return { principal, universeId: principal.universe.id, survey, scope, db: services.database.db };
}

/**
 * Whether a member's scope unit lies within the administrator's reach. Members of the whole
 * organisation, and members without a unit yet, are reached by administrators of the whole
 * organisation only.
 */
export function reaches(admin: UserAdmin, memberScopeUnit: string | null): boolean {
  const names = admin.scope.unitNames();
  if (names === null) return true;
  return memberScopeUnit !== null && names.includes(memberScopeUnit);
}

/** A membership's scope as stored: a unit, the whole organisation, or neither (no unit yet). */
export interface ScopeColumns {
  scope_unit: string | null;
  whole_organisation: boolean;
}

/**
 * The scope to give a member, as asked: a unit of the survey within the administrator's
 * scope, the whole organisation (only from an administrator of the whole organisation), or
 * neither: no unit yet, and the member sees nothing until given one. An administrator scoped
 * to a unit gives a unit within it: a member without one would be beyond their reach. Anything
 * else is a 400 naming the field.
 */
export function checkScope(
  admin: UserAdmin,
  asked: { scopeUnit: string | null; wholeOrganisation: boolean },
  field = 'scopeUnit',
): ScopeColumns {
  const { scopeUnit, wholeOrganisation } = asked;
  if (scopeUnit !== null) {
    if (wholeOrganisation)
      throw badRequest('Give a unit or the whole organisation, not both', field, { code: 'invalid_value' });
    const unit = admin.survey.organisation.unitsByExtName.get(scopeUnit);
    if (!unit || !admin.scope.allows(unit)) {
      throw badRequest(`No unit ${scopeUnit} in your part of the organisation`, field, {
        code: 'unknown_value',
        params: { value: scopeUnit },
      });
    }
    return { scope_unit: unit.extName, whole_organisation: false };
  }
  if (admin.scope.unit) {
    throw badRequest(
      wholeOrganisation
        ? 'You can give access only within your own part of the organisation'
        : 'Choose a unit within your own part of the organisation',
      field,
      { code: wholeOrganisation ? 'outside_scope' : 'required' },
    );
  }
  return { scope_unit: null, whole_organisation: wholeOrganisation };
}

/** Whether two stored scopes are the same. */
export const sameScope = (a: ScopeColumns, b: ScopeColumns) =>
  a.scope_unit === b.scope_unit && a.whole_organisation === b.whole_organisation;

export interface MemberRow extends ScopeColumns {
  id: number;
  username: string;
  is_root: boolean;
  role_id: number;
  disabled_at: Date | null;
}

/**
 * A member of the universe the administrator reaches, or 404: a user of another universe,
 * or one outside the administrator's scope, is never shown to exist.
 */
export async function memberInReach(admin: UserAdmin, userId: number): Promise<MemberRow> {
  const member = await memberRow(admin, userId);
  if (!member || !reaches(admin, member.scope_unit)) throw notFound('User not found');
  return member;
}

/** A member of the administrator's universe, wherever in its organisation (undefined: none). */
export function memberRow(admin: UserAdmin, userId: number): Promise<MemberRow | undefined> {
  return admin.db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'u.id',
      'u.username',
      'u.is_root',
      'm.scope_unit',
      'm.whole_organisation',
      'm.role_id',
      'm.disabled_at',
    ])
    .where('m.universe_id', '=', admin.universeId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * A member the administrator may change: not themselves (their own role, scope and state
 * are changed by another administrator) and not a root user unless they are root.
 */
export async function manageableMember(admin: UserAdmin, userId: number): Promise<MemberRow> {
  const member = await memberInReach(admin, userId);
  if (member.id === admin.principal.user.id) {
    throw forbidden('You cannot change your own role, scope or state; ask another administrator', {
      code: 'own_account',
    });
  }
  if (member.is_root && !admin.principal.user.isRoot)
    throw forbidden('Only root users change a root user', { code: 'root_only' });
  return member;
}

export function mayManage(admin: UserAdmin, member: { id: number; is_root: boolean }): boolean {
  return member.id !== admin.principal.user.id && (!member.is_root || admin.principal.user.isRoot);
}
