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

/** Whether a member's scope unit lies within the administrator's reach. */
export function reaches(admin: UserAdmin, memberScopeUnit: string | null): boolean {
  const names = admin.scope.unitNames();
  if (names === null) return true;
  return memberScopeUnit !== null && names.includes(memberScopeUnit);
}

/**
 * The scope unit to give a member: null (the whole organisation) or a unit of the survey
 * within the administrator's scope. Anything else is a 400 naming the field.
 */
export function checkScopeUnit(
  admin: UserAdmin,
  scopeUnit: string | null,
  field = 'scopeUnit',
): string | null {
  if (scopeUnit === null) {
    if (admin.scope.unit) {
      throw badRequest('You can give access only within your own part of the organisation', field, {
        code: 'outside_scope',
      });
    }
    return null;
  }
  const unit = admin.survey.organisation.unitsByExtName.get(scopeUnit);
  if (!unit || !admin.scope.allows(unit)) {
    throw badRequest(`No unit ${scopeUnit} in your part of the organisation`, field, {
      code: 'unknown_value',
      params: { value: scopeUnit },
    });
  }
  return unit.extName;
}

export interface MemberRow {
  id: number;
  username: string;
  is_root: boolean;
  scope_unit: string | null;
  role_id: number;
  disabled_at: Date | null;
}

/**
 * A member of the universe the administrator reaches, or 404: a user of another universe,
 * or one outside the administrator's scope, is never shown to exist.
 */
export async function memberInReach(admin: UserAdmin, userId: number): Promise<MemberRow> {
  const member = await admin.db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.username', 'u.is_root', 'm.scope_unit', 'm.role_id', 'm.disabled_at'])
    .where('m.universe_id', '=', admin.universeId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  if (!member || !reaches(admin, member.scope_unit)) throw notFound('User not found');
  return member;
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
